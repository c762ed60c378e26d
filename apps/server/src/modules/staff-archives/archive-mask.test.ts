import { describe, expect, it } from 'vitest';
import { maskBankAccount, maskIdNumber } from './archive-mask.ts';

describe('masking identity and bank numbers', () => {
  it('keeps the first and last four characters of an identity number', () => {
    expect(maskIdNumber('440101199001011234')).toBe('4401**********1234');
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
  });

  it('prints a bank account as a card is printed', () => {
    expect(maskBankAccount('6222021234567890123')).toBe('6222 **** **** 0123');
    expect(maskBankAccount('622202123456')).toBe('6222 **** **** 3456');
  });

  it('hides a value too short to keep both ends, and keeps an empty one empty', () => {
    expect(maskIdNumber('12345678')).toBe('********');
    expect(maskBankAccount('1234')).toBe('****');
    expect(maskIdNumber(null)).toBeNull();
    expect(maskBankAccount(null)).toBeNull();
  });
});
