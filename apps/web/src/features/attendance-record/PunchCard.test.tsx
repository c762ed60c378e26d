import type { PunchToday } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { RecordPage } from './RecordPage.tsx';
import { at, dayResult, LATE, punchOf, summary, TODAY, todayOf } from './test-data.ts';

const toasts: string[] = [];
const staff = summary({});

const renderPage = () =>
  render(
    <Providers>
      <MemoryRouter initialEntries={['/oa/attendance/record']}>
        <Routes>
          <Route path="/oa/attendance/record/:sign?" element={<RecordPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

/** The server of a staff member whose card answers `today` (after a punch: `after`). */
type Answer = { code?: number; data?: unknown; message?: string };
const punchedAt = (): Answer => ({ data: { punch: punchOf(1, '09:01'), repeated: false } });

/** The server of a staff member whose card answers `today` (after a punch: `after`). */
function serve(today: PunchToday, after: PunchToday = today, punch: () => Answer = punchedAt) {
  let punched = false;
  return fakeServer({
    '/selectAuthByToken': () => ({ data: staff }),
    '/cPunchCard/today': () => ({ data: punched ? after : today }),
    '/cPunchCard/punch': () => {
      const answer = punch();
      if (answer.code === undefined) punched = true;
      return answer;
    },
    '/cPunchCard/staffDays': () => ({ data: { staffId: 7, staffName: '张三', days: [], punches: [] } }),
  });
}

const stubGeolocation = (position: (success: PositionCallback, failure: PositionErrorCallback) => void) =>
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: position } });

beforeAll(installBrowserStubs);
beforeAll(() => bindToast((kind, content) => toasts.push(`${kind}:${content}`)));
beforeEach(async () => {
  localStorage.clear();
  setToken('user', 'staff-token');
  toasts.length = 0;
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the punch card', () => {
  it('shows the China clock, today’s shift and group, and punches in; the button then says 下班打卡', async () => {
    const { bodiesOf } = serve(todayOf(), todayOf({ punches: [punchOf(1, '09:01')] }));
    renderPage();
    expect(await screen.findByText('白班 09:00–18:00')).toBeTruthy();
    expect(screen.getByText('考勤组：研发考勤')).toBeTruthy();
    expect(screen.getByText('北京时间')).toBeTruthy();
    expect(screen.getByText('还没有打卡记录')).toBeTruthy();
    // A staff member without HR rights has no records tab.
    expect(screen.queryByRole('tab', { name: '每日记录' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '上班打卡' }));
    await waitFor(() => expect(toasts).toEqual(['success:打卡成功 09:01']));
    expect(bodiesOf('/cPunchCard/punch')).toEqual([{}]);
    expect(await screen.findByRole('button', { name: '下班打卡' })).toBeTruthy();
    const line = screen.getByText('09:01').closest('li')!;
    expect(within(line).getByText('网页打卡')).toBeTruthy();
  });

  it('sends the browser’s position when the group has geofences', async () => {
    stubGeolocation((success) =>
      success({ coords: { latitude: 30.2766, longitude: 120.1551, accuracy: 25 } } as GeolocationPosition),
    );
    const web = { allowed: true, refusal: null, needsLocation: true, places: ['杭州总部'], ip: '8.8.8.8' };
    const { bodiesOf } = serve(todayOf({ web }));
    renderPage();
    expect(await screen.findByText('需要获取您的位置，请在 杭州总部 范围内打卡')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上班打卡' }));
    await waitFor(() =>
      expect(bodiesOf('/cPunchCard/punch')).toEqual([
        { latitude: 30.2766, longitude: 120.1551, accuracy: 25 },
      ]),
    );
  });

  it('says clearly when the browser may not read the position, and sends nothing', async () => {
    stubGeolocation((_, failure) =>
      failure({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError),
    );
    const web = { allowed: true, refusal: null, needsLocation: true, places: ['杭州总部'], ip: '8.8.8.8' };
    const { bodiesOf } = serve(todayOf({ web }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '上班打卡' }));
    expect(await screen.findByText('请允许浏览器获取位置后再打卡')).toBeTruthy();
    expect(bodiesOf('/cPunchCard/punch')).toEqual([]);
  });

  it('shows the server’s refusal on the card', async () => {
    serve(todayOf(), todayOf(), () => ({
      code: 400,
      data: null,
      message: '您不在打卡范围内：距“杭州总部”约 334 米，需在 300 米以内',
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '上班打卡' }));
    expect(
      await screen.findByText('您不在打卡范围内：距“杭州总部”约 334 米，需在 300 米以内', {
        selector: '.ant-alert-title',
      }),
    ).toBeTruthy();
  });

  it('disables the button and says why when the staff member may not punch from the web', async () => {
    const web = {
      allowed: false,
      refusal: '您还没有加入考勤组，请联系 HR',
      needsLocation: false,
      places: [],
      ip: '8.8.8.8',
    };
    serve(todayOf({ web, groupName: null, shift: null, dayType: 'restday' }));
    renderPage();
    expect(await screen.findByText('您还没有加入考勤组，请联系 HR')).toBeTruthy();
    expect(screen.getByText('休息日')).toBeTruthy();
    expect(screen.getByText('未加入考勤组')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上班打卡' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows today’s result with its reasons in words', async () => {
    const result = dayResult(TODAY, { status: 'late', reasons: [LATE], punchIn: at(TODAY, '09:05') });
    serve(todayOf({ punches: [punchOf(1, '09:05')], result }));
    renderPage();
    expect(await screen.findByText('打卡 09:05，班次 09:00，迟到 5 分钟')).toBeTruthy();
    expect(screen.getAllByText('迟到').length).toBeGreaterThan(0);
  });
});

describe('my month', () => {
  it('lists the month’s stored days, newest first, with colours, reasons and each day’s punches', async () => {
    const first = `${TODAY.slice(0, 7)}-01`;
    const second = `${TODAY.slice(0, 7)}-02`;
    const { bodiesOf } = fakeServer({
      '/selectAuthByToken': () => ({ data: staff }),
      '/cPunchCard/today': () => ({ data: todayOf() }),
      '/cPunchCard/staffDays': () => ({
        data: {
          staffId: 7,
          staffName: '张三',
          days: [
            dayResult(first, { status: 'late', reasons: [LATE], punchIn: at(first, '09:05') }),
            dayResult(second, { status: 'absent' }),
          ],
          punches: [
            punchOf(3, '09:05', { at: at(first, '09:05'), source: 'import', place: '前台考勤机' }),
            punchOf(4, '18:00', {
              at: at(first, '18:00'),
              source: 'correction',
              note: '门禁记录',
              voided: true,
              voidNote: '重复补录',
            }),
          ],
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('打卡 09:05，班次 09:00，迟到 5 分钟')).toBeTruthy();
    expect(bodiesOf('/cPunchCard/staffDays')[0]).toMatchObject({ from: first });
    const days = document.querySelectorAll('.attendance-record-day');
    const dates = [...days].map((day) => day.querySelector('.attendance-record-day-date')!.textContent);
    expect(dates.map((date) => date!.slice(0, 5))).toEqual([second.slice(5), first.slice(5)]);
    expect(within(days[0] as HTMLElement).getByText('旷工')).toBeTruthy();
    const lateDay = [...days].find((day) => day.textContent!.includes('迟到'))!;
    expect(within(lateDay as HTMLElement).getByText('设备导入')).toBeTruthy();
    expect(within(lateDay as HTMLElement).getByText('前台考勤机', { exact: false })).toBeTruthy();
    expect(within(lateDay as HTMLElement).getByText('已作废：重复补录')).toBeTruthy();
  });
});
