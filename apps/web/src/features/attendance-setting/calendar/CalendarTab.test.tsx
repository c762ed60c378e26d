import type { CalendarDay, CalendarYear } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { chinaToday } from '../../../lib/china-today.ts';
import { i18n } from '../../../lib/i18n.ts';
import { storeUser } from '../../../lib/session.ts';
import { bindToast, type ToastKind } from '../../../lib/toast.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { CalendarTab } from './CalendarTab.tsx';

const YEAR = Number(chinaToday().slice(0, 4));
const YEAR_PATH = '/clockRuleCtl/calendar/selectYear';

const plain = (day: string): CalendarDay => {
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  return {
    day,
    type: weekend ? 'restday' : 'workday',
    name: null,
    makeup: false,
    inLieu: false,
    source: 'weekday',
  };
};

/** A year of ordinary weeks with a 国庆 period (10-01–03 statutory, 10-06 in lieu, 09-27 worked). */
function yearAnswer(year: number, extra: Partial<CalendarYear> = {}, own: CalendarDay[] = []): CalendarYear {
  const days: CalendarDay[] = [];
  for (let at = Date.UTC(year, 0, 1); new Date(at).getUTCFullYear() === year; at += 86_400_000)
    days.push(plain(new Date(at).toISOString().slice(0, 10)));
  const set = (day: CalendarDay) =>
    days.splice(
      days.findIndex((d) => d.day === day.day),
      1,
      day,
    );
  const law = { name: '国庆节', makeup: false, inLieu: false, source: 'law' as const };
  for (const d of ['01', '02', '03']) set({ ...law, day: `${year}-10-${d}`, type: 'holiday' });
  set({ ...law, day: `${year}-10-06`, type: 'restday', inLieu: true });
  set({ ...law, day: `${year}-09-27`, type: 'workday', makeup: true });
  for (const day of own) set(day);
  return {
    year,
    covered: true,
    days,
    companyDays: own.map((day) => ({ day: day.day, note: '年会放假一天', statutory: plain(day.day) })),
    mismatches: [],
    ...extra,
  };
}

/**
 * Role queries skip their visibility check: it reads the computed style of every ancestor, which
 * antd's style sheets make slow in jsdom, and nothing here is hidden.
 */
const QUICK = { hidden: true } as const;
// By label rather than role: the year has 365 buttons, and role queries compute every name.
const dayButton = (label: RegExp) => screen.findByLabelText(label, { selector: 'button' });

let toasts: [ToastKind, string][] = [];
beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['attendance-setting']);
  storeUser({ userId: 10005, compId: 20001 } as Parameters<typeof storeUser>[0]);
  toasts = [];
  bindToast((kind, content) => toasts.push([kind, content]));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers each year asked for with `answer(year)`. */
function serveYears(answer: (year: number) => CalendarYear, handlers = {}) {
  const server = fakeServer({
    [YEAR_PATH]: () => {
      const path = server.calls.at(-1)!.path;
      return { data: answer(Number(new URL(path, 'http://renli.test').searchParams.get('year'))) };
    },
    ...handlers,
  });
  return server;
}
const yearCalls = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((call) => call.path.startsWith(YEAR_PATH)).length;

