import { describe, expect, it } from 'vitest';
import { offsetOf } from './paging.ts';

describe('offsetOf', () => {
  it('skips the rows of the pages before', () => {
    expect(offsetOf({ pageNum: 1, pageSize: 10 })).toBe(0);
    expect(offsetOf({ pageNum: 3, pageSize: 10 })).toBe(20);
    expect(offsetOf({ pageNum: 4, pageSize: 50 })).toBe(150);
  });
});
