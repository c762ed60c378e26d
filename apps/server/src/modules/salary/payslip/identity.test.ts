import { describe, expect, it } from 'vitest';
import { maskLoginCode } from './identity.ts';

describe('maskLoginCode', () => {
  it.each([
    ['13800000001', '138****0001'],
    ['zhang.san@a.com', 'zh***@a.com'],
    ['z@a.com', 'z***@a.com'],
    ['123456', '1****'],
  ])('%s -> %s', (code, masked) => expect(maskLoginCode(code)).toBe(masked));
});
