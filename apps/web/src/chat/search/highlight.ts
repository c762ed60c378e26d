export interface HighlightPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text into plain and matching parts for every keyword, case-insensitively and with regular
 * expression characters taken literally (docs/chat-ui.md). The parts are rendered as React text, so a
 * message that looks like HTML stays text.
 */
export function splitHighlight(text: string, keywords: readonly string[]): HighlightPart[] {
  const words = keywords.filter(Boolean).sort((a, b) => b.length - a.length);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return (
    text
      .split(pattern)
      .filter((part) => part !== '')
      // Empty pieces were dropped, so captures are no longer at odd positions: compare instead.
      .map((part) => ({ text: part, match: words.some((w) => w.toLowerCase() === part.toLowerCase()) }))
  );
}
