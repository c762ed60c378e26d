import { pinyin } from 'pinyin-pro';

/**
 * Finding colleagues by pinyin (docs/product/org.md, "getStaff"): "zs", "zhangsan", "zhangs" and
 * "san" find 张三. pinyin-pro (MIT, decision 55) reads surnames with their surname sound (单 shan,
 * 曾 zeng); other characters (Latin letters, digits) stand for themselves.
 */

/** A name's syllables, lower case, and their first letters ("张三": ["zhang", "san"], "zs"). */
export interface PinyinKeys {
  syllables: string[];
  initials: string;
}

/** Queries that may be pinyin: Latin letters (and spaces between them) only. */
const PINYIN_QUERY = /^[a-z][a-z ]*$/i;
export const isPinyinQuery = (text: string) => PINYIN_QUERY.test(text.trim());

// Names repeat across searches: their keys are kept, the oldest dropped beyond this many.
const CACHE_MAX = 20_000;
const cache = new Map<string, PinyinKeys>();

export function pinyinKeysOf(name: string): PinyinKeys {
  const known = cache.get(name);
  if (known) return known;
  const syllables = pinyin(name, { toneType: 'none', type: 'array', surname: 'head', nonZh: 'consecutive' })
    .map((syllable) => syllable.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((syllable) => syllable !== '');
  const keys = { syllables, initials: syllables.map((syllable) => syllable[0]).join('') };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(name, keys);
  return keys;
}

/**
 * Whether `query` names `name` in pinyin: it occurs in the initials ("zs", "s" for 张三), or the
 * syllables from one of them on start with it ("zhangsan", "zhangs", "san"; not "angsan").
 * Spaces and case in the query do not count.
 */
export function matchesPinyin(name: string, query: string): boolean {
  const wanted = query.toLowerCase().replace(/ /g, '');
  if (wanted === '') return false;
  const { syllables, initials } = pinyinKeysOf(name);
  if (initials.includes(wanted)) return true;
  return syllables.some((_, from) => syllables.slice(from).join('').startsWith(wanted));
}
