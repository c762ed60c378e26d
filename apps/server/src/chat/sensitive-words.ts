/**
 * Sensitive-word screening that hidden characters cannot slip past: both the text and the words are
 * folded to one form first — NFKC (full-width letters and digits become plain ones), lower case, and
 * without format characters (zero-width spaces and joiners, BOM, soft hyphen, variation selectors),
 * spaces or punctuation, so "敏\u200b感词", "敏 感 词" and "ＡＢＣ" match "敏感词" and "abc".
 */
const IGNORED = /[\p{Cf}\p{Z}\p{P}\s]|\p{M}/gu;

export function foldForScreening(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(IGNORED, '');
}

const folded = new WeakMap<readonly string[], string[]>();

export function containsSensitiveWord(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  let needles = folded.get(words);
  if (!needles) {
    needles = words.map(foldForScreening).filter((w) => w !== '');
    folded.set(words, needles);
  }
  const haystack = foldForScreening(text);
  return needles.some((w) => haystack.includes(w));
}
