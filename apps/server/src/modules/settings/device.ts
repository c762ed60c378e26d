/**
 * A short 'browser · system' label from a User-Agent header for the sessions list. Order matters:
 * Edge and Opera also say Chrome, Chrome also says Safari, WeChat's browser says all of them.
 */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, 'WeChat'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/node|undici|axios|curl|okhttp/i, 'API client'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1];

export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parts = [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
