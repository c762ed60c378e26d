import type { DayResult, MonthLocks, MonthSummary, StaffMonthRow } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../app/routes.ts';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { chinaToday } from '../../lib/china-today.ts';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { attendanceStatisticsFeature } from './manifest.tsx';
import { StatisticsPage } from './StatisticsPage.tsx';

const PATH = '/oa/attendance/statistics/:sign?';
const THIS_MONTH = chinaToday().slice(0, 7);
const LAST_MONTH = (() => {
  const [year, month] = THIS_MONTH.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
})();

const row = (staffId: number, name: string, extra: Partial<StaffMonthRow> = {}): StaffMonthRow => ({
  staffId,
  name,
  jobNo: `A00${staffId}`,
  deptId: 5,
  deptName: '研发部',
  employeeType: 1,
  expectedDays: 8,
  expectedHours: '64.00',
  actualDays: '6.50',
  workedHours: '50.37',
  lateCount: 3,
  lateMinutes: 48,
  seriousLateCount: 1,
  earlyCount: 1,
  earlyMinutes: 20,
  missingPunches: 1,
  absentDays: '1.00',
  leaveDays: '0.50',
  leave: [{ leaveTypeId: 7, leaveName: '事假', unit: 'day', days: '0.50', hours: '4.00' }],
  tripDays: '0.00',
  overtimeHours: { workday: '1.50', restday: '2.00', holiday: '0.00' },
  ...extra,
});
const rows = [
  row(1, '张三'),
  row(2, '李四', {
    deptName: null,
    deptId: null,
    lateCount: 0,
    lateMinutes: 0,
    leave: [],
    leaveDays: '0.00',
  }),
];
const pageOf = (list: StaffMonthRow[], month = THIS_MONTH) => ({
  data: { month, locked: false, list, total: list.length, pageNum: 1, pageSize: 20 },
});

const summaryOf = (month: string, extra: Partial<MonthSummary['totals']> = {}): MonthSummary => ({
  month,
  locked: false,
  totals: {
    headcount: 4,
    expectedDays: 14,
    actualDays: '12.00',
    attendanceRate: '85.71',
    lateCount: 4,
    lateMinutes: 58,
    absentDays: '1.00',
    leaveDays: '1.00',
    overtimeHours: '11.50',
    ...extra,
  },
  departments: [
    {
      deptId: 5,
      deptName: '研发部',
      headcount: 2,
      attendanceRate: '85.00',
      lateCount: 3,
      absentDays: '1.00',
      leaveDays: '0.50',
      overtimeHours: '3.50',
    },
    {
      deptId: null,
      deptName: null,
      headcount: 1,
      attendanceRate: null,
      lateCount: 0,
      absentDays: '0.00',
      leaveDays: '0.00',
      overtimeHours: '0.00',
    },
  ],
  lateTrend: [
    { day: `${month}-01`, count: 0 },
    { day: `${month}-02`, count: 2 },
  ],
  leaveMix: [{ leaveTypeId: 7, leaveName: '事假', days: '0.50' }],
});

const day = (n: number, extra: Partial<DayResult>): DayResult => ({
  day: `${THIS_MONTH}-0${n}`,
  dayType: 'workday',
  holidayName: null,
  groupId: 1,
  shift: null,
  punchIn: null,
  punchOut: null,
  expectedMinutes: 480,
  workedMinutes: 475,
  lateMinutes: 0,
  earlyMinutes: 0,
  absentMinutes: 0,
  leaveMinutes: 0,
  tripMinutes: 0,
  overtimeMinutes: 0,
  status: 'normal',
  items: [],
  reasons: [],
  ...extra,
});

const noLocks: MonthLocks = { locks: [], canLock: true, canUnlock: true };

