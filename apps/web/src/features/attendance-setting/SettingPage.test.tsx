import type { GroupSummary, RosterGrid, RuleVersionRow, Shift, ShiftTimes } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../app/routes.ts';
import { type PickerProps, registerPickers } from '../../components/resource/pickers.ts';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { chinaToday } from '../../lib/china-today.ts';
import { i18n } from '../../lib/i18n.ts';
import { storeUser } from '../../lib/session.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { attendanceSettingFeature } from './manifest.tsx';
import { SettingPage } from './SettingPage.tsx';

const PATH = '/oa/attendance/setting/:sign?';
const P = '/clockRuleCtl';
const TODAY = chinaToday();
const MONTH = TODAY.slice(0, 7);

const times: ShiftTimes = {
  onTime: '09:00',
  offTime: '18:00',
  offNextDay: false,
  restStart: '12:00',
  restEnd: '13:00',
  lateGraceMinutes: 0,
  earlyGraceMinutes: 0,
  seriousLateMinutes: 30,
  absentLateMinutes: 240,
  earliestOnMinutes: 120,
  latestOffMinutes: 360,
};
const shift: Shift = {
  id: 5,
  name: '标准班',
  code: '标',
  times,
  status: 1,
  version: 1,
  workMinutes: 480,
  usedBy: ['总部'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const weekdays = { '1': 5, '2': 5, '3': 5, '4': 5, '5': 5, '6': null, '7': null };
const version = (id: number, from: string, extra: Partial<RuleVersionRow> = {}): RuleVersionRow => ({
  id,
  effectiveFrom: from,
  effectiveTo: null,
  rule: {
    scheduleType: 'fixed',
    members: { deptIds: [3], staffIds: [41], excludedStaffIds: [] },
    weekdayShifts: weekdays,
    followHolidays: true,
    makeupShiftId: null,
    flexibleRequiredMinutes: 0,
    flexibleLatestOn: null,
    webPunch: true,
    ipRanges: ['10.0.0.0/8'],
    geofences: [],
    importPunches: false,
  },
  members: { departments: [{ id: 3, name: '总部' }], staff: [{ id: 41, name: '沈一鸣' }], excluded: [] },
  createdByName: '人事小王',
  createdAt: '2026-01-01T02:00:00.000Z',
  state: 'current',
  ...extra,
});
const group: GroupSummary = {
  id: 9,
  name: '总部考勤',
  status: 1,
  version: 2,
  current: version(1, '2026-01-01', { effectiveTo: '2099-01-05' }),
  next: version(2, '2099-01-05', { state: 'future' }),
  peopleCount: 12,
};
const list =
  <T,>(rows: T[]) =>
  () => ({ data: { list: rows } });

/**
 * A button by its text (role queries walk the whole accessibility tree, which takes seconds in a
 * drawer full of antd inputs).
 */
const button = (text: string | RegExp, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((b) =>
    typeof text === 'string' ? b.textContent?.replace(/\s/g, '') === text : text.test(b.textContent ?? ''),
  ) ??
  (() => {
    throw new Error(`no button ${text}`);
  })();

const renderAt = (path: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={PATH} element={<SettingPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

const toasts: string[] = [];
beforeAll(() => {
  installBrowserStubs();
  bindToast((kind, content) => toasts.push(`${kind}:${content}`));
});
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['attendance-setting']);
  storeUser({ userId: 10005, compId: 20001 } as Parameters<typeof storeUser>[0]);
  // The org and staff features register the real pickers; these pick department 7 and person 42.
  registerPickers({
    department: ({ onChange, placeholder }: PickerProps) => (
      <button type="button" onClick={() => onChange?.(7)}>
        {placeholder}
      </button>
    ),
    staff: ({ onChange, placeholder }: PickerProps) => (
      <button type="button" onClick={() => onChange?.(42)}>
        {placeholder}
      </button>
    ),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('考勤设置', () => {
  it('is the screen of its catalog path', () => {
    expect(attendanceSettingFeature.screens[PATH]).toBeTruthy();
    expect(allRoutes.some((route) => route.path === PATH)).toBe(true);
  });

  it('starts an empty company at its next step: a shift, then a group', async () => {
    fakeServer({ [`${P}/group/list`]: list([]), [`${P}/shift/list`]: list([]) });
    renderAt('/oa/attendance/setting');
    expect(
      await screen.findByText(
        '还没有班次和考勤组：先新建一个班次（如 09:00–18:00），再新建考勤组，让员工开始打卡',
      ),
    ).toBeTruthy();
    fireEvent.click(button('新建班次'));
    expect(
      await screen.findByText('还没有班次，新建一个班次（如 09:00–18:00），再把它用在考勤组里'),
    ).toBeTruthy();
  });

  it('lists groups with today’s rule in words, the next version and the history', async () => {
    fakeServer({
      [`${P}/group/list`]: list([group]),
      [`${P}/shift/list`]: list([shift]),
      [`${P}/group/versions/9`]: list([group.next!, group.current!]),
    });
    renderAt('/oa/attendance/setting');
    const card = (await screen.findByText('总部考勤')).closest('.ant-card')! as HTMLElement;
    expect(within(card).getByText('12 人')).toBeTruthy();
    expect(within(card).getByText('部门：总部；人员：沈一鸣')).toBeTruthy();
    expect(
      within(card).getByText('周一至周五 标准班 09:00–18:00；周六至周日 休息；法定节假日休息'),
    ).toBeTruthy();
    expect(within(card).getByText('网页打卡（IP 段 1 个、地点 0 处）')).toBeTruthy();
    expect(within(card).getByText('2099-01-05 起启用新规则')).toBeTruthy();
    fireEvent.click(button('历史版本', card));
    expect(await screen.findByText('自 2099-01-05 起')).toBeTruthy();
    expect(screen.getByText('待生效')).toBeTruthy();
    expect(button('取消该版本')).toBeTruthy();
  });

  it('creates a group with its members, week and punch places', async () => {
    const { bodiesOf } = fakeServer({
      [`${P}/group/list`]: list([]),
      [`${P}/shift/list`]: list([shift]),
      [`${P}/group/memberNames`]: () => ({
        data: { departments: [{ id: 7, name: '研发部' }], staff: [{ id: 42, name: '李雷' }], excluded: [] },
      }),
      [`${P}/group/save`]: () => ({ data: group }),
    });
    renderAt('/oa/attendance/setting');
    const empty = (await screen.findByText('还没有考勤组，新建一个考勤组，让员工开始打卡')).closest(
      '.ant-empty',
    )!;
    fireEvent.click(button(/新建考勤组/, empty));
    fireEvent.change(await screen.findByLabelText('考勤组名称'), { target: { value: ' 研发考勤 ' } });
    fireEvent.click(button('添加部门'));
    fireEvent.click(button('添加人员'));
    expect(await screen.findByText('研发部')).toBeTruthy();
    expect(await screen.findByText('李雷')).toBeTruthy();
    // Sundays too: the select of 周日 picks the shift.
    fireEvent.mouseDown(screen.getByLabelText('周日'));
    fireEvent.click(
      (await screen.findAllByText('标准班 09:00–18:00', { selector: '.ant-select-item-option-content' })).at(
        -1,
      )!,
    );
    fireEvent.change(screen.getByLabelText('允许的 IP 地址或网段'), {
      target: { value: '192.168.1.0/24' },
    });
    fireEvent.keyDown(screen.getByLabelText('允许的 IP 地址或网段'), {
      key: 'Enter',
      code: 'Enter',
    });
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(bodiesOf(`${P}/group/save`)).toHaveLength(1));
    expect(bodiesOf(`${P}/group/save`)[0]).toEqual({
      name: '研发考勤',
      effectiveFrom: TODAY,
      rule: {
        scheduleType: 'fixed',
        members: { deptIds: [7], staffIds: [42], excludedStaffIds: [] },
        weekdayShifts: { ...weekdays, '7': 5 },
        followHolidays: true,
        makeupShiftId: null,
        flexibleRequiredMinutes: 480,
        flexibleLatestOn: null,
        webPunch: true,
        ipRanges: ['192.168.1.0/24'],
        geofences: [],
        importPunches: false,
      },
    });
  });

  it('fills a geofence from the browser’s location', async () => {
    fakeServer({ [`${P}/group/list`]: list([group]), [`${P}/shift/list`]: list([shift]) });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 30.2741234567, longitude: 120.1551 } } as GeolocationPosition),
      },
    });
    renderAt('/oa/attendance/setting');
    const card = (await screen.findByText('总部考勤')).closest('.ant-card')! as HTMLElement;
    fireEvent.click(button('编辑', card));
    fireEvent.click(await waitFor(() => button(/添加打卡地点/)));
    fireEvent.click(button(/使用我的位置/));
    await waitFor(() => expect((screen.getByLabelText('纬度') as HTMLInputElement).value).toBe('30.274123'));
    expect((screen.getByLabelText('经度') as HTMLInputElement).value).toBe('120.155100');
  });

  it('edits a shift with its preview and archives one', async () => {
    const { bodiesOf } = fakeServer({
      [`${P}/shift/list`]: list([shift]),
      [`${P}/shift/save`]: () => ({ data: shift }),
      [`${P}/shift/archive`]: () => ({
        code: 400,
        message: '考勤组「总部」的规则正在使用该班次，请先修改该考勤组',
      }),
    });
    renderAt('/oa/attendance/setting?tab=shifts');
    const card = (await screen.findByText('标准班')).closest('.ant-card')! as HTMLElement;
    expect(within(card).getByText('8 小时')).toBeTruthy();
    expect(within(card).getAllByLabelText('班次时间示意')).toHaveLength(1);
    fireEvent.click(button('编辑', card));
    fireEvent.change(await screen.findByLabelText('迟到宽限'), { target: { value: '10' } });
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(bodiesOf(`${P}/shift/save`)).toHaveLength(1));
    expect(bodiesOf(`${P}/shift/save`)[0]).toEqual({
      id: 5,
      version: 1,
      name: '标准班',
      code: '标',
      times: { ...times, lateGraceMinutes: 10 },
    });
    fireEvent.click(button(/归\s*档/, card));
    fireEvent.click(await waitFor(() => button(/确\s*定|OK/, document.querySelector('.ant-popover')!)));
    await waitFor(() =>
      expect(toasts).toContain('error:考勤组「总部」的规则正在使用该班次，请先修改该考勤组'),
    );
  });

  it('rosters selected cells and saves them', async () => {
    const rosterGroup: GroupSummary = {
      ...group,
      next: null,
      current: { ...group.current!, rule: { ...group.current!.rule, scheduleType: 'roster' } },
    };
    const grid: RosterGrid = {
      month: MONTH,
      days: [`${MONTH}-01`, `${MONTH}-02`],
      shifts: [{ id: 5, name: '标准班', code: '标' }],
      rows: [
        {
          staffId: 41,
          name: '沈一鸣',
          jobNo: 'A1',
          deptName: '总部',
          cells: [5, null],
          inGroup: [true, true],
        },
        {
          staffId: 42,
          name: '李雷',
          jobNo: null,
          deptName: '总部',
          cells: [null, null],
          inGroup: [false, true],
        },
      ],
    };
    const { bodiesOf } = fakeServer({
      [`${P}/group/list`]: list([rosterGroup]),
      [`${P}/roster/grid`]: () => ({ data: grid }),
      [`${P}/roster/save`]: () => ({ data: { saved: 2 } }),
    });
    renderAt('/oa/attendance/setting?tab=roster');
    await screen.findByLabelText(`沈一鸣 ${MONTH}-01 标准班`);
    expect(bodiesOf(`${P}/roster/grid`)[0]).toEqual({ groupId: 9, month: MONTH });
    // 李雷 is not the group's on the 1st: no cell to set.
    expect(screen.queryByLabelText(new RegExp(`李雷 ${MONTH}-01`))).toBeNull();
    fireEvent.click(screen.getByLabelText(`沈一鸣 ${MONTH}-02 未排班`));
    fireEvent.click(screen.getByLabelText(`李雷 ${MONTH}-02 未排班`));
    fireEvent.mouseDown(screen.getByLabelText('将选中设为'));
    fireEvent.click(await screen.findByText('休', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByLabelText(`沈一鸣 ${MONTH}-02 休`)).toBeTruthy();
    fireEvent.click(button('保存（2）'));
    await waitFor(() => expect(bodiesOf(`${P}/roster/save`)).toHaveLength(1));
    expect(bodiesOf(`${P}/roster/save`)[0]).toEqual({
      groupId: 9,
      cells: [
        { staffId: 41, day: `${MONTH}-02`, shiftId: null },
        { staffId: 42, day: `${MONTH}-02`, shiftId: null },
      ],
    });
  });

  it('lists the rows of a refused roster import', async () => {
    const rosterGroup: GroupSummary = {
      ...group,
      next: null,
      current: { ...group.current!, rule: { ...group.current!.rule, scheduleType: 'roster' } },
    };
    fakeServer({
      [`${P}/group/list`]: list([rosterGroup]),
      [`${P}/roster/grid`]: () => ({ data: { month: MONTH, days: [], shifts: [], rows: [] } }),
      [`${P}/roster/import`]: () => ({
        code: 400,
        message: '有1处错误，未导入任何数据',
        data: { errors: [{ row: 3, field: '姓名', message: '「不存在」不在该考勤组本月的排班人员中' }] },
      }),
    });
    renderAt('/oa/attendance/setting?tab=roster');
    expect(await screen.findByText('本月该考勤组没有需要排班的人员')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], '排班表.xlsx')] } });
    expect(await screen.findByText('「不存在」不在该考勤组本月的排班人员中')).toBeTruthy();
    expect(screen.getByText('导入失败，请修改后重新导入')).toBeTruthy();
  });

  it('points to the groups when no group rosters', async () => {
    fakeServer({ [`${P}/group/list`]: list([group]) });
    renderAt('/oa/attendance/setting?tab=roster');
    expect(
      await screen.findByText('还没有排班制的考勤组：新建或编辑考勤组并选择“排班制”，就可以在这里排班'),
    ).toBeTruthy();
  });

  it('saves the settings at the version read', async () => {
    const { bodiesOf } = fakeServer({
      [`${P}/settings/save`]: () => ({
        data: {
          settings: {
            missedPunchMonthlyLimit: 5,
            compensatoryRatio: '1.00',
            compensatoryExpiryMonths: 6,
            annualCarryOverUntil: null,
          },
          version: 1,
        },
      }),
      [`${P}/settings`]: () => ({
        data: {
          settings: {
            missedPunchMonthlyLimit: 3,
            compensatoryRatio: '1',
            compensatoryExpiryMonths: 6,
            annualCarryOverUntil: '03-31',
          },
          version: 0,
        },
      }),
    });
    renderAt('/oa/attendance/setting?tab=settings');
    fireEvent.change(await screen.findByLabelText('每月补卡次数上限'), { target: { value: '5' } });
    fireEvent.click(screen.getByLabelText('年假可结转到次年'));
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(bodiesOf(`${P}/settings/save`)).toHaveLength(1));
    expect(bodiesOf(`${P}/settings/save`)[0]).toEqual({
      version: 0,
      settings: {
        missedPunchMonthlyLimit: 5,
        compensatoryRatio: '1',
        compensatoryExpiryMonths: 6,
        annualCarryOverUntil: null,
      },
    });
  });
});
