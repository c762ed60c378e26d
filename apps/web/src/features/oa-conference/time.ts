// China wall-clock helpers of the meeting screens: business times are China's wherever the browser is.

const CHINA = 'Asia/Shanghai';

/** `HH:mm` of an instant in China. */
export const chinaClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: CHINA, hour: '2-digit', minute: '2-digit', hour12: false })
    .format(new Date(iso))
    .replace(/^24:/, '00:');

/** `YYYY-MM-DD` of an instant in China. */
export const chinaDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CHINA }).format(new Date(iso));

/** The instant of a China date and `HH:mm` (`24:00` is the next midnight). */
export const chinaInstant = (day: string, clock: string) =>
  new Date(
    Date.parse(`${day}T${clock === '24:00' ? '00:00' : clock}:00+08:00`) +
      (clock === '24:00' ? 86_400_000 : 0),
  ).toISOString();

/** Minutes since midnight of `HH:mm`. */
export const minutesOf = (clock: string) => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};

/** Every quarter hour of a day as `HH:mm`, `24:00` last. */
export const QUARTERS = Array.from({ length: 97 }, (_, i) => {
  const h = String(Math.floor(i / 4)).padStart(2, '0');
  const m = String((i % 4) * 15).padStart(2, '0');
  return `${h}:${m}`;
});

/** `11月26日 周四 14:00–15:00` / `26 Nov Thu 14:00–15:00`: a meeting's time in China. */
export function spanText(startAt: string, endAt: string, language: string) {
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: CHINA,
    month: language === 'en' ? 'short' : 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(startAt));
  const sameDay = chinaDay(startAt) === chinaDay(endAt) || chinaClock(endAt) === '00:00';
  return `${date} ${chinaClock(startAt)}–${sameDay ? chinaClock(endAt) : `${chinaDay(endAt)} ${chinaClock(endAt)}`}`;
}
