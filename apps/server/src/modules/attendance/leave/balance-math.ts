import Decimal from 'decimal.js';
import { addDays } from '../../../core/china-time.ts';

/**
 * The balance arithmetic of the ledger (docs/product/attendance.md, "Leave, overtime, 补卡 and
 * trips", "Balances"). Grants (positive entries) are valid from a day until a day; spends (negative
 * entries) fall on a day. Each spend takes from the grants valid on its day, the one ending first
 * first (年假 carried over before this year's). What they do not cover of a recorded spend is an
 * overdraw, repaid by later grants; a spend being asked for may only use grants valid on its day. A
 * grant's unspent rest lapses with it. A cancellation reverses its entry exactly (the pair drops
 * out). Pure and exact (decimal.js).
 */

export interface LedgerEntry {
  id: number;
  amount: string;
  kind: string;
  validFrom: string;
  validUntil: string | null;
  refKind: string | null;
  refId: number | null;
}

/** A spend not in the ledger yet: an asked request, or the one being checked. */
export interface PlannedSpend {
  amount: string;
  day: string;
}

interface Grant {
  id: number;
  amount: Decimal;
  left: Decimal;
  /** Taken to repay an overdraw from before the grant began. */
  repaid: Decimal;
  validFrom: string;
  validUntil: string | null;
}

interface Spend {
  order: number;
  amount: Decimal;
  day: string;
  /** A recorded spend may overdraw and be repaid by later grants; an asked one may not. */
  recorded: boolean;
}

const ZERO = new Decimal(0);
const FAR = '9999-12-31';
/** "Expiring soon" looks this many days ahead. */
export const EXPIRY_WINDOW_DAYS = 90;

/** An amount as people read it: at most two decimals, no trailing zeros ("2.5", "-1", "0"). */
export const formatAmount = (value: Decimal.Value) => {
  const fixed = new Decimal(value).toDecimalPlaces(2).toFixed();
  return fixed === '-0' ? '0' : fixed;
};

/** The entries without cancelled pairs: a `cancel` entry and the entry of the same record it reverses. */
export function netOfCancellations(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const cancelled = new Set(
    entries.filter((e) => e.kind === 'cancel' && e.refId !== null).map((e) => `${e.refKind}:${e.refId}`),
  );
  return entries.filter((e) => e.refId === null || !cancelled.has(`${e.refKind}:${e.refId}`));
}

const validOn = (grant: Pick<Grant, 'validFrom' | 'validUntil'>, day: string) =>
  grant.validFrom <= day && (grant.validUntil === null || day <= grant.validUntil);

/** Takes `spend` from the grants, valid ones ending first first, then later ones; answers what is left uncovered. */
function take(grants: Grant[], spend: Spend): Decimal {
  const valid = grants
    .filter((g) => g.left.gt(0) && validOn(g, spend.day))
    .sort(
      (a, b) =>
        (a.validUntil ?? FAR).localeCompare(b.validUntil ?? FAR) ||
        a.validFrom.localeCompare(b.validFrom) ||
        a.id - b.id,
    );
  const later = spend.recorded
    ? grants
        .filter((g) => g.left.gt(0) && g.validFrom > spend.day)
        .sort((a, b) => a.validFrom.localeCompare(b.validFrom) || a.id - b.id)
    : [];
  let need = spend.amount;
  for (const grant of [...valid, ...later]) {
    if (need.lte(0)) break;
    const taken = Decimal.min(grant.left, need);
    grant.left = grant.left.minus(taken);
    if (grant.validFrom > spend.day) grant.repaid = grant.repaid.plus(taken);
    need = need.minus(taken);
  }
  return need;
}

/** Grants with what is left of them after every spend, and the total no grant covered. */
export function allocate(entries: readonly LedgerEntry[], planned: readonly PlannedSpend[] = []) {
  const net = netOfCancellations(entries);
  const grants: Grant[] = net
    .filter((e) => new Decimal(e.amount).gt(0))
    .map((e) => ({
      id: e.id,
      amount: new Decimal(e.amount),
      left: new Decimal(e.amount),
      repaid: ZERO,
      validFrom: e.validFrom,
      validUntil: e.validUntil,
    }));
  const spends: Spend[] = [
    ...net
      .filter((e) => new Decimal(e.amount).lt(0))
      .map((e) => ({
        order: e.id,
        amount: new Decimal(e.amount).neg(),
        day: e.validFrom,
        recorded: true,
      })),
    // Planned spends come after the ledger's on their day, in the order given.
    ...planned.map((p, i) => ({
      order: Number.MAX_SAFE_INTEGER - planned.length + i,
      amount: new Decimal(p.amount),
      day: p.day,
      recorded: false,
    })),
  ].sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order);
  let uncovered = ZERO;
  for (const spend of spends) uncovered = uncovered.plus(take(grants, spend));
  return { grants, uncovered };
}

export interface BalanceFigures {
  granted: string;
  used: string;
  remaining: string;
  expiring: { until: string; amount: string } | null;
}

/**
 * A balance on `day`: grants valid then, what was spent of them, what is left, and what lapses soon.
 * An overdraw that a grant beginning after `day` repays still shows as one on `day`.
 */
export function balanceOn(entries: readonly LedgerEntry[], day: string): BalanceFigures {
  const { grants, uncovered } = allocate(entries);
  const valid = grants.filter((g) => validOn(g, day));
  const granted = valid.reduce((sum, g) => sum.plus(g.amount), ZERO);
  const left = valid.reduce((sum, g) => sum.plus(g.left), ZERO);
  const owed = grants.filter((g) => g.validFrom > day).reduce((sum, g) => sum.plus(g.repaid), uncovered);
  const horizon = addDays(day, EXPIRY_WINDOW_DAYS);
  const lapsing = valid
    .filter((g) => g.left.gt(0) && g.validUntil !== null && g.validUntil <= horizon)
    .sort((a, b) => a.validUntil!.localeCompare(b.validUntil!));
  const first = lapsing[0]?.validUntil;
  return {
    granted: formatAmount(granted),
    used: formatAmount(granted.minus(left)),
    remaining: formatAmount(left.minus(owed)),
    expiring: first
      ? {
          until: first,
          amount: formatAmount(
            lapsing.filter((g) => g.validUntil === first).reduce((sum, g) => sum.plus(g.left), ZERO),
          ),
        }
      : null,
  };
}

/**
 * How much of `spend` no grant would cover after the ledger and the `pending` spends: zero when the
 * balance allows it. Compares overdraws with and without it, so an old overdraw refuses any new spend.
 */
export function shortfall(
  entries: readonly LedgerEntry[],
  pending: readonly PlannedSpend[],
  spend: PlannedSpend,
): Decimal {
  const before = allocate(entries, pending).uncovered;
  const after = allocate(entries, [...pending, spend]).uncovered;
  return after.minus(before);
}

/** What the approved spends of types without a balance add up to in a calendar year. */
export function spentInYear(entries: readonly LedgerEntry[], year: number): string {
  const prefix = `${year}-`;
  return formatAmount(
    netOfCancellations(entries)
      .filter((e) => e.validFrom.startsWith(prefix) && new Decimal(e.amount).lt(0))
      .reduce((sum, e) => sum.minus(e.amount), ZERO),
  );
}