/** The attendance settings screen renders its path. */
function Settings() {
  return <p>settings {useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={PATH} element={<StatisticsPage />} />
          <Route path="/oa/attendance/setting" element={<Settings />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

const server = (extra: Record<string, (body: unknown) => { data?: unknown; code?: number }> = {}) =>
  fakeServer({
    '/statistics/selectMonthPage': (body) => pageOf(rows, (body as { month: string }).month),
    '/statistics/monthSummary': (body) => ({ data: summaryOf((body as { month: string }).month) }),
    '/statistics/selectLocks': () => ({ data: noLocks }),
    ...extra,
  });

/** A button by its text (role queries are slow over a whole table in jsdom). */
const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;

/** Answers a confirmation with its OK button once it asks `question`. */
async function confirm(question: string) {
  const popup = (await screen.findByText(new RegExp(question))).closest('.ant-popconfirm')! as HTMLElement;
  fireEvent.click(popup.querySelector('.ant-btn-primary')!);
}

/** Chooses a month in the month picker. */
async function chooseMonth(month: string) {
  const picker = screen.getByLabelText('统计月份');
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: month } });
  fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter' });
}

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['attendance-statistics']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('考勤统计', () => {
  it('shows this month’s cards and, on phones, people as cards; a person opens their days', async () => {
    const { bodiesOf } = server({
      '/statistics/staffMonth': () => ({
        data: {
          month: THIS_MONTH,
          locked: false,
          summary: rows[0],
          days: [
            day(2, {
              status: 'late',
              lateMinutes: 5,
              reasons: [{ key: 'punchLate', params: { punch: '09:05', onTime: '09:00', minutes: 5 } }],
            }),
            day(3, { status: 'absent', workedMinutes: 0 }),
          ],
        },
      }),
    });
    renderAt('/oa/attendance/statistics');
    const zhang = (await screen.findByText('张三')).closest('.ant-card')! as HTMLElement;
    expect(within(zhang).getByText('A001 · 研发部')).toBeTruthy();
    expect(within(zhang).getByText('6.50 / 8')).toBeTruthy();
    expect(within(zhang).getByText('事假 0.50 天（4.00 小时）')).toBeTruthy();
    expect(
      within(screen.getByText('李四').closest('.ant-card')! as HTMLElement).getByText('A002 · 未分配部门'),
    ).toBeTruthy();
    const card = (title: string) =>
      screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-card')!;
    expect(card('应出勤').textContent).toContain('14 天');
    expect(card('应出勤').textContent).toContain('实际出勤 12.00 天，出勤率 85.71%');
    expect(card('迟到').textContent).toContain('4 次');
    expect(card('迟到').textContent).toContain('共 58 分钟');
    expect(card('旷工').textContent).toContain('1.00 天');
    expect(card('请假').textContent).toContain('1.00 天');
    expect(card('加班').textContent).toContain('11.50 小时');
    expect(bodiesOf('/statistics/monthSummary')[0]).toEqual({ month: THIS_MONTH });
    expect(bodiesOf('/statistics/selectMonthPage')[0]).toEqual({
      month: THIS_MONTH,
      pageNum: 1,
      pageSize: 20,
    });
    // This month has not ended: it cannot be locked yet.
    expect(button('锁定本月').hasAttribute('disabled')).toBe(true);

    fireEvent.click(zhang);
    const drawer = (await screen.findByText(`张三 · ${THIS_MONTH}`)).closest('.ant-drawer')! as HTMLElement;
    expect(await within(drawer).findByText('打卡 09:05，班次 09:00，迟到 5 分钟')).toBeTruthy();
    expect(within(drawer).getByText('迟到')).toBeTruthy();
    expect(within(drawer).getByText('旷工')).toBeTruthy();
    expect(
      within(drawer).getByText('应出勤 8 天，实际出勤 6.50 天，迟到 3 次，旷工 1.00 天，请假 0.50 天'),
    ).toBeTruthy();
    expect(bodiesOf('/statistics/staffMonth')).toEqual([{ staffId: 1, month: THIS_MONTH }]);
  });

  it('draws a table that scrolls in its box on wide screens, sorted and searched by the server', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('min-width'),
          media: query,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { bodiesOf } = server();
    renderAt('/oa/attendance/statistics/hro');
    const zhang = (await screen.findByText('张三')).closest('tr')!;
    expect(within(zhang).getByText('48')).toBeTruthy();
    expect(document.querySelector('.attendance-stats-table .ant-table-content')).toBeTruthy();
    const headers = [...document.querySelectorAll('.attendance-stats-table thead th')].map(
      (th) => th.textContent,
    );
    expect(headers).toEqual(
      expect.arrayContaining([
        '姓名',
        '工号',
        '部门',
        '迟到(分钟)',
        '旷工(天)',
        '请假(天)',
        '加班(小时)',
        '休息日',
      ]),
    );
    expect(bodiesOf('/statistics/monthSummary')[0]).toEqual({ month: THIS_MONTH, employeeType: 2 });
    fireEvent.click(screen.getAllByText('迟到(分钟)', { selector: '.ant-table-column-title' })[0]!);
    fireEvent.change(screen.getByLabelText('搜索姓名、工号或手机号'), { target: { value: ' 张 ' } });
    await waitFor(() =>
      expect(bodiesOf('/statistics/selectMonthPage').at(-1)).toEqual({
        month: THIS_MONTH,
        employeeType: 2,
        searchText: '张',
        sortField: 'lateMinutes',
        sortOrder: 'ascend',
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  // The first import of the charts' chunk (echarts) takes seconds on a busy machine.
  it('sums departments and draws the late trend and the leave mix', async () => {
    server();
    renderAt('/oa/attendance/statistics');
    await screen.findByText('张三');
    fireEvent.click(screen.getByText('部门汇总'));
    const rd = (await screen.findByText('研发部', { selector: '.attendance-stats-departments td' })).closest(
      'tr',
    )!;
    expect([...rd.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '研发部',
      '2',
      '85.00%',
      '3',
      '1.00',
      '0.50',
      '3.50',
    ]);
    expect(within(screen.getByText('未分配部门').closest('tr')!).getByText('—')).toBeTruthy();
    fireEvent.click(screen.getByText('图表'));
    // The charts' chunk (echarts) loads with their tab.
    await screen.findByText('每日迟到人数', { selector: '.ant-card-head-title' }, { timeout: 20_000 });
    const chart = (name: string) => document.querySelector(`[role="img"][aria-label="${name}"]`);
    expect(chart('每日迟到人数')).toBeTruthy();
    expect(chart('请假类型分布')).toBeTruthy();
  }, 60_000);

  it('locks an ended month after asking, shows the banner, and unlocks it', async () => {
    let locks: MonthLocks = noLocks;
    const { bodiesOf } = server({
      '/statistics/selectLocks': () => ({ data: locks }),
      '/statistics/lockMonth': (body) => {
        const lock = {
          month: (body as { month: string }).month,
          lockedAt: '2026-11-02T01:30:00.000Z',
          lockedByName: '企业账号',
        };
        locks = { ...locks, locks: [lock] };
        return { data: lock };
      },
      '/statistics/unlockMonth': (body) => {
        locks = noLocks;
        return { data: body };
      },
    });
    renderAt('/oa/attendance/statistics');
    await screen.findByText('张三');
    await chooseMonth(LAST_MONTH);
    await waitFor(() => expect(bodiesOf('/statistics/monthSummary').at(-1)).toEqual({ month: LAST_MONTH }));
    fireEvent.click(button('锁定本月'));
    await confirm(`锁定后 ${LAST_MONTH} 的考勤结果冻结`);
    expect(
      await screen.findByText(
        `${LAST_MONTH} 已由 企业账号 于 2026-11-02 09:30 锁定：考勤结果已冻结，供薪资使用`,
      ),
    ).toBeTruthy();
    expect(bodiesOf('/statistics/lockMonth')).toEqual([{ month: LAST_MONTH }]);

    fireEvent.click(button('解锁'));
    await confirm(`解锁后 ${LAST_MONTH} 的考勤结果可能`);
    await waitFor(() => expect(screen.queryByText(/已由 企业账号/)).toBeNull());
    expect(bodiesOf('/statistics/unlockMonth')).toEqual([{ month: LAST_MONTH }]);
  });

  it('offers neither lock nor unlock to an admin who may not', async () => {
    server({
      '/statistics/selectLocks': () => ({
        data: {
          locks: [{ month: THIS_MONTH, lockedAt: '2026-11-02T01:30:00.000Z', lockedByName: null }],
          canLock: false,
          canUnlock: false,
        },
      }),
    });
    renderAt('/oa/attendance/statistics');
    expect(await screen.findByText(`${THIS_MONTH} 已锁定：考勤结果已冻结，供薪资使用`)).toBeTruthy();
    expect(screen.queryByText(/锁定本月|解锁/)).toBeNull();
  });

  it('exports the month as the server names it', async () => {
    const { bodiesOf } = server({ '/statistics/export': () => ({ data: null }) });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = await answer(input, init);
      if (!String(input).startsWith('/statistics/export')) return json;
      return new Response(new Blob(['xlsx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('月度考勤汇总_20261101101500.xlsx')}`,
        },
      });
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:stats');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderAt('/oa/attendance/statistics/hrm');
    await screen.findByText('张三');
    fireEvent.click(button('导出'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(bodiesOf('/statistics/export')).toEqual([{ month: THIS_MONTH, employeeType: 1 }]);
  });

  it('says what to do when the month has no results yet', async () => {
    server({
      '/statistics/monthSummary': () => ({
        data: { ...summaryOf(THIS_MONTH, { expectedDays: 0, headcount: 0 }), departments: [], leaveMix: [] },
      }),
      '/statistics/selectMonthPage': () => pageOf([]),
    });
    renderAt('/oa/attendance/statistics');
    expect(await screen.findByText(new RegExp(`${THIS_MONTH} 还没有考勤结果`))).toBeTruthy();
    fireEvent.click(screen.getByText('去设置考勤规则'));
    expect(await screen.findByText('settings /oa/attendance/setting')).toBeTruthy();
  });

  it('is the screen of its route catalog path (app/user-routes.tsx)', () => {
    expect(allRoutes.find((route) => route.path === PATH)?.element).toBe(
      attendanceStatisticsFeature.screens[PATH],
    );
  });
});
