import { describe, expect, it } from 'vitest';
import { invoiceInfoInputSchema, moneySchema, TAXPAYER_ID } from './billing.ts';

describe('TAXPAYER_ID', () => {
  it('accepts an 18-character unified social credit code and legacy 15/20-character numbers', () => {
    for (const id of ['91310000MA1FL0000X', '110108000000016', '11010800000001600000']) {
      expect(TAXPAYER_ID.test(id)).toBe(true);
    }
  });

  it('refuses wrong lengths, letters outside the credit-code alphabet and non-digits in the region part', () => {
    for (const id of [
      '91310000MA1FL0000',
      '91310000MA1FL0000XX',
      '9131000OMA1FL0000X',
      '91310000MA1FL000OI',
      '',
    ]) {
      expect(TAXPAYER_ID.test(id)).toBe(false);
    }
  });

  it('is upper-cased before the check', () => {
    const parsed = invoiceInfoInputSchema.parse({ title: '甲', taxNo: ' 91310000ma1fl0000x ' });
    expect(parsed.taxNo).toBe('91310000MA1FL0000X');
  });
});

describe('moneySchema', () => {
  it('takes at most two decimals', () => {
    expect(moneySchema.safeParse(10.25).success).toBe(true);
    expect(moneySchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(moneySchema.safeParse(1.005).success).toBe(false);
  });
});
