import { describe, expect, it } from 'vitest';
import { passwordStrength, passwordStrengthLabel } from './password.ts';

describe('password strength (docs/architecture.md)', () => {
  it('is 0 under six characters whatever the mix', () => {
    expect(passwordStrength('aB1$x')).toBe(0);
    expect(passwordStrengthLabel('aB1$x')).toBe('low');
  });

  it('is the number of character classes minus one', () => {
    expect(passwordStrength('123456')).toBe(0);
    expect(passwordStrength('abc123')).toBe(1);
    expect(passwordStrength('Abc123')).toBe(2);
    expect(passwordStrength('Abc12#')).toBe(3);
  });

  it('reads 0 as low, 1 as medium, 2 and 3 as high', () => {
    expect(passwordStrengthLabel('abcdefgh')).toBe('low');
    expect(passwordStrengthLabel('abcd1234')).toBe('medium');
    expect(passwordStrengthLabel('Abcd1234')).toBe('high');
    expect(passwordStrengthLabel('Abcd12#$')).toBe('high');
  });
});
