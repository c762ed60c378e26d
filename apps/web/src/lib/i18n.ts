import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage.ts';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

const LANGUAGE_KEY = 'lang';
/** A language is a preference, not a cache: keep it for a year rather than the 10-hour default. */
const LANGUAGE_TTL_MINUTES = 365 * 24 * 60;

/**
 * Every `locales/<lang>/<namespace>.json` of the app, each colocated with the feature or part that
 * shows it (docs/architecture.md, "Text"), as its own small chunk: a screen downloads the text of one
 * language and of the namespaces it shows, not the whole app's text in both languages.
 */
const files = import.meta.glob<Record<string, unknown>>('../**/locales/*/*.json', { import: 'default' });
const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;
const pathOf = new Map(
  Object.keys(files).map((path) => {
    const [, lang, ns] = LOCALE_PATH.exec(path)!;
    return [`${lang}/${ns}`, path] as const;
  }),
);
const fileOf = (lang: Language, ns: string) => pathOf.get(`${lang}/${ns}`)!;

export const NAMESPACES = [...new Set(Object.keys(files).map((path) => LOCALE_PATH.exec(path)![2]!))];

/**
 * Namespaces by what is on screen: what every screen shows (before the first render), the public
 * site, the chat workspace's conversation list, an open conversation, or the shells (whose menus,
 * workbenches and chat entry show text of every namespace). Public pages add their feature's own
 * (app/platform/PlatformRoutes.tsx).
 */
const SCOPES = {
  core: ['common'],
  site: ['public'],
  workspace: ['chat'],
  conversation: ['chat-messages', 'chat-dialogs'],
  all: NAMESPACES,
} satisfies Record<string, readonly string[]>;

/** The loaded text by language and namespace; grows as screens load theirs. */
export const resources: Resource = {};
/** Namespaces some screen has asked for, so that a language switch brings the same ones in the new language. */
const wanted = new Set<string>();

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export function storedLanguage(): Language {
  const value = storage.getItem<string>(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // Filled by loadNamespaces; `t` stays synchronous because screens render only after their text loaded.
  resources: {},
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: SCOPES.core,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // A screen already showing (the document title) picks up the namespaces a lazy layout adds.
  react: { bindI18nStore: 'added' },
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

/** Downloads (once) and registers the given namespaces of one language. */
export async function loadNamespaces(lang: Language, namespaces: readonly string[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (ns) => {
      if (resources[lang]?.[ns]) return;
      const content = await files[fileOf(lang, ns)]!();
      resources[lang] ??= {};
      resources[lang][ns] = content;
      i18n.addResourceBundle(lang, ns, content, true, true);
    }),
  );
}

/** The text of the current language that a part of the app needs: a scope (see SCOPES) or namespaces. */
export async function loadLocales(scope: keyof typeof SCOPES | readonly string[]): Promise<void> {
  const namespaces = typeof scope === 'string' ? SCOPES[scope] : scope;
  for (const ns of namespaces) wanted.add(ns);
  await loadNamespaces(currentLanguage(), namespaces);
}

/** Switches the UI language and remembers the choice; the HTTP client sends it as the `lang` header. */
export async function setLanguage(lang: Language): Promise<void> {
  storage.setItem(LANGUAGE_KEY, lang, LANGUAGE_TTL_MINUTES);
  await loadNamespaces(lang, [...wanted]);
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
}
