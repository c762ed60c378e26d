import { describe, expect, it } from 'vitest';
import { securityLevelOf, updateProfileBodySchema } from './settings.ts';

describe('securityLevelOf', () => {
  it('is weak under 8 characters or with a single character class', () => {
    expect(securityLevelOf('')).toBe('weak');
    expect(securityLevelOf('Ab1#')).toBe('weak');
    expect(securityLevelOf('Abc12#x')).toBe('weak');
    expect(securityLevelOf('12345678901234')).toBe('weak');
    expect(securityLevelOf('abcdefghijkl')).toBe('weak');
  });

  it('is medium from 8 characters with two classes, or 3+ classes under 10 characters', () => {
    expect(securityLevelOf('abcd1234')).toBe('medium');
    expect(securityLevelOf('Abcd#123')).toBe('medium');
    expect(securityLevelOf('abcdefghij12')).toBe('medium');
  });

  it('is strong from 10 characters with three or more classes', () => {
    expect(securityLevelOf('Abcdefgh12')).toBe('strong');
    expect(securityLevelOf('abcdefgh1#')).toBe('strong');
    expect(securityLevelOf('Renli@2026')).toBe('strong');
  });
});

describe('updateProfileBodySchema avatar', () => {
  it('takes colours, preset names, http(s) URLs and server paths, never other schemes', () => {
    for (const userFace of ['', '#3b6ef5', 'female2', 'https://cdn.example.cn/a.png', '/files/abc.png']) {
      expect(updateProfileBodySchema.safeParse({ userName: '甲', userFace }).success).toBe(true);
    }
    for (const userFace of ['javascript:alert(1)', 'data:image/png;base64,AAA', '//evil.example/a.png']) {
      expect(updateProfileBodySchema.safeParse({ userName: '甲', userFace }).success).toBe(false);
    }
  });
});
