import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('%s of 100 bytes', (header, range) => {
    expect(parseRange(header, 100)).toEqual(range);
  });

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=-0',
    'bytes=9-3',
    'bytes=100-',
    'bytes=0-1,5-6',
    'items=0-9',
    'bytes=a-b',
  ])('sends the whole file for %j', (header) => {
    expect(parseRange(header, 100)).toBeNull();
  });

  it('ignores ranges on an empty file', () => {
    expect(parseRange('bytes=0-0', 0)).toBeNull();
  });
});
