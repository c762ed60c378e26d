import type { AuthSummary, Session } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { myArchiveFixture } from '../../features/staff-archives/test-archive.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { App } from '../App.tsx';

/** A plain staff member granted read on 'recruit'; the company closed 'salary'. */
const summary: AuthSummary = {
  userType: 3,
  compAdmin: 0,
  staffAdmin: 0,
  scopes: [],
  isPlatformAdmin: false,
  columns: { oa: 'read', recruit: 'read', other: 'read' },
  closedColumns: ['salary'],
};
const session = {
  access_token: 'tok',
  userId: 1,
  compId: 9,
  compName: '仁力科技',
  userName: '李员工',
  userFace: null,
  sex: 1,
  userSign: 3,
  systemSign: 0,
  staffType: 1,
  module: null,
  compAdmin: 0,
  staffAdmin: 0,
  userStaffAdmin: '',
  systemId: 2,
  mustChangePassword: false,
  user: { sysType: 0, userId: 1, userLoginCode: '13800000000', userName: '李员工', userType: 3, vipId: 9 },
} satisfies Session;

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'ok', data }), { status: 200 });
const answers: Record<string, unknown> = {
  '/selectAuthByToken': summary,
  '/companyMemberCtl/selectUserInfoByToken': session,
  '/changeUserList': [],
  '/compStaffMember/getStaff': { result: { list: [], total: 0, pageNum: 1, pageSize: 20 } },
  '/staffArchive/getMyStaffArchive': myArchiveFixture(),
};

beforeAll(installBrowserStubs);
beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = Object.keys(answers).find((p) => String(input).startsWith(p));
      return path
        ? ok(answers[path])
        : new Response('{"code":404,"message":"not found","data":null}', { status: 404 });
    }),
  );
  setToken('user', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openAt(path: string) {
  window.location.hash = `#${path}`;
  render(<App />);
}

const requested = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input).split('?')[0]!);

describe('access in the shell', () => {
  it('shows only the modules the caller may read, once their access is known', async () => {
    openAt('/oa/schedule');
    await screen.findByTestId('nav-recruit');
    for (const shown of ['oa', 'recruit', 'other']) expect(screen.getByTestId(`nav-${shown}`)).toBeTruthy();
    for (const hidden of ['crm', 'salary', 'staff', 'manage', 'me'])
      expect(screen.queryByTestId(`nav-${hidden}`)).toBeNull();
    // Colleagues stay one click away whatever the columns.
    expect(await screen.findByTestId('address-book-entry')).toBeTruthy();
    // A password the person chose needs no change.
    expect(screen.queryByTestId('change-password-forced')).toBeNull();
  });

  it("leaves the managers' settings out of plain staff's menu", async () => {
    openAt('/other/setting/member');
    const menu = await screen.findByTestId('side-menu');
    await waitFor(() => expect(within(menu).getByText('个人信息')).toBeTruthy());
    for (const hidden of ['员工账号', '资产', '我的订单', '发票信息'])
      expect(within(menu).queryByText(hidden)).toBeNull();
  });

  it('answers a direct URL to a manager’s page with one 403 page, and asks the server nothing for it', async () => {
    openAt('/other/setting/staff');
    const result = await screen.findByTestId('access-denied');
    expect(result.textContent).toContain('您没有此栏目的权限，请联系管理员');
    expect(screen.getAllByTestId('access-denied')).toHaveLength(1);
    expect(
      within(result)
        .getByRole('link', { name: /返回首页/ })
        .getAttribute('href'),
    ).toBe('#/manage/console');
    expect(requested()).not.toContain('/compStaffMember/selectPage');
  });

  it('answers a module without a grant with 403 "lacks permission"', async () => {
    openAt('/crm/crmorder');
    const result = await screen.findByTestId('access-denied');
    expect(result.textContent).toContain('您没有此栏目的权限，请联系管理员');
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('answers a module the company closed with 403 "not opened"', async () => {
    openAt('/salary/tax');
    expect((await screen.findByTestId('access-denied')).textContent).toContain(
      '公司未开通此栏目，请联系管理员',
    );
  });

  it('keeps granted modules and the address book open', async () => {
    openAt('/recruit/job');
    expect(await screen.findByTestId('coming-soon')).toBeTruthy();
    cleanup();
    openAt('/staff/addressBook');
    await screen.findByTestId('nav-oa');
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });

  it("opens one's own staff record from the user menu, though the staff column is not granted", async () => {
    openAt('/oa/schedule');
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByText('我的员工信息'));
    await waitFor(() => expect(window.location.hash).toBe('#/staff/staffmanage/assi-my'));
    expect(await screen.findByText('A007')).toBeTruthy();
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });
});

describe('a person in the shell', () => {
  beforeEach(() => {
    answers['/selectAuthByToken'] = { ...summary, userType: 1, columns: {}, closedColumns: [] };
    answers['/companyMemberCtl/selectUserInfoByToken'] = { ...session, compId: null, compName: null };
  });
  afterEach(() => {
    answers['/selectAuthByToken'] = summary;
    answers['/companyMemberCtl/selectUserInfoByToken'] = session;
  });

  it('sees their own space and settings, and no company module', async () => {
    openAt('/me');
    await screen.findByTestId('personal-home');
    await screen.findByTestId('nav-me');
    expect(screen.getByTestId('nav-other')).toBeTruthy();
    for (const hidden of ['oa', 'recruit', 'manage', 'staff'])
      expect(screen.queryByTestId(`nav-${hidden}`)).toBeNull();
    expect(screen.queryByTestId('address-book-entry')).toBeNull();
  });

  it('is told once that a company screen is not for a person, and sent home from it', async () => {
    openAt('/other/setting/company');
    const result = await screen.findByTestId('access-denied');
    expect(result.textContent).toContain('个人身份不能使用');
    expect(
      within(result)
        .getByRole('link', { name: /返回首页/ })
        .getAttribute('href'),
    ).toBe('#/me');
    expect(requested()).not.toContain('/companyCtl/selectMyCompany');
  });
});

describe('a password someone else set', () => {
  it('must be changed first: the dialog cannot be dismissed and says why', async () => {
    answers['/companyMemberCtl/selectUserInfoByToken'] = { ...session, mustChangePassword: true };
    try {
      openAt('/oa/schedule');
      expect(await screen.findByTestId('change-password-forced')).toBeTruthy();
      expect(screen.getByText('当前密码是管理员设置的初始密码', { exact: false })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
      expect(document.querySelector('.ant-modal-close')).toBeNull();
    } finally {
      answers['/companyMemberCtl/selectUserInfoByToken'] = session;
    }
  });
});
