export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export type MessageCatalog = Record<string, Record<Locale, string>>;

const registry = new Map<string, Record<Locale, string>>();

/**
 * Each module declares the messages it shows people next to its code; keys are stable and
 * namespaced (`auth.passwordWrong`). Registering the same key twice is a programming error.
 */
export function defineMessages<const T extends MessageCatalog>(catalog: T): { [K in keyof T]: K } {
  const keys = {} as { [K in keyof T]: K };
  for (const [key, texts] of Object.entries(catalog)) {
    if (registry.has(key)) throw new Error(`Message key registered twice: ${key}`);
    registry.set(key, texts);
    (keys as Record<string, string>)[key] = key;
  }
  return keys;
}

export function hasMessage(key: string): boolean {
  return registry.has(key);
}

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const template = registry.get(key)?.[locale] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** `lang` header or query wins (the web app sends its chosen language), then Accept-Language. */
export function pickLocale(langHeader: unknown, acceptLanguage: unknown): Locale {
  for (const candidate of [langHeader, acceptLanguage]) {
    if (typeof candidate !== 'string' || candidate === '') continue;
    const first = candidate.split(',')[0]!.trim().toLowerCase();
    if (first.startsWith('en')) return 'en';
    if (first.startsWith('zh')) return 'zh-CN';
  }
  return DEFAULT_LOCALE;
}
