/** China has kept UTC+8 all year since 1991; the product's working day is China's wherever the browser is. */
const CHINA_TIME_ZONE = 'Asia/Shanghai';
const CHINA_OFFSET_HOURS = 8;

export type DayPart = 'night' | 'morning' | 'afternoon' | 'evening';

/** Which greeting fits the hour in China: before 5 night, then morning to noon, afternoon to 18. */
export function dayPartInChina(now: Date): DayPart {
  const hour = (now.getUTCHours() + CHINA_OFFSET_HOURS) % 24;
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** Today's date in China, written the language's way: '2026年11月25日星期三', 'Wednesday, 25 November 2026'. */
export function chinaDateLabel(now: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    timeZone: CHINA_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  }).format(now);
}
