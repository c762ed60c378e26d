import { describe, expect, it } from 'vitest';
import { ageOn, idNumberCheckChar, idNumberFacts, idNumberProblem } from './id-number.ts';

describe('identity numbers (GB 11643-1999)', () => {
  it('computes the check character from the weighted sum mod 11', () => {
    // 11010519491231002: Σ = 1×7+1×9+0×10+1×5+0×8+5×4+1×2+9×1+4×6+9×3+1×7+2×9+3×10+1×5+0×8+0×4+2×2 = 167;
    // 167 mod 11 = 2 → "10X98765432"[2] = X.
    expect(idNumberCheckChar('11010519491231002')).toBe('X');
    // 44030019900307123: Σ = 4×7+4×9+0+3×5+0+0+1×2+9×1+9×6+0×3+0+3×9+0+7×5+1×8+2×4+3×2 = 228; 228 mod 11 = 8 → "4".
    expect(idNumberCheckChar('44030019900307123')).toBe('4');
  });

  it('accepts valid numbers, a lower-case x included', () => {
    expect(idNumberProblem('11010519491231002X', '2026-11-25')).toBeNull();
    expect(idNumberProblem('11010519491231002x', '2026-11-25')).toBeNull();
    expect(idNumberProblem('440300199003071234', '2026-11-25')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(idNumberProblem('440300199003071235', '2026-11-25')).toBe('checkDigit');
    expect(idNumberProblem('44030019900307123', '2026-11-25')).toBe('shape');
    expect(idNumberProblem('440300900307123', '2026-11-25')).toBe('shape');
    expect(idNumberProblem('040300199003071234', '2026-11-25')).toBe('shape');
    // 30 February does not exist; a birth date after today is impossible.
    expect(idNumberProblem('440300199002301234', '2026-11-25')).toBe('birthDate');
    expect(idNumberProblem('440300202701011234', '2026-11-25')).toBe('birthDate');
  });

  it('reads birth date and sex (the 17th digit: odd male, even female)', () => {
    expect(idNumberFacts('11010519491231002X')).toEqual({ birthDate: '1949-12-31', sex: 2 });
    expect(idNumberFacts('440300199003071234')).toEqual({ birthDate: '1990-03-07', sex: 1 });
  });
});

describe('age in completed years (周岁)', () => {
  it('turns a year older on the birthday, not before', () => {
    expect(ageOn('1990-03-07', '2026-03-06')).toBe(35);
    expect(ageOn('1990-03-07', '2026-03-07')).toBe(36);
    expect(ageOn('1990-03-07', '2026-11-25')).toBe(36);
  });

  it('counts 29 February birthdays from 1 March in common years', () => {
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn('2000-02-29', '2028-02-29')).toBe(28);
  });
});
