import type { EntryRecord } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../app/routes.ts';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { EntryPage } from './EntryPage.tsx';
import { staffEntryFeature } from './manifest.tsx';

const PATH = '/staff/staffmanage/assi-in/:sign?';

const entry = (id: number, staffName: string, more: Partial<EntryRecord> = {}): EntryRecord => ({
  id,
  version: 1,
  staffName,
  mobile: `1390000000${id}`,
  email: null,
  gender: null,
  deptId: 5,
  deptName: '研发部',
  positionId: null,
  positionName: '前端工程师',
  rankId: null,
  rankName: null,
  employeeType: 1,
  clientCompany: null,
  workLocation: null,
  jobNo: null,
  salaryGrade: null,
  entryDate: '2026-01-05',
  probationMonths: 3,
  probationEnd: '2026-04-04',
  remarks: null,
  status: 1,
  cancelReason: null,
  info: {},
  infoStatus: 0,
  infoSubmittedAt: null,
  linkExpiresAt: null,
  staffId: null,
  confirmedAt: null,
  transitions: ['confirm', 'cancel'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...more,
});

const filled = entry(2, '周敏', {
  entryDate: '2026-12-01',
  transitions: ['cancel'],
  infoStatus: 2,
  info: {
    idNumber: '11010519491231002X',
    sex: 2,
    emergencyContacts: [{ name: '李强', relation: '父亲', phone: '13900000000' }],
    education: [{ school: '浙江大学', level: 4 }],
    documents: [{ kind: 1, name: '身份证人像面', url: `/files/${'a'.repeat(64)}.jpg` }],
  },
});

const toasts: string[] = [];
beforeAll(installBrowserStubs);
beforeEach(async () => {
  toasts.length = 0;
  bindToast((kind, content) => toasts.push(`${kind}: ${content}`));
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff-entry', 'resource']);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(url = '/staff/staffmanage/assi-in', confirmed: Partial<EntryRecord> = { status: 2 }) {
  const server = fakeServer({
    '/entryManagement/getCount': () => ({
      data: { pending: 2, pendingFilled: 1, joinedThisMonth: 4, cancelled: 1 },
    }),
    '/entryManagement/selectPage': () => ({
      data: { list: [entry(1, '李娜'), filled], total: 2, pageNum: 1, pageSize: 10, canWrite: true },
    }),
    '/entryManagement/changeStatus': () => ({ data: entry(1, '李娜', { transitions: [], ...confirmed }) }),
    '/entryManagement/update': () => ({ data: entry(1, '李娜', { entryDate: '2026-01-12' }) }),
    '/entryManagement/sendFormUrl': () => ({
      data: { url: 'http://localhost/#/staff-info?token=abc', expiresAt: '2026-01-12T02:00:00.000Z' },
    }),
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={PATH} element={<EntryPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('EntryPage', () => {
  it('shows the tabs with their counts and lists pending entries of the sign', async () => {
    const { calls, bodiesOf } = renderPage('/staff/staffmanage/assi-in/hro');
    expect(await screen.findByText('待入职 2')).toBeTruthy();
    expect(screen.getByText('本月已入职 4')).toBeTruthy();
    expect(screen.getByText('其中 1 人已填写入职登记表')).toBeTruthy();
    await rowOf('李娜');
    expect(bodiesOf('/selectPage')[0]).toMatchObject({ status: 1, employeeType: 2 });
    expect(calls.some((c) => c.path.includes('/getCount?employeeType=2'))).toBe(true);

    fireEvent.click(screen.getByText('已放弃 1'));
    await waitFor(() => expect(bodiesOf('/selectPage').at(-1)).toMatchObject({ status: 3, employeeType: 2 }));
  });

  it('confirms after a question naming the person, and says when an approval started instead', async () => {
    const { bodiesOf } = renderPage(undefined, { status: 1 });
    const row = await rowOf('李娜');
    fireEvent.click(within(row).getByRole('button', { name: '确认入职' }));
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm')!);
    expect(within(popup).getByText('确认 李娜 今天起正式入职吗？')).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/changeStatus')).toEqual([{ id: 1, version: 1, name: 'confirm' }]));
    await waitFor(() => expect(toasts).toEqual(['success: 已发起入职审批，审批通过后自动确认入职']));
  });

  it('disables confirmation before the entry date', async () => {
    renderPage();
    const row = await rowOf('周敏');
    const button = within(row).getByRole('button', { name: '确认入职' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('changes the entry date alone through the kit update', async () => {
    const { bodiesOf } = renderPage();
    fireEvent.click(within(await rowOf('李娜')).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('修改入职日期'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('入职日期');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2026-01-12' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(bodiesOf('/update')).toEqual([{ id: 1, version: 1, entryDate: '2026-01-12' }]),
    );
  });

  it('makes a form link to copy or scan', async () => {
    const { bodiesOf } = renderPage();
    fireEvent.click(within(await rowOf('李娜')).getByRole('button', { name: '发送登记表' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('http://localhost/#/staff-info?token=abc')).toBeTruthy();
    expect(within(dialog).getByText('有效期至 2026/01/12 10:00')).toBeTruthy();
    expect(bodiesOf('/sendFormUrl')).toEqual([{ id: 1 }]);
  });

  it("shows the hire's registration info by section", async () => {
    renderPage();
    fireEvent.click(within(await rowOf('周敏')).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('登记信息'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('周敏 的入职登记信息')).toBeTruthy();
    expect(within(drawer).getByText('11010519491231002X')).toBeTruthy();
    expect(within(drawer).getByText('紧急联系人')).toBeTruthy();
    expect(within(drawer).getByText('父亲')).toBeTruthy();
    expect(within(drawer).getByText('本科')).toBeTruthy();
    const document = within(drawer).getByRole('link', { name: '身份证人像面' });
    expect(document.getAttribute('href')).toMatch(/^\/files\/[0-9a-f]{64}\.jpg$/);
  });

  it('is the screen of its route catalog path, and claims the public form', () => {
    expect(allRoutes.find((route) => route.path === PATH)?.element).toBe(staffEntryFeature.screens[PATH]);
    expect(allRoutes.find((route) => route.path === '/staff-info')?.element).toBe(
      staffEntryFeature.screens['/staff-info'],
    );
  });
});
