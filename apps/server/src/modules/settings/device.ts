import { type Label, labelIn } from '@renli/contracts';
import type { Locale } from '../../core/i18n/index.ts';

/**
 * A short 'browser · system' label from a User-Agent header for the sessions list. Order matters:
 * Edge and Opera also say Chrome, Chrome also says Safari, WeChat's browser says all of them.
 * Product names stay as they are; what has a Chinese name is said in the caller's language.
 */
const BROWSERS: [RegExp, string | Label][] = [
  [/MicroMessenger/i, { 'zh-CN': '微信', en: 'WeChat' }],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/node|undici|axios|curl|okhttp/i, { 'zh-CN': '程序调用', en: 'API client' }],
];

const SYSTEMS: [RegExp, string | Label][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function first(table: [RegExp, string | Label][], ua: string, locale: Locale) {
  const name = table.find(([re]) => re.test(ua))?.[1];
  return typeof name === 'object' ? labelIn(name, locale) : name;
}

export function describeDevice(userAgent: string | null, locale: Locale = 'zh-CN'): string | null {
  if (!userAgent) return null;
  const parts = [first(BROWSERS, userAgent, locale), first(SYSTEMS, userAgent, locale)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
