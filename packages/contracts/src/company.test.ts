import { describe, expect, it } from 'vitest';
import { isCreditCode } from './company.ts';

describe('isCreditCode', () => {
  it('accepts codes whose check character matches (GB 32100-2015)', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91110108MA01ABCD1E')).toBe(true);
  });

  it('refuses a wrong check character, letters outside the alphabet and wrong lengths', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100I000100Y43')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
  });
});
