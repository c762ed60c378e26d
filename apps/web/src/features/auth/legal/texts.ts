import type { Language } from '../../../lib/i18n.ts';

export const LEGAL_DOCS = ['agreement', 'privacy'] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];

/**
 * The 用户协议 and 隐私政策 in both languages, `<doc>.<lang>.md` next to this file; docs/product/legal.md
 * holds the same texts (legal.test.ts keeps them equal). They come with the legal page's chunk only.
 */
const texts = import.meta.glob<string>('./*.md', { eager: true, query: '?raw', import: 'default' });

export const legalText = (doc: LegalDoc, lang: Language) => texts[`./${doc}.${lang}.md`]!;
