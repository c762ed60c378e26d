/**
 * Instants as China's wall clock in the browser, whatever zone the device is in: business times are
 * China's (docs/product/attendance.md). `HH:mm`, and the China day `YYYY-MM-DD`.
 */
const time = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const seconds = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });

export const chinaTime = (at: string | Date) => time.format(new Date(at));
export const chinaTimeWithSeconds = (at: string | Date) => seconds.format(new Date(at));
export const chinaDay = (at: string | Date) => date.format(new Date(at));
