import { splitHighlight } from './highlight.ts';

/** Text with the keywords marked; every part is React text, never HTML. */
export function Highlighted({ text, keywords }: { text: string; keywords: readonly string[] }) {
  return (
    <>
      {splitHighlight(text, keywords).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <mark key={i} className="rl-search-mark">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
