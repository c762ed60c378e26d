import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage.ts';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

const LANGUAGE_KEY = 'lang';
/** A language is a preference, not a cache: keep it for a year rather than the 10-hour default. */
const LANGUAGE_TTL_MINUTES = 365 * 24 * 60;

/** Every `locales/<lang>/<namespace>.json`, bundled: the app is small enough not to lazy-load text. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export const resources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!lang || !ns) continue;
  resources[lang] ??= {};
  resources[lang][ns] = content;
}
export const NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export function storedLanguage(): Language {
  const value = storage.getItem<string>(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // Keeps the console (and test output) free of the library's advertisement.
  showSupportNotice: false,
});

function applyDocumentLanguage(lang: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyDocumentLanguage(currentLanguage());

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the UI language and remembers the choice; the HTTP client sends it as the `lang` header. */
export async function setLanguage(lang: Language): Promise<void> {
  storage.setItem(LANGUAGE_KEY, lang, LANGUAGE_TTL_MINUTES);
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
}
