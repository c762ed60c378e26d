import { describe, expect, it } from 'vitest';
import { balanceOn, formatAmount, type LedgerEntry, shortfall, spentInYear } from './balance-math.ts';

let nextId = 1;
const entry = (
  amount: string,
  validFrom: string,
  validUntil: string | null,
  more: Partial<LedgerEntry> = {},
) => ({
  id: nextId++,
  amount,
  kind: Number(amount) > 0 ? 'accrual' : 'leave',
  validFrom,
  validUntil,
  refKind: null,
  refId: null,
  ...more,
});

// 2025's annual leave (5 days) carries over until 2026-03-31; 2026's is 10 days until 2027-03-31.
const accrual2025 = () => entry('5', '2025-01-01', '2026-03-31', { refKind: 'annualYear', refId: 2025 });
const accrual2026 = () => entry('10', '2026-01-01', '2027-03-31', { refKind: 'annualYear', refId: 2026 });

describe('balanceOn', () => {
  it('spends the grant that ends first first, and lets the rest of the old one lapse', () => {
    // 2025: 2 days taken in June. 2026-01-10: 2 more, from the 3 carried over. 2026-04-01: the last carried day lapsed.
    const ledger = [
      accrual2025(),
      entry('-2', '2025-06-02', null),
      accrual2026(),
      entry('-2', '2026-01-10', null),
    ];
    expect(balanceOn(ledger, '2026-02-01')).toEqual({
      granted: '15',
      used: '4',
      remaining: '11',
      expiring: { until: '2026-03-31', amount: '1' },
    });
    expect(balanceOn(ledger, '2026-04-01')).toEqual({
      granted: '10',
      used: '0',
      remaining: '10',
      expiring: null,
    });
  });

  it('takes a spend larger than the old grant from both, half days exactly', () => {
    const ledger = [accrual2025(), accrual2026(), entry('-6.5', '2026-02-02', null)];
    // 5 from 2025's, 1.5 from 2026's: nothing of 2025's lapses.
    expect(balanceOn(ledger, '2026-03-01')).toEqual({
      granted: '15',
      used: '6.5',
      remaining: '8.5',
      expiring: null,
    });
    expect(balanceOn(ledger, '2026-04-01').remaining).toBe('8.5');
  });

  it('reverses a cancelled leave exactly, whatever grant it took from', () => {
    const ledger = [
      accrual2026(),
      entry('-3', '2026-05-06', null, { refKind: 'request', refId: 7 }),
      entry('3', '2026-05-06', null, { kind: 'cancel', refKind: 'request', refId: 7 }),
    ];
    expect(balanceOn(ledger, '2026-06-01')).toMatchObject({ granted: '10', used: '0', remaining: '10' });
  });

  it('carries an overdraw into the next grant', () => {
    // HR deducted 2 days in 2025 with nothing granted; 2026's 10 days pay it back.
    const ledger = [entry('-2', '2025-11-01', null, { kind: 'deduct' }), accrual2026()];
    expect(balanceOn(ledger, '2025-12-01')).toMatchObject({ granted: '0', remaining: '-2' });
    expect(balanceOn(ledger, '2026-01-05')).toMatchObject({ granted: '10', used: '2', remaining: '8' });
  });

  it('counts compensatory hours per overtime, each lapsing on its own day', () => {
    // 3 h of overtime on 04-01 (until 10-01), 4.5 h on 05-01 (until 11-01); 5 h taken on 06-10.
    const ledger = [
      entry('3', '2026-04-01', '2026-10-01', { kind: 'overtime', refKind: 'request', refId: 1 }),
      entry('4.5', '2026-05-01', '2026-11-01', { kind: 'overtime', refKind: 'request', refId: 2 }),
      entry('-5', '2026-06-10', null),
    ];
    expect(balanceOn(ledger, '2026-07-15')).toEqual({
      granted: '7.5',
      used: '5',
      remaining: '2.5',
      expiring: null,
    });
    expect(balanceOn(ledger, '2026-08-15').expiring).toEqual({ until: '2026-11-01', amount: '2.5' });
    expect(balanceOn(ledger, '2026-11-02').remaining).toBe('0');
  });
});

describe('shortfall', () => {
  const ledger = [accrual2026(), entry('-6', '2026-03-02', null)];

  it('allows a spend the remaining balance less the pending ones covers', () => {
    // 10 − 6 = 4 left; 1.5 pending; 2.5 more fits exactly.
    expect(
      shortfall(ledger, [{ amount: '1.5', day: '2026-05-01' }], {
        amount: '2.5',
        day: '2026-06-01',
      }).toFixed(),
    ).toBe('0');
  });

  it('answers how much is missing', () => {
    expect(
      shortfall(ledger, [{ amount: '1.5', day: '2026-05-01' }], { amount: '3', day: '2026-06-01' }).toFixed(),
    ).toBe('0.5');
  });

  it('refuses any spend while the balance is overdrawn', () => {
    const overdrawn = [entry('2', '2026-01-01', null, { kind: 'grant' }), entry('-3', '2026-02-01', null)];
    expect(shortfall(overdrawn, [], { amount: '0.5', day: '2026-03-01' }).toFixed()).toBe('0.5');
  });

  it("does not spend next year's grant on this year's leave", () => {
    // 2026's accrual exists (a January leave was asked in December); a December leave may not use it.
    const early = [entry('1', '2025-01-01', '2025-12-31', { kind: 'grant' }), accrual2026()];
    expect(shortfall(early, [], { amount: '3', day: '2025-12-22' }).toFixed()).toBe('2');
    expect(shortfall(early, [], { amount: '3', day: '2026-01-05' }).toFixed()).toBe('0');
  });

  it('does not spend a grant that lapsed before the leave', () => {
    // Carried-over days end 2026-03-31: a leave in April cannot use them.
    expect(shortfall([accrual2025()], [], { amount: '1', day: '2026-04-07' }).toFixed()).toBe('1');
  });
});

describe('spentInYear and formatAmount', () => {
  it('adds the approved spends of a year, net of cancellations', () => {
    const ledger = [
      entry('-1.5', '2026-01-05', null, { refKind: 'request', refId: 1 }),
      entry('-2', '2026-03-05', null, { refKind: 'request', refId: 2 }),
      entry('2', '2026-03-05', null, { kind: 'cancel', refKind: 'request', refId: 2 }),
      entry('-4', '2025-12-29', null, { refKind: 'request', refId: 3 }),
    ];
    expect(spentInYear(ledger, 2026)).toBe('1.5');
  });

  it('writes at most two decimals without trailing zeros', () => {
    expect([formatAmount('2.50'), formatAmount('-0'), formatAmount('3.005'), formatAmount(10)]).toEqual([
      '2.5',
      '0',
      '3.01',
      '10',
    ]);
  });
});
