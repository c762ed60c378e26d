import type { CompanyAccountQuery, Session, StaffEntry, StaffSearchQuery } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { profile } from '../contacts/test-data.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

const staff = (userId: number, staffName: string, deptName: string | null, position: string): StaffEntry => ({
  staffId: userId + 20000,
  userId,
  staffName,
  jobNo: null,
  staffPhotoWebAddr: null,
  deptName,
  position,
  employeeType: 1,
  mobile: null,
});
const ZHANG = staff(10003, '张伟', '人力资源部', '人力资源总监');
const LIU = staff(10004, '刘芳', '人力资源部', '招聘经理');
const WANG = staff(10001, '王建国', null, '总经理');
const ME = staff(10013, '朱雅琴', '技术研发部', '测试工程师');

const mocks = vi.hoisted(() => ({
  searchStaff: vi.fn(),
  findCompanyAccount: vi.fn(),
  call: vi.fn(),
  session: { current: null as Partial<Session> | null },
}));

vi.mock('../../lib/staff-search.ts', () => ({
  searchStaff: mocks.searchStaff,
  findCompanyAccount: mocks.findCompanyAccount,
}));
vi.mock('../../lib/endpoint.ts', () => ({ call: mocks.call }));
vi.mock('../../lib/session.ts', () => ({ getStoredUser: () => mocks.session.current }));
vi.mock('../../components/resource/api.ts', () => ({
  resourceApi: () => ({
    list: async () => ({
      list: [
        { id: 1, name: '总经办', parentId: null },
        { id: 2, name: '人力资源部', parentId: null },
        { id: 3, name: '招聘组', parentId: 2 },
      ],
    }),
  }),
}));
vi.mock('../session/chat-client.ts', () => ({
  requireChat: () => ({
    getFriendList: async () => ({
      data: [{ userID: '20001', remark: '', profile: { nick: '周婷', avatar: '' } }],
    }),
    getUserProfile: async ({ userIDList }: { userIDList: string[] }) => ({
      data: userIDList[0] === 'bot_hr' ? [{ userID: 'bot_hr', nick: '人事助手', avatar: '' }] : [],
    }),
  }),
}));

/** The address book as the server answers: by department (0: none) or by search text. */
function addressBook(query: StaffSearchQuery) {
  const everyone = [WANG, ZHANG, LIU, ME];
  const list =
    query.searchText !== undefined
      ? everyone.filter(
          (s) => s.staffName.includes(query.searchText!) || (query.searchText === 'zw' && s === ZHANG),
        )
      : query.deptId === 2
        ? [ZHANG, LIU, ME]
        : query.deptId === 0
          ? [WANG]
          : [];
  return Promise.resolve({ result: { list, total: list.length, pageNum: 1, pageSize: 100 } });
}

/** The company account (no staff record) as the server answers: always at the root, by name or "zmx". */
function companyAccount({ searchText }: CompanyAccountQuery) {
  const named = searchText === undefined || searchText === 'zmx' || '周明轩'.includes(searchText);
  const account = { userId: 10000, name: '周明轩', contactName: null, avatar: null };
  return Promise.resolve({ account: named ? account : null });
}

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  vi.clearAllMocks();
  mocks.searchStaff.mockImplementation(addressBook);
  mocks.findCompanyAccount.mockImplementation(companyAccount);
  mocks.session.current = { compId: 20001, compName: '仁力科技', compAdmin: 0, staffAdmin: 0 };
  chatStore.setState({ ...initialChatState(), me: profile(String(ME.userId), ME.staffName) });
});
afterEach(cleanup);

