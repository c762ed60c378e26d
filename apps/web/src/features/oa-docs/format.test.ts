import { describe, expect, it } from 'vitest';
import { docPath, formatSize, parseDoc } from './format.ts';

describe('oa-docs addresses and sizes', () => {
  it('reads and writes `:doc` as <space> or <space>-<folder>', () => {
    expect(parseDoc('12')).toEqual({ spaceId: 12, folderId: null });
    expect(parseDoc('12-345')).toEqual({ spaceId: 12, folderId: 345 });
    expect(parseDoc(undefined)).toEqual({ spaceId: null, folderId: null });
    expect(parseDoc('abc')).toEqual({ spaceId: null, folderId: null });
    expect(parseDoc('12-')).toEqual({ spaceId: null, folderId: null });
    expect(docPath(12, null)).toBe('/oa/doc/12');
    expect(docPath(12, 345)).toBe('/oa/doc/12-345');
  });

  it('shows sizes in B, KB and MB', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(1_500_000)).toBe('1.4 MB');
    expect(formatSize(100 * 1024 * 1024)).toBe('100.0 MB');
  });
});
