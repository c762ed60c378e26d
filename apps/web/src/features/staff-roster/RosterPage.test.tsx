import type { RosterRow, RosterStats } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../app/routes.ts';
import { type PickerProps, registerPickers } from '../../components/resource/pickers.ts';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { chinaToday } from '../../lib/china-today.ts';
import { i18n } from '../../lib/i18n.ts';
import { storeUser } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { staffRosterFeature } from './manifest.tsx';
import { RosterPage } from './RosterPage.tsx';
import { rosterColumnsKey } from './roster-columns.ts';

const PATH = '/staff/staffmanage/roster/:sign?';
const TODAY = chinaToday();

const row = (archiveId: number, name: string, extra: Partial<RosterRow> = {}): RosterRow => ({
  archiveId,
  staffId: 30000 + archiveId,
  name,
  jobNo: `A00${archiveId}`,
  mobile: `1390000000${archiveId}`,
  deptId: 5,
  deptName: '研发部',
  positionId: null,
  positionName: '工程师',
  rankName: null,
  employeeType: 1,
  empStatus: 2,
  sex: 1,
  age: 34,
  education: 4,
  entryDate: '2024-03-01',
  probationEnd: null,
  officialDate: '2024-06-01',
  lastDay: null,
  workLocation: '杭州',
  clientCompany: null,
  salaryGrade: null,
  changeKind: 'regularize',
  effectiveFrom: '2024-06-01',
  scheduled: false,
  ...extra,
});
const rows = [
  row(1, '张三'),
  row(2, '赵六', { empStatus: 1, scheduled: true, changeKind: 'entry', effectiveFrom: '2027-01-05' }),
];
const pageOf = (list: RosterRow[]) => ({
  data: { asOf: TODAY, list, total: list.length, pageNum: 1, pageSize: 20 },
});

const stats: RosterStats = {
  asOf: TODAY,
  headcount: 42,
  byDepartment: [
    { deptId: 5, deptName: '研发部', count: 30 },
    { deptId: null, deptName: null, count: 12 },
  ],
  months: [
    {
      month: '2026-11',
      entries: 3,
      exits: 1,
      headcountStart: 40,
      headcountEnd: 42,
      turnoverPercent: '2.44',
    },
  ],
  ages: [
    { bucket: 'under25', count: 2 },
    { bucket: '25to29', count: 40 },
  ],
  tenures: [{ bucket: 'under1', count: 42 }],
  probationEnding: {
    total: 1,
    list: [{ archiveId: 2, staffId: 30002, name: '钱七', deptName: '研发部', probationEnd: '2026-12-10' }],
  },
  contractsExpiring: {
    within30: 1,
    within60: 2,
    soon: [
      {
        contractId: 8,
        staffId: 30001,
        name: '孙八',
        contractNo: 'HT-2024-008',
        endDate: '2026-12-01',
        daysLeft: 0,
      },
      {
        contractId: 9,
        staffId: 30003,
        name: '周九',
        contractNo: 'HT-2024-009',
        endDate: '2027-01-14',
        daysLeft: 44,
      },
    ],
  },
};

/** Where a click took the app: the archives screen renders the query it was opened with. */
function Archive() {
  return <p>archive {useLocation().search}</p>;
}