function open(props: Partial<Parameters<typeof PeoplePicker>[0]> = {}) {
  const onDone = vi.fn();
  render(<PeoplePicker title="发起群聊" multiple onCancel={vi.fn()} onDone={onDone} {...props} />);
  return { onDone };
}
const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('PeoplePicker', () => {
  it('walks the org tree to a department and picks colleagues, shown as chips, never oneself', async () => {
    const { onDone } = open();
    // The company: its top departments and the staff placed in none.
    await screen.findByText('王建国');
    expect(mocks.searchStaff).toHaveBeenCalledWith({ deptId: 0, status: 1, pageSize: 100 });
    fireEvent.click(screen.getByRole('button', { name: '进入 人力资源部' }));
    await screen.findByText('张伟');
    expect(screen.getByText('人力资源部 · 人力资源总监')).toBeTruthy();
    expect(screen.getByRole('button', { name: '进入 招聘组' })).toBeTruthy();
    expect(screen.queryByText('朱雅琴')).toBeNull();
    fireEvent.click(within(rowOf('张伟')).getByRole('checkbox'));
    expect(screen.getByText('已选择 1 人')).toBeTruthy();
    expect(screen.getByRole('button', { name: '移除 张伟' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '完成（2）' }));
    expect(onDone).toHaveBeenCalledWith([
      expect.objectContaining({ userID: '10003', nick: '张伟' }),
      expect.objectContaining({ userID: '10004', nick: '刘芳' }),
    ]);
  });

  it('searches colleagues by pinyin initials and friends by name', async () => {
    open();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zw' } });
    await screen.findByText('张伟');
    expect(mocks.searchStaff).toHaveBeenCalledWith(
      { searchText: 'zw', status: 1, pageSize: 50 },
      { silent: true },
    );
    expect(screen.getByRole('region', { name: '同事' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '周' } });
    const friends = await screen.findByRole('region', { name: '好友' });
    expect(within(friends).getByText('周婷')).toBeTruthy();
  });

  it('offers the company account at the top of the org tree and finds it by pinyin initials', async () => {
    open();
    await screen.findByText('王建国');
    const root = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(root.findIndex((text) => text?.includes('周明轩企业账号'))).toBeLessThan(
      root.findIndex((text) => text?.includes('王建国')),
    );
    fireEvent.click(screen.getByRole('button', { name: '进入 人力资源部' }));
    await screen.findByText('张伟');
    expect(screen.queryByText('周明轩')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zmx' } });
    const colleagues = await screen.findByRole('region', { name: '同事' });
    expect(within(colleagues).getByText('周明轩')).toBeTruthy();
    expect(mocks.findCompanyAccount).toHaveBeenCalledWith({ searchText: 'zmx' }, { silent: true });
  });

  it('starts a single chat with one click, also with an exact user ID', async () => {
    const { onDone } = open({ multiple: false, title: '发起单聊' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'bot_hr' } });
    const byID = await screen.findByRole('region', { name: '用户 ID' });
    fireEvent.click(within(byID).getByRole('button', { name: /人事助手/ }));
    expect(onDone).toHaveBeenCalledWith([expect.objectContaining({ userID: 'bot_hr' })]);
    expect(screen.queryByRole('button', { name: /完成/ })).toBeNull();
  });

  it("shows the group's members ticked and locked when adding members", async () => {
    open({ lockedIDs: ['10001'] });
    await screen.findByText('王建国');
    const row = rowOf('王建国');
    expect(within(row).getByText('已在群中')).toBeTruthy();
    expect((within(row).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('lets an admin make the open department a group in one action', async () => {
    mocks.session.current = { ...mocks.session.current, staffAdmin: 1 };
    mocks.call.mockResolvedValue({ groupID: '@TGS#dept1', name: '人力资源部', memberCount: 3 });
    const onDepartmentGroup = vi.fn();
    open({ onDepartmentGroup });
    await screen.findByText('王建国');
    expect(screen.queryByRole('button', { name: '一键创建部门群' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '进入 人力资源部' }));
    fireEvent.click(await screen.findByRole('button', { name: '一键创建部门群' }));
    await waitFor(() => expect(onDepartmentGroup).toHaveBeenCalledWith('@TGS#dept1'));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/chat/departmentGroup' }), {
      body: { deptId: 2 },
    });
  });

  it('offers plain staff no department group, and a person without a company only friends', async () => {
    open({ onDepartmentGroup: vi.fn() });
    fireEvent.click(await screen.findByRole('button', { name: '进入 人力资源部' }));
    await screen.findByText('张伟');
    expect(screen.queryByRole('button', { name: '一键创建部门群' })).toBeNull();
    cleanup();
    vi.clearAllMocks();
    mocks.session.current = { compId: null, compName: null, compAdmin: 0, staffAdmin: 0 };
    open();
    await screen.findByText('周婷');
    expect(screen.queryByText('组织架构')).toBeNull();
    expect(mocks.searchStaff).not.toHaveBeenCalled();
  });
});
