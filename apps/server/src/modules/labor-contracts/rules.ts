import {
  LABOR_CONTRACT_EXPIRY_WINDOWS,
  type LaborContractPhase,
  LaborContractSignKind,
  LaborContractStatus,
  LaborContractType,
} from '@renli/contracts';
import { addDays, addMonths, daysBetween, lastsMonths } from './contract-dates.ts';

// The rules of the Labour Contract Law a contract is checked against (docs/product/labor-contracts.md,
// "Rules"), as pure functions of the employment's contracts; validate.ts reads those and applies them.

/** A contract as the rules see it. `id` is absent for one not saved yet. */
export interface ContractTerm {
  id?: number;
  contractNo?: string;
  contractType: number;
  signKind: number;
  startDate: string;
  endDate: string | null;
  probationMonths: number;
  status: number;
  terminatedOn: string | null;
}

/** Which sentence of art. 19 limits the probation. */
export type ProbationRule = 'task' | 'underThreeMonths' | 'underOneYear' | 'underThreeYears' | 'longTerm';

/**
 * Art. 19: no probation for a task contract or a term under three months; at most one month for
 * three months to under a year, two for one to under three years, six for three years or more and
 * for open-ended contracts. Null while a fixed term has no end date to measure.
 */
export function probationLimit(
  contract: Pick<ContractTerm, 'contractType' | 'startDate' | 'endDate'>,
): { maxMonths: number; rule: ProbationRule } | null {
  if (contract.contractType === LaborContractType.TASK) return { maxMonths: 0, rule: 'task' };
  if (contract.contractType === LaborContractType.OPEN_ENDED) return { maxMonths: 6, rule: 'longTerm' };
  const { startDate, endDate } = contract;
  if (!endDate || endDate <= startDate) return null;
  if (!lastsMonths(startDate, endDate, 3)) return { maxMonths: 0, rule: 'underThreeMonths' };
  if (!lastsMonths(startDate, endDate, 12)) return { maxMonths: 1, rule: 'underOneYear' };
  if (!lastsMonths(startDate, endDate, 36)) return { maxMonths: 2, rule: 'underThreeYears' };
  return { maxMonths: 6, rule: 'longTerm' };
}

const byStart = (a: ContractTerm, b: ContractTerm) =>
  a.startDate.localeCompare(b.startDate) ||
  (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);

/**
 * The contract's place among the employment's consecutive fixed-term contracts, itself included
 * (art. 14): 0 when it is not fixed-term. Counting goes back through the fixed-term contracts that
 * start before it and stops at the first of another type. A 变更 (change) amends the contract before
 * it rather than concluding a new one, so it does not count: a change after two fixed terms is
 * still the second.
 */
export function signingSeq(contract: ContractTerm, others: readonly ContractTerm[]): number {
  if (contract.contractType !== LaborContractType.FIXED) return 0;
  const concludes = (c: ContractTerm) => (c.signKind === LaborContractSignKind.CHANGE ? 0 : 1);
  const earlier = others.filter((other) => byStart(other, contract) < 0).sort(byStart);
  let seq = concludes(contract);
  for (let i = earlier.length - 1; i >= 0 && earlier[i]!.contractType === LaborContractType.FIXED; i--)
    seq += concludes(earlier[i]!);
  return Math.max(seq, 1);
}

/** The last day a contract binds: the termination day once terminated; null when open-ended. */
export const lastDayOf = (c: ContractTerm) =>
  c.status === LaborContractStatus.TERMINATED && c.terminatedOn ? c.terminatedOn : c.endDate;

/** The first of `others` whose days (start to last day, both included) share a day with the contract's. */
export function overlapping(
  contract: ContractTerm,
  others: readonly ContractTerm[],
): ContractTerm | undefined {
  const end = lastDayOf(contract);
  return [...others].sort(byStart).find((other) => {
    const otherEnd = lastDayOf(other);
    return (end === null || other.startDate <= end) && (otherEnd === null || contract.startDate <= otherEnd);
  });
}

/** Art. 19 para. 2: one employer agrees a probation with one worker once; the contract that already did. */
export const earlierProbation = (contract: ContractTerm, others: readonly ContractTerm[]) =>
  contract.probationMonths > 0 ? others.find((other) => other.probationMonths > 0) : undefined;

/** What art. 14 says HR should know before concluding this contract (saving stays allowed). */
export type Art14Warning = 'thirdFixedTerm' | 'tenYearsService';

/**
 * Art. 14: concluding a fixed-term contract after two consecutive ones, or after ten years of
 * continuous service, the worker may ask for an open-ended one instead. `serviceStart` is the
 * employment's first day (the earlier of the entry date and the first contract's start).
 */
export function art14Warnings(
  contract: ContractTerm,
  seq: number,
  serviceStart: string | null,
): Art14Warning[] {
  if (contract.contractType !== LaborContractType.FIXED) return [];
  if (contract.signKind === LaborContractSignKind.CHANGE) return [];
  const warnings: Art14Warning[] = [];
  if (seq >= 3) warnings.push('thirdFixedTerm');
  if (serviceStart && addMonths(serviceStart, 120) <= contract.startDate) warnings.push('tenYearsService');
  return warnings;
}

/** The employment's first day: the earlier of the entry date and its first contract's start. */
export function serviceStartOf(entryDate: string | null, contracts: readonly ContractTerm[]): string | null {
  const days = [entryDate, ...contracts.map((c) => c.startDate)].filter((d): d is string => Boolean(d));
  return days.length === 0 ? null : days.sort()[0]!;
}

/** The list's status: an active contract past its end date shows as expired. */
export function phaseOf(status: number, endDate: string | null, today: string): LaborContractPhase {
  if (status === LaborContractStatus.TERMINATED) return 'terminated';
  if (status === LaborContractStatus.RENEWED) return 'renewed';
  return endDate !== null && endDate < today ? 'expired' : 'effective';
}

/**
 * Which expiry reminder is due for a contract ending in `daysLeft` days (0: today), given the windows
 * already announced for its end date: the narrowest window it is in, unless that one or a narrower
 * one was sent (a contract first seen 20 days ahead gets the 30-day reminder only).
 */
export function dueReminder(daysLeft: number, sent: readonly number[]): number | null {
  if (daysLeft < 0) return null;
  const window = LABOR_CONTRACT_EXPIRY_WINDOWS.find((days) => daysLeft <= days);
  if (window === undefined || sent.some((days) => days <= window)) return null;
  return window;
}

/** Days from today to the end date, for the reminder's text and `dueReminder`. */
export const daysLeft = (endDate: string, today: string) => daysBetween(today, endDate);

/** The first day of the contract that renews `endDate`'s: the day after it. */
export const renewalStart = (endDate: string) => addDays(endDate, 1);