/** The labour contract page renders its path. */
function Contracts() {
  return <p>contracts {useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={PATH} element={<RosterPage />} />
          <Route path="/staff/staffarchives" element={<Archive />} />
          <Route path="/staff/laborcontract/:sign?" element={<Contracts />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

const headers = () =>
  [...document.querySelectorAll('.staff-roster-table thead th')].map((th) => th.textContent).filter(Boolean);

beforeAll(installBrowserStubs);
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff-roster', 'resource']);
  storeUser({ userId: 10005, compId: 20001 } as Parameters<typeof storeUser>[0]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('花名册', () => {
  it('lists today’s roster, marks scheduled changes and opens a row’s archive', async () => {
    const { bodiesOf } = fakeServer({ '/staffRoster/selectPage': () => pageOf(rows) });
    renderAt('/staff/staffmanage/roster');
    const zhang = (await screen.findByText('张三')).closest('tr')!;
    expect(within(zhang).getByText('正式')).toBeTruthy();
    expect(within(zhang).getByText('本科')).toBeTruthy();
    expect(within(screen.getByText('赵六').closest('tr')!).getByText('待生效')).toBeTruthy();
    expect(bodiesOf('/staffRoster/selectPage')[0]).toEqual({
      empStatus: 'active',
      asOf: TODAY,
      pageNum: 1,
      pageSize: 20,
    });
    // Not today: no banner.
    expect(screen.queryByText(/正在查看/)).toBeNull();
    expect(headers()).toEqual([
      '姓名',
      '工号',
      '手机号',
      '部门',
      '职位',
      '员工类型',
      '员工状态',
      '性别',
      '年龄',
      '最高学历',
      '入职日期',
    ]);
    fireEvent.click(within(zhang).getByText('研发部'));
    expect(await screen.findByText('archive ?id=1')).toBeTruthy();
  });

  it('shows the roster of another day under a banner, and goes back to today', async () => {
    const { bodiesOf } = fakeServer({ '/staffRoster/selectPage': () => pageOf(rows) });
    renderAt('/staff/staffmanage/roster');
    await screen.findByText('张三');
    const day = screen.getByLabelText('截至日期');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '2025-03-01' } });
    fireEvent.keyDown(day, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('正在查看 2025-03-01 的花名册')).toBeTruthy();
    await waitFor(() =>
      expect(bodiesOf('/staffRoster/selectPage').at(-1)).toMatchObject({ asOf: '2025-03-01' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '回到今天' }));
    await waitFor(() => expect(screen.queryByText(/正在查看/)).toBeNull());
    expect(bodiesOf('/staffRoster/selectPage').at(-1)).toMatchObject({ asOf: TODAY });
  });

  it('keeps to the sign’s type and sends the filters, the search and the order', async () => {
    const { bodiesOf } = fakeServer({ '/staffRoster/selectPage': () => pageOf(rows) });
    // The department picker comes from the registry (the org feature registers the real one).
    registerPickers({
      department: ({ onChange, placeholder }: PickerProps) => (
        <button type="button" onClick={() => onChange?.(7)}>
          {placeholder}
        </button>
      ),
    });
    renderAt('/staff/staffmanage/roster/hro');
    await screen.findByText('张三');
    expect(bodiesOf('/staffRoster/selectPage')[0]).toMatchObject({ employeeType: 2 });
    // The sign fixes the type: no type filter.
    expect(screen.queryByRole('combobox', { name: '员工类型' })).toBeNull();

    // jsdom matches no media query, so this is the phone's layout: the filters wait in a drawer.
    expect(screen.queryByRole('combobox', { name: '员工状态' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /筛\s*选/ }));
    fireEvent.click(await screen.findByRole('button', { name: '部门（含下级）' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '员工状态' }));
    fireEvent.click(await screen.findByText('离职', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(screen.getByLabelText('最小年龄'), { target: { value: '30' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '合同到期' }));
    fireEvent.click(
      await screen.findByText('合同 30 天内到期', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '查看 2 人' }));
    // Status, department, age and contract expiry differ from the defaults.
    expect(screen.getByRole('button', { name: /筛\s*选/ }).closest('.ant-badge')!.textContent).toContain('4');
    fireEvent.change(screen.getByLabelText('搜索姓名、工号或手机号'), { target: { value: ' 张 ' } });
    fireEvent.click(screen.getAllByText('年龄', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() =>
      expect(bodiesOf('/staffRoster/selectPage').at(-1)).toEqual({
        empStatus: 'left',
        employeeType: 2,
        deptId: 7,
        ageFrom: 30,
        contractEndingWithin: 30,
        asOf: TODAY,
        searchText: '张',
        sortField: 'age',
        sortOrder: 'ascend',
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('chooses and orders columns for this login, and exports those columns', async () => {
    const { bodiesOf } = fakeServer({
      '/staffRoster/selectPage': () => pageOf(rows),
      '/staffRoster/export': () => ({ data: null }),
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = await answer(input, init);
      if (!String(input).startsWith('/staffRoster/export')) return json;
      return new Response(new Blob(['xlsx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('花名册_20261125101500.xlsx')}`,
        },
      });
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:roster');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderAt('/staff/staffmanage/roster');
    await screen.findByText('张三');

    fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
    const settings = await screen.findByText('显示的列及顺序（导出同此）');
    const panel = settings.closest('.ant-popover')! as HTMLElement;
    fireEvent.click(within(panel).getByLabelText('手机号'));
    fireEvent.click(within(panel).getByLabelText('职级'));
    fireEvent.click(within(panel).getByRole('button', { name: '上移 工号' }));
    const shown = [
      '工号',
      '姓名',
      '部门',
      '职位',
      '员工类型',
      '员工状态',
      '性别',
      '年龄',
      '最高学历',
      '入职日期',
      '职级',
    ];
    await waitFor(() => expect(headers()).toEqual(shown));
    const stored = JSON.parse(localStorage.getItem(`renli:${rosterColumnsKey(10005, 20001)}`)!).v;
    expect(stored.shown).toEqual([
      'jobNo',
      'name',
      'deptName',
      'positionName',
      'employeeType',
      'empStatus',
      'sex',
      'age',
      'education',
      'entryDate',
      'rankName',
    ]);

    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(bodiesOf('/staffRoster/export')).toEqual([
      { empStatus: 'active', asOf: TODAY, columns: stored.shown },
    ]);

    // Another visit of the same login finds its columns.
    cleanup();
    renderAt('/staff/staffmanage/roster');
    await screen.findByText('张三');
    expect(headers()).toEqual(shown);
  });

  it('draws the statistics of the day', async () => {
    const { bodiesOf } = fakeServer({
      '/staffRoster/selectPage': () => pageOf(rows),
      '/staffRoster/stats': () => ({ data: stats }),
    });
    renderAt('/staff/staffmanage/roster/hrm');
    await screen.findByText('张三');
    fireEvent.click(screen.getByRole('tab', { name: '统计分析' }));
    const headcount = (await screen.findByText(`${TODAY} 在职人数`)).closest('.ant-card')! as HTMLElement;
    expect(within(headcount).getByText('42')).toBeTruthy();
    expect(bodiesOf('/staffRoster/stats')).toEqual([{ asOf: TODAY, employeeType: 1 }]);
    for (const chart of [
      '各部门在职人数',
      '近 12 个月入职与离职人数',
      '近 12 个月离职率',
      '年龄分布',
      '司龄分布',
    ])
      expect(screen.getByRole('img', { name: chart })).toBeTruthy();
    const probation = screen.getByText('30 天内试用期到期（1 人）').closest('.ant-card')! as HTMLElement;
    expect(within(probation).getByText('钱七')).toBeTruthy();
    expect(within(probation).getByText('2026-12-10')).toBeTruthy();
    fireEvent.click(within(probation).getByText('钱七'));
    expect(await screen.findByText('archive ?id=2')).toBeTruthy();
  });

  it('shows contracts expiring soon and opens the labour contracts of the same staff', async () => {
    fakeServer({
      '/staffRoster/selectPage': () => pageOf(rows),
      '/staffRoster/stats': () => ({ data: stats }),
    });
    renderAt('/staff/staffmanage/roster/hrm');
    await screen.findByText('张三');
    fireEvent.click(screen.getByRole('tab', { name: '统计分析' }));
    const card = (await screen.findByText('合同即将到期')).closest('.ant-card')! as HTMLElement;
    const count = (title: string) =>
      within(card).getByText(title).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!
        .textContent;
    expect([count('30 天内'), count('60 天内')]).toEqual(['1', '2']);
    const sun = within(card).getByText('孙八').closest('li')! as HTMLElement;
    expect(within(sun).getByText('HT-2024-008')).toBeTruthy();
    expect(within(sun).getByText('今天到期')).toBeTruthy();
    expect(within(within(card).getByText('周九').closest('li')!).getByText('剩 44 天')).toBeTruthy();
    fireEvent.click(within(card).getByText('周九'));
    expect(await screen.findByText('contracts /staff/laborcontract/hrm')).toBeTruthy();
  });

  it('says in English what expires, and links every type’s contracts without a sign', async () => {
    await i18n.changeLanguage('en');
    fakeServer({
      '/staffRoster/selectPage': () => pageOf(rows),
      '/staffRoster/stats': () => ({
        data: { ...stats, contractsExpiring: { within30: 0, within60: 0, soon: [] } },
      }),
    });
    renderAt('/staff/staffmanage/roster');
    await screen.findByText('张三');
    fireEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    const card = (await screen.findByText('Contracts expiring soon')).closest('.ant-card')! as HTMLElement;
    expect(within(card).getByText('No labour contract ends within 60 days')).toBeTruthy();
    fireEvent.click(within(card).getByText('Open labour contracts'));
    expect(await screen.findByText('contracts /staff/laborcontract')).toBeTruthy();
  });

  it('is the screen of its route catalog path (app/user-routes.tsx)', () => {
    expect(allRoutes.find((route) => route.path === PATH)?.element).toBe(staffRosterFeature.screens[PATH]);
  });
});
