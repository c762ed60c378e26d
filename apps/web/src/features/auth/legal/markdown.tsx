import type { ReactNode } from 'react';

export type LegalBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** Wrapped lines of one paragraph or list item become one line again. */
const unwrap = (lines: string[]) =>
  lines
    .map((line) => line.trim())
    .join(' ')
    .trim();

/**
 * The little markdown the legal texts are written in (docs/product/legal.md): `### ` section headings,
 * paragraphs, `- ` lists and `**bold**`, blocks separated by a blank line. Anything else is text.
 */
export function parseLegalText(source: string): LegalBlock[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk): LegalBlock => {
      const lines = chunk.split('\n');
      if (lines.length === 1 && lines[0]!.startsWith('### ')) {
        return { kind: 'heading', text: lines[0]!.slice(4).trim() };
      }
      if (!lines[0]!.startsWith('- ')) return { kind: 'paragraph', text: unwrap(lines) };
      const items: string[][] = [];
      for (const line of lines) {
        if (line.startsWith('- ')) items.push([line.slice(2)]);
        else items.at(-1)!.push(line);
      }
      return { kind: 'list', items: items.map(unwrap) };
    });
}

/** `**bold**` spans as <strong>, the rest as text. */
function inline(text: string): ReactNode[] {
  return text
    .split(/\*\*(.+?)\*\*/)
    .map((part, i) => (i % 2 === 1 ? <strong key={part}>{part}</strong> : part));
}

/** One legal text, drawn as React elements (never as HTML). */
export function LegalText({ source }: { source: string }) {
  return parseLegalText(source).map((block) => {
    if (block.kind === 'heading') return <h2 key={block.text}>{block.text}</h2>;
    if (block.kind === 'paragraph') return <p key={block.text}>{inline(block.text)}</p>;
    return (
      <ul key={block.items[0]}>
        {block.items.map((item) => (
          <li key={item}>{inline(item)}</li>
        ))}
      </ul>
    );
  });
}
