import {
  type LaborContractAssessment,
  type LaborContractRow,
  laborContractEndpoints,
  laborContractResource,
} from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../app/routes.ts';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { LaborContractsPage } from './LaborContractsPage.tsx';
import { laborContractsFeature } from './manifest.tsx';

// The page against a scripted fake of the server (components/resource/resource-test-kit.tsx): the
// real HTTP client, ResourcePage and dialogs run; only `fetch` is replaced.
const PATH = '/staff/laborcontract/:sign?';
const { prefix } = laborContractResource;
const CHECK = laborContractEndpoints.check.path;

const contract = (id: number, over: Partial<LaborContractRow>): LaborContractRow => ({
  id,
  version: 1,
  staffId: 30000 + id,
  staffName: '张伟',
  jobNo: 'A001',
  deptName: '研发部',
  employeeType: 1,
  contractNo: `HT-00${id}`,
  contractType: 1,
  signKind: 1,
  startDate: '2024-01-01',
  endDate: '2026-12-31',
  probationMonths: 0,
  signDate: null,
  party: '甲公司',
  workLocation: null,
  remarks: null,
  attachments: [],
  signingSeq: 2,
  status: 1,
  phase: 'effective',
  terminatedOn: null,
  terminateReason: null,
  transitions: ['renew', 'terminate'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const rows = [
  contract(1, {}),
  contract(2, {
    staffName: '李娜',
    jobNo: 'A002',
    contractType: 3,
    endDate: '2026-06-30',
    phase: 'expired',
    signingSeq: 0,
  }),
  contract(3, { staffName: '王芳', contractType: 2, endDate: null, transitions: ['terminate'] }),
];
const THIRD_TERM =
  '已连续订立两次固定期限劳动合同，依法应订立无固定期限劳动合同（劳动者提出订立固定期限的除外）';
const assessment: LaborContractAssessment = {
  probationMax: 2,
  probationRule: '劳动合同期限一年以上不满三年的，试用期不得超过二个月',
  signingSeq: 3,
  warnings: [THIRD_TERM],
  problems: [],
};

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['labor-contracts', 'resource']);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(url = '/staff/laborcontract') {
  const server = fakeServer({
    [`${prefix}/selectPage`]: () => ({
      data: { list: rows, total: 3, pageNum: 1, pageSize: 10, canWrite: true },
    }),
    [`${prefix}/selectById/1`]: () => ({ data: rows[0] }),
    [CHECK]: () => ({ data: assessment }),
    [`${prefix}/changeStatus`]: () => ({
      data: { ...rows[1], status: 3, phase: 'renewed', transitions: [] },
    }),
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={PATH} element={<LaborContractsPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

/** The first element matching `selector` once it is on the page. */
const shown = (selector: string) =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`${selector} is not shown`);
    return element;
  });

describe('LaborContractsPage', () => {
  it('lists contracts with the employee, the status as shown (expired) and 续签 only where allowed', async () => {
    renderPage();
    const zhang = await rowOf('张伟');
    expect(within(zhang).getByText('A001')).toBeTruthy();
    expect(within(zhang).getByText('生效中')).toBeTruthy();
    expect(within(zhang).getByRole('button', { name: /续\s*签/ })).toBeTruthy();
    expect(within(await rowOf('李娜')).getByText('已到期')).toBeTruthy();
    const open = await rowOf('王芳');
    expect(within(open).queryByRole('button', { name: /续\s*签/ })).toBeNull();
    expect(within(open).getByRole('button', { name: /终\s*止/ })).toBeTruthy();
  });

  it('keeps an HRM page to HRM staff and the quick tabs to their contracts', async () => {
    const { bodiesOf } = renderPage('/staff/laborcontract/hrm');
    await rowOf('张伟');
    expect(screen.getByText('劳动合同（HRM 内部员工）')).toBeTruthy();
    expect(bodiesOf('/selectPage')[0]).toMatchObject({ employeeType: 1 });
    fireEvent.click(screen.getByRole('tab', { name: '30天内到期' }));
    await waitFor(() =>
      expect(bodiesOf('/selectPage').at(-1)).toMatchObject({ employeeType: 1, expiringWithin: 30 }),
    );
    fireEvent.click(screen.getByRole('tab', { name: '已到期' }));
    await waitFor(() => expect(bodiesOf('/selectPage').at(-1)).toMatchObject({ phase: 'expired' }));
  });

  it('shows the probation limit and the art. 14 warning in the form before saving', async () => {
    const { bodiesOf } = renderPage();
    fireEvent.click(within(await rowOf('张伟')).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(THIRD_TERM)).toBeTruthy();
    expect(
      within(drawer).getByText('试用期最长 2 个月：劳动合同期限一年以上不满三年的，试用期不得超过二个月'),
    ).toBeTruthy();
    expect((within(drawer).getByLabelText('员工') as HTMLInputElement).value).toBe('张伟 · A001');
    expect(bodiesOf(CHECK)[0]).toEqual({
      id: 1,
      staffId: 30001,
      contractType: 1,
      signKind: 1,
      startDate: '2024-01-01',
      endDate: '2026-12-31',
      probationMonths: 0,
    });
  });

  it('renews from the day after the end, warning first, and sends the new contract', async () => {
    const { bodiesOf } = renderPage();
    fireEvent.click(within(await rowOf('李娜')).getByRole('button', { name: /续\s*签/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/新合同自 2026-07-01 起生效/)).toBeTruthy();
    expect(await within(dialog).findByText(THIRD_TERM)).toBeTruthy();
    expect(bodiesOf(CHECK)[0]).toMatchObject({
      staffId: 30002,
      contractType: 3,
      signKind: 2,
      startDate: '2026-07-01',
      probationMonths: 0,
    });
    fireEvent.change(within(dialog).getByLabelText('新合同编号'), { target: { value: 'HT-002-R' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /续\s*签/ }));
    await waitFor(() =>
      expect(bodiesOf('/changeStatus')).toEqual([
        { id: 2, version: 1, name: 'renew', contractNo: 'HT-002-R', contractType: 3 },
      ]),
    );
  });

  it("keeps files on the detail's 合同附件 tab, removing one through update", async () => {
    const FILE = { name: '合同扫描件.pdf', url: `/files/${'a'.repeat(64)}.pdf` };
    const withFile = { ...rows[0]!, attachments: [FILE] };
    const { bodiesOf } = fakeServer({
      [`${prefix}/selectPage`]: () => ({
        data: { list: [withFile], total: 1, pageNum: 1, pageSize: 10, canWrite: true },
      }),
      [`${prefix}/selectById/1`]: () => ({ data: withFile }),
      [`${prefix}/update`]: () => ({ data: { ...withFile, attachments: [], version: 2 } }),
    });
    render(
      <Providers>
        <MemoryRouter initialEntries={['/staff/laborcontract']}>
          <Routes>
            <Route path={PATH} element={<LaborContractsPage />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.click(within(await rowOf('张伟')).getByRole('button', { name: /详\s*情/ }));
    // Queries stay inside the drawer and the popup: role queries over the whole page are slow.
    const drawer = (await screen.findByText('劳动合同详情')).closest<HTMLElement>('.ant-drawer')!;
    fireEvent.click(await within(drawer).findByText('合同附件'));
    const file = await within(drawer).findByText('合同扫描件.pdf');
    expect(file.closest('a')?.getAttribute('download')).toBe('合同扫描件.pdf');
    fireEvent.click(
      within(drawer)
        .getByText(/移\s*除/)
        .closest('button')!,
    );
    const popup = await shown('.ant-popconfirm');
    fireEvent.click(within(popup).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/update')).toEqual([{ id: 1, version: 1, attachments: [] }]));
  });

  it('is the screen of its route catalog path (app/user-routes.tsx)', () => {
    expect(allRoutes.find((route) => route.path === PATH)?.element).toBe(laborContractsFeature.screens[PATH]);
  });
});
