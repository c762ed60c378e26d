import { i18n } from '../../lib/i18n.ts';

/** The slice of i18next's `t` the pure describers need; lets tests pin a language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const NS = 'chat-messages';

/** The app's current language, for callers outside React (components pass their hook's `t`). */
export const currentTranslate: Translate = (key, options) => i18n.t(key, { ns: NS, ...options });

/** A fixed language, e.g. for tests. */
export const translateIn =
  (lang: string): Translate =>
  (key, options) =>
    i18n.getFixedT(lang, NS)(key, options);
