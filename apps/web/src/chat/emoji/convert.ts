import { currentLanguage, LANGUAGES, type Language } from '../../lib/i18n.ts';
import { type EmojiItem, getEmojiPacks } from './data.ts';

/**
 * Text messages carry basic emoji as language-neutral keys (`[Renli_Smile]`); people see and type
 * bracketed names (`[微笑]`, `[Smile]`). These pure functions translate between the two (spec
 * section 5). Only whole bracketed tokens known to the catalogue are touched; anything else,
 * including unknown brackets and markup, passes through as plain text.
 */

export type EmojiSegment =
  | { type: 'text'; text: string }
  | { type: 'emoji'; key: string; name: string; url: string };

/** One bracketed token without nested brackets: `[a][b]` is two tokens, `[[a]]` holds one. */
const TOKEN = /\[[^[\]\r\n]{1,32}\]/g;

const basicItems = (lang: Language) => getEmojiPacks(lang)[0]!.items;

const keyIndex = new Map<Language, ReadonlyMap<string, EmojiItem>>();
function byKey(lang: Language): ReadonlyMap<string, EmojiItem> {
  let index = keyIndex.get(lang);
  if (!index) {
    index = new Map(basicItems(lang).map((item) => [item.key, item]));
    keyIndex.set(lang, index);
  }
  return index;
}

const nameIndex = new Map<Language | 'any', ReadonlyMap<string, string>>();
function keysByName(preferred: Language | undefined): ReadonlyMap<string, string> {
  const slot = preferred ?? 'any';
  let index = nameIndex.get(slot);
  if (!index) {
    // The preferred language goes last so that its names win a clash (the shipped tables have none).
    const langs = preferred ? [...LANGUAGES.filter((l) => l !== preferred), preferred] : LANGUAGES;
    index = new Map(langs.flatMap((l) => basicItems(l).map((item) => [item.name, item.key] as const)));
    nameIndex.set(slot, index);
  }
  return index;
}

/**
 * Display names to keys, before sending. Names of every supported language convert, since someone may
 * paste an English name into a Chinese UI; `lang`, the editor's language, wins if two languages ever
 * used one name for different emoji.
 */
export function namesToKeys(text: string, lang?: Language): string {
  const index = keysByName(lang);
  return text.replace(TOKEN, (token) => index.get(token) ?? token);
}

/** Keys to names in `lang`, for copying text and for the conversation list's preview. */
export function keysToNames(text: string, lang: Language): string {
  const index = byKey(lang);
  return text.replace(TOKEN, (token) => index.get(token)?.name ?? token);
}

/**
 * Splits a message text into plain text and inline emoji for rendering. Neighbouring text is merged
 * so that a renderer emits one text node per run. Names are in `lang` (default: the UI language).
 */
export function splitEmoji(text: string, lang: Language = currentLanguage()): EmojiSegment[] {
  const index = byKey(lang);
  const out: EmojiSegment[] = [];
  let pending = '';
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const item = index.get(match[0]);
    if (!item) continue;
    pending += text.slice(last, match.index);
    if (pending) out.push({ type: 'text', text: pending });
    pending = '';
    out.push({ type: 'emoji', key: item.key, name: item.name, url: item.url });
    last = match.index + match[0].length;
  }
  pending += text.slice(last);
  if (pending) out.push({ type: 'text', text: pending });
  return out;
}

/** The name of one basic emoji key in `lang`, or undefined for an unknown key. */
export const emojiName = (key: string, lang: Language): string | undefined => byKey(lang).get(key)?.name;

/**
 * Artwork of a face (big sticker) message, payload `{ index, data }`: `index` is the pack (1, 2, 3)
 * and `data` the sticker key. Undefined for anything unknown, so the renderer can show a fallback.
 */
export function faceUrl(index: number, data: string): string | undefined {
  const pack = getEmojiPacks('zh-CN').find((p) => p.type === 'big' && p.index === index);
  return pack?.items.find((item) => item.key === data)?.url;
}

/** Localised name of a face message's sticker (alt text, previews), or undefined when unknown. */
export function faceName(index: number, data: string, lang: Language): string | undefined {
  const pack = getEmojiPacks(lang).find((p) => p.type === 'big' && p.index === index);
  return pack?.items.find((item) => item.key === data)?.name;
}
