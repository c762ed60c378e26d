import type { DayResult, Reason, ReasonKey, ResultItem, ResultKind } from '@renli/contracts';

// The pieces a day result is made of (docs/product/attendance.md, "Daily results").

export const reason = (key: ReasonKey, params: Reason['params'] = {}): Reason => ({ key, params });

export const item = (
  kind: ResultKind,
  minutes: number,
  more: Partial<Pick<ResultItem, 'leaveTypeId' | 'leaveName' | 'dayType'>> = {},
): ResultItem => ({ kind, minutes, leaveTypeId: null, leaveName: null, dayType: null, ...more });

/**
 * Worst first: a day's `status` is the first of these among its items. Outside employment or any
 * group nothing else is judged; then what needs HR's attention (absent, a missing punch, late,
 * early), then why someone was away (leave, trip), then overtime, then the day's kind.
 */
const SEVERITY: readonly ResultKind[] = [
  'notEmployed',
  'noGroup',
  'absent',
  'missingIn',
  'missingOut',
  'seriousLate',
  'late',
  'early',
  'leave',
  'trip',
  'overtime',
  'holiday',
  'rest',
  'normal',
];

export const worstOf = (items: readonly ResultItem[]): ResultKind =>
  SEVERITY.find((kind) => items.some((found) => found.kind === kind)) ?? 'normal';

/** A day result as the engine fills it in. */
export type DayDraft = DayResult;

/** Adds a finding and why. */
export function add(draft: DayDraft, found: ResultItem, ...why: Reason[]) {
  draft.items.push(found);
  draft.reasons.push(...why);
}
