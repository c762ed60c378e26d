import { describe, expect, it } from 'vitest';
import { splitHighlight } from './highlight.ts';

describe('keyword highlight', () => {
  it('marks matches case-insensitively, keeping the original case', () => {
    expect(splitHighlight('Quarterly Review, quarterly plan', ['QUARTERLY'])).toEqual([
      { text: 'Quarterly', match: true },
      { text: ' Review, ', match: false },
      { text: 'quarterly', match: true },
      { text: ' plan', match: false },
    ]);
  });

  it('takes regular-expression characters literally', () => {
    expect(splitHighlight('cost (a+b)* 1.5x or 105x', ['(a+b)*', '1.5'])).toEqual([
      { text: 'cost ', match: false },
      { text: '(a+b)*', match: true },
      { text: ' ', match: false },
      { text: '1.5', match: true },
      { text: 'x or 105x', match: false },
    ]);
  });

  it('marks several keywords, the longer first where they overlap, Chinese included', () => {
    expect(splitHighlight('季度绩效评估', ['绩效', '绩效评估'])).toEqual([
      { text: '季度', match: false },
      { text: '绩效评估', match: true },
    ]);
  });

  it('leaves text whole without keywords and gives nothing for empty text', () => {
    expect(splitHighlight('<b>hi</b>', [])).toEqual([{ text: '<b>hi</b>', match: false }]);
    expect(splitHighlight('', ['a'])).toEqual([]);
  });
});
