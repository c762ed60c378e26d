import { describe, expect, it } from 'vitest';
import { laborRemunerationTax } from './labor.ts';

describe('laborRemunerationTax (劳务报酬预扣)', () => {
  it.each([
    // amount, taxable, rate, tax, net
    ['800.00', '0.00', '20', '0.00', '800.00'],
    ['3000.00', '2200.00', '20', '440.00', '2560.00'],
    ['4000.00', '3200.00', '20', '640.00', '3360.00'],
    ['4000.01', '3200.01', '20', '640.00', '3360.01'], // 3,200.008 × 20% = 640.0016
    ['25000.00', '20000.00', '20', '4000.00', '21000.00'],
    ['25000.01', '20000.01', '30', '4000.00', '21000.01'], // 20,000.008 × 30% − 2,000
    ['62500.00', '50000.00', '30', '13000.00', '49500.00'],
    ['62500.10', '50000.08', '40', '13000.03', '49500.07'], // 50,000.08 × 40% − 7,000 = 13,000.032
    ['100000.00', '80000.00', '40', '25000.00', '75000.00'],
  ])('%s: taxable %s at %s%%, tax %s, net %s', (amount, taxable, rate, tax, net) => {
    expect(laborRemunerationTax(amount)).toEqual({
      taxable,
      rate,
      quickDeduction: rate === '20' ? '0.00' : rate === '30' ? '2000.00' : '7000.00',
      tax,
      net,
    });
  });

  it('rounds the tax to the cent (half-up) only at the end', () => {
    // 4,100.05 × 80% = 3,280.04, × 20% = 656.008 → 656.01; 4,015.66 × 80% × 20% = 642.5056 → 642.51.
    expect(laborRemunerationTax('4100.05').tax).toBe('656.01');
    expect(laborRemunerationTax('4015.66').tax).toBe('642.51');
  });
});