describe('工作日历', () => {
  it('shows this year month by month, each day coloured by type with its 调休 marks and holiday name', async () => {
    serveYears((year) => yearAnswer(year));
    render(
      <Providers>
        <CalendarTab />
      </Providers>,
    );
    const first = await dayButton(new RegExp(`${YEAR}年10月1日.* · 法定节假日 · 国庆节`));
    expect(first.className).toContain('is-holiday');
    expect(first.textContent).toBe('1国庆节');
    // The name shows once per run; the next statutory day carries it in its label only.
    const second = await dayButton(/10月2日.* · 法定节假日 · 国庆节/);
    expect(second.textContent).toBe('2');
    const inLieu = await dayButton(/10月6日.* · 休息日 · 国庆节 · 调休放假/);
    expect(within(inLieu).getByText('休')).toBeTruthy();
    const makeup = await dayButton(/9月27日.* · 工作日 · 国庆节 · 调休上班/);
    expect(within(makeup).getByText('班')).toBeTruthy();
    const months = [...document.querySelectorAll('section')].map((month) => month.getAttribute('aria-label'));
    expect(months).toHaveLength(12);
    expect(months[9]).toBe('十月');
    // The legend explains the colours and marks; no warning for a covered year.
    expect(
      screen.getByText('法定节假日加班按 300% 支付，休息日 200%；点击日期可按公司安排调整。'),
    ).toBeTruthy();
    expect(screen.queryByText(/尚未收录/)).toBeNull();
  });

  it('warns when the next year’s holidays are not included yet', async () => {
    serveYears((year) => yearAnswer(year, { covered: year <= YEAR }));
    render(
      <Providers>
        <CalendarTab />
      </Providers>,
    );
    await dayButton(/10月1日/);
    fireEvent.click(screen.getByLabelText('下一年'));
    expect(
      await screen.findByText(
        `${YEAR + 1} 年的法定节假日安排尚未收录，请在国务院公布后升级 Renli，或手动设置节假日`,
      ),
    ).toBeTruthy();
    expect(await dayButton(new RegExp(`${YEAR + 1}年10月1日`))).toBeTruthy();
  });

  it('shows where the holiday data disagrees with the law', async () => {
    serveYears((year) =>
      yearAnswer(year, {
        mismatches: [
          { name: '国庆节', lawDays: [`${year}-10-01`, `${year}-10-02`, `${year}-10-03`], dataDays: 4 },
        ],
      }),
    );
    render(
      <Providers>
        <CalendarTab />
      </Providers>,
    );
    expect(
      await screen.findByText(`国庆节：按法律为 ${YEAR}-10-01、${YEAR}-10-02、${YEAR}-10-03，数据记为 4 天`),
    ).toBeTruthy();
  });

  it('sets a day for the company from its dialog, and refreshes the year', async () => {
    const server = serveYears((year) => yearAnswer(year), {
      '/clockRuleCtl/calendar/setDay': () => ({ data: plain(`${YEAR}-10-08`) }),
    });
    render(
      <Providers>
        <CalendarTab />
      </Providers>,
    );
    fireEvent.click(await dayButton(/10月8日.* · 工作日$/));
    const dialog = await screen.findByRole('dialog', QUICK);
    expect(within(dialog).getByText(/按星期/)).toBeTruthy();
    // Only a company day can be restored.
    expect(within(dialog).queryByRole('button', { name: '恢复法定安排', ...QUICK })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: '休息日', ...QUICK }));
    fireEvent.change(within(dialog).getByPlaceholderText('如：公司年会、公司福利假'), {
      target: { value: '公司福利假' },
    });
    const before = yearCalls(server);
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/, ...QUICK }));
    await waitFor(() => expect(server.bodiesOf('/setDay')).toHaveLength(1));
    expect(server.bodiesOf('/setDay')[0]).toEqual({
      day: `${YEAR}-10-08`,
      type: 'restday',
      name: '公司福利假',
      note: '',
    });
    await waitFor(() => expect(yearCalls(server)).toBeGreaterThan(before));
    expect(toasts).toContainEqual(['success', '已保存']);
  });

  it('restores a company day to the statutory one, and shows a refusal', async () => {
    const own: CalendarDay = {
      day: `${YEAR}-12-31`,
      type: 'restday',
      name: '年会',
      makeup: false,
      inLieu: true,
      source: 'company',
    };
    let refuse = true;
    const server = serveYears((year) => yearAnswer(year, {}, [own]), {
      '/clockRuleCtl/calendar/clearDay': () =>
        refuse
          ? { code: 400, message: `${YEAR}-12 的考勤已锁定，不能再修改` }
          : { data: plain(`${YEAR}-12-31`) },
    });
    render(
      <Providers>
        <CalendarTab />
      </Providers>,
    );
    const day = await dayButton(/12月31日.* · 休息日 · 年会 · 调休放假 · 公司设置/);
    expect(day.className).toContain('is-company');
    fireEvent.click(day);
    const dialog = await screen.findByRole('dialog', QUICK);
    // What the day is now, what the law says, and the company's note.
    expect(within(dialog).getByText(/年会 · 调休放假 · 公司设置/)).toBeTruthy();
    expect(within(dialog).getByDisplayValue('年会')).toBeTruthy();
    expect(within(dialog).getByDisplayValue('年会放假一天')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '恢复法定安排', ...QUICK }));
    await waitFor(() => expect(toasts).toContainEqual(['error', `${YEAR}-12 的考勤已锁定，不能再修改`]));
    expect(screen.getByRole('dialog', QUICK)).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: '恢复法定安排', ...QUICK }));
    await waitFor(() => expect(toasts).toContainEqual(['success', '已恢复法定安排']));
    expect(server.bodiesOf('/clearDay').at(-1)).toEqual({ day: `${YEAR}-12-31` });
  });
});
