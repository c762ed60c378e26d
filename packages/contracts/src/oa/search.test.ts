import { describe, expect, it } from 'vitest';
import { oaSearchBodySchema, searchSnippet } from './search.ts';

describe('searchSnippet', () => {
  it('answers a short text whole, whitespace runs read as one space', () => {
    expect(searchSnippet('整理  验收\n材料', '验收')).toBe('整理 验收 材料');
  });

  it('answers nothing when the words are not in the text', () => {
    expect(searchSnippet('整理验收材料', '预算')).toBe('');
    expect(searchSnippet('整理验收材料', '  ')).toBe('');
  });

  it('cuts 60 characters with a third of the room before the match, case-insensitively', () => {
    const text = `${'x'.repeat(100)}KEY${'y'.repeat(100)}`;
    // before = floor((60 − 3) / 3) = 19: characters 81..141.
    expect(searchSnippet(text, 'key')).toBe(`…${'x'.repeat(19)}KEY${'y'.repeat(38)}…`);
  });

  it('keeps 60 characters when the match is near either end', () => {
    expect(searchSnippet(`${'a'.repeat(100)}KEY`, 'key')).toBe(`…${'a'.repeat(57)}KEY`);
    expect(searchSnippet(`KEY${'b'.repeat(100)}`, 'key')).toBe(`KEY${'b'.repeat(57)}…`);
  });
});

describe('oaSearchBodySchema', () => {
  it('trims the words and refuses empty, over-long or repeated scopes', () => {
    expect(oaSearchBodySchema.parse({ q: ' 预算 ' })).toEqual({ q: '预算' });
    expect(oaSearchBodySchema.safeParse({ q: '  ' }).error?.issues[0]?.message).toBe('oaSearch.qRequired');
    expect(oaSearchBodySchema.safeParse({ q: '字'.repeat(51) }).error?.issues[0]?.message).toBe(
      'oaSearch.qTooLong',
    );
    expect(oaSearchBodySchema.safeParse({ q: 'a', kinds: ['task', 'task'] }).error?.issues[0]?.message).toBe(
      'oaSearch.kindTwice',
    );
    expect(oaSearchBodySchema.safeParse({ q: 'a', kinds: ['wiki'] }).success).toBe(false);
  });
});
