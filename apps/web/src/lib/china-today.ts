/** Today's date in China, `YYYY-MM-DD`, wherever the browser is (business days are China's). */
export const chinaToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
