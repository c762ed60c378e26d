// China time on the calendar (docs/product/oa-schedule.md, "Views"). FullCalendar runs in its UTC
// mode and is given China wall-clock times: China keeps UTC+8 all year, so the calendar shows China
// time whatever the browser's zone, and a dragged or selected slot converts back exactly.

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** An instant as a China wall-clock string without zone, `YYYY-MM-DDTHH:mm:ss` (`YYYY-MM-DD` for all-day). */
export function toWall(iso: string, allDay = false): string {
  const wall = new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString();
  return allDay ? wall.slice(0, 10) : wall.slice(0, 19);
}

/** A FullCalendar date (UTC-coerced China wall clock) as the instant it stands for, ISO. */
export const fromWall = (date: Date) => new Date(date.getTime() - CHINA_OFFSET_MS).toISOString();

/** A China wall-clock string (`YYYY-MM-DDTHH:mm[:ss]` or a date) as an ISO instant with +08:00. */
export function wallToIso(wall: string): string {
  const full =
    wall.length === 10 ? `${wall}T00:00:00` : wall.length === 16 ? `${wall}:00` : wall.slice(0, 19);
  return `${full}+08:00`;
}

/** Now as FullCalendar should see it (China wall clock, UTC-coerced). */
export const chinaNow = () => new Date(Date.now() + CHINA_OFFSET_MS);

/** How an occurrence's time reads: `12月7日 周一 09:30–10:30`, or its days when all-day. */
export function timeRange(start: string, end: string, allDay: boolean, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'zh-CN';
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Shanghai',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
  });
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const from = new Date(start);
  const to = new Date(end);
  if (allDay) {
    const last = new Date(to.getTime() - 1);
    const a = day.format(from);
    const b = day.format(last);
    return a === b ? a : `${a} – ${b}`;
  }
  const sameDay =
    toWall(start).slice(0, 10) === toWall(new Date(to.getTime() - 1).toISOString()).slice(0, 10);
  return sameDay
    ? `${day.format(from)} ${time.format(from)}–${time.format(to)}`
    : `${day.format(from)} ${time.format(from)} – ${day.format(to)} ${time.format(to)}`;
}
