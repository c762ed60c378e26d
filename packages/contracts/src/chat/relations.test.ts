import { describe, expect, it } from 'vitest';
import { RELATION_TEXT_LIMITS, relationTextBytes } from './relations.ts';

describe('relationTextBytes (docs/chat.md: non-Latin-1 counts 2)', () => {
  it('counts Latin-1 as 1 and everything beyond as 2, emoji included', () => {
    expect(relationTextBytes('')).toBe(0);
    expect(relationTextBytes('abc')).toBe(3);
    expect(relationTextBytes('café ÿ')).toBe(6);
    expect(relationTextBytes('好')).toBe(2);
    expect(relationTextBytes('Ā')).toBe(2);
    expect(relationTextBytes('😀')).toBe(2);
  });

  it('fits 48 Chinese characters in a remark, not 49', () => {
    expect(relationTextBytes('好'.repeat(48))).toBe(RELATION_TEXT_LIMITS.remark);
    expect(relationTextBytes('好'.repeat(49))).toBeGreaterThan(RELATION_TEXT_LIMITS.remark);
  });
});
