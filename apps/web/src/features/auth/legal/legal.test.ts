import { describe, expect, it } from 'vitest';
import legalDoc from '../../../../../../docs/product/legal.md?raw';
import { LANGUAGES } from '../../../lib/i18n.ts';
import { parseLegalText } from './markdown.tsx';
import { LEGAL_DOCS, legalText } from './texts.ts';

describe('parseLegalText', () => {
  it('reads headings, wrapped paragraphs, lists with wrapped items, and nothing else', () => {
    const source =
      '### 1. Who\n\nThe operator runs\nthis platform.\n\n- **Account**: mobile\n  or e-mail;\n- files.\n';
    expect(parseLegalText(source)).toEqual([
      { kind: 'heading', text: '1. Who' },
      { kind: 'paragraph', text: 'The operator runs this platform.' },
      { kind: 'list', items: ['**Account**: mobile or e-mail;', 'files.'] },
    ]);
  });
});

describe('the 用户协议 and 隐私政策 (docs/product/legal.md)', () => {
  it.each(LEGAL_DOCS)('%s: each language is word for word in docs/product/legal.md', (doc) => {
    for (const lang of LANGUAGES) expect(legalDoc).toContain(legalText(doc, lang).trim());
  });

  it.each(LEGAL_DOCS)('%s: both languages have the same numbered sections, paragraphs and lists', (doc) => {
    const shape = (lang: (typeof LANGUAGES)[number]) =>
      parseLegalText(legalText(doc, lang)).map((block) =>
        block.kind === 'heading'
          ? block.text.split(' ')[0]
          : block.kind === 'list'
            ? `list of ${block.items.length}`
            : block.kind,
      );
    expect(shape('en')).toEqual(shape('zh-CN'));
    expect(shape('zh-CN')[0]).toBe('1.');
  });
});
