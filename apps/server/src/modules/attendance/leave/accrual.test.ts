import { describe, expect, it } from 'vitest';
import { withAccruals } from './accrual.ts';
import { balanceOn } from './balance-math.ts';

const accrual = (amount: string, year: number) => ({
  compId: 1,
  staffId: 7,
  leaveTypeId: 1,
  amount,
  kind: 'accrual',
  validFrom: `${year}-01-01`,
  validUntil: `${year + 1}-03-31`,
  refKind: 'annualYear',
  refId: year,
});

describe('withAccruals', () => {
  it('counts a year never written, and what the profile gives now over what was written', () => {
    const stored = new Map([
      [
        '7:1',
        [
          {
            id: 3,
            amount: '5.00',
            kind: 'accrual',
            validFrom: '2025-01-01',
            validUntil: '2026-03-31',
            refKind: 'annualYear',
            refId: 2025,
          },
          {
            id: 4,
            amount: '-2.00',
            kind: 'leave',
            validFrom: '2025-06-02',
            validUntil: null,
            refKind: 'request',
            refId: 9,
          },
        ],
      ],
    ]);
    // HR corrected the work start: 2025 gives 10 days now, and 2026 was never written.
    const ledger = withAccruals(stored, [accrual('10', 2025), accrual('10', 2026)]).get('7:1')!;
    expect(ledger.map((e) => [e.id, e.amount, e.refId])).toEqual([
      [3, '10', 2025],
      [4, '-2.00', 9],
      [-2026, '10', 2026],
    ]);
    expect(balanceOn(ledger, '2026-02-01')).toMatchObject({ granted: '20', used: '2', remaining: '18' });
    // The stored ledger is left as it was.
    expect(stored.get('7:1')![0]!.amount).toBe('5.00');
  });
});
