import { describe, expect, it } from 'vitest';
import { valuesText } from '../diary/search.ts';
import { docHitLink } from '../documents/search.ts';

describe('a report’s answers as text', () => {
  it('flattens strings, numbers, lists and nested values, skipping empty ones', () => {
    expect(valuesText({ done: '完成方案', items: ['评审', { n: 2 }], none: null, ok: true })).toBe(
      '完成方案 评审 2 true',
    );
    expect(valuesText({})).toBe('');
  });
});

describe('where a document hit opens', () => {
  it('opens a folder itself and a file in the folder or space it lies in', () => {
    expect(docHitLink({ id: 9, spaceId: 3, parentId: 7, type: 'folder' })).toBe('#/oa/doc/3-9');
    expect(docHitLink({ id: 11, spaceId: 3, parentId: 7, type: 'file' })).toBe('#/oa/doc/3-7');
    expect(docHitLink({ id: 12, spaceId: 3, parentId: null, type: 'file' })).toBe('#/oa/doc/3');
  });
});
