import type { ReviewedChanges } from '@renli/contracts';
import type { FieldProblem } from '../../core/resources/define.ts';
import { identityChange } from './archive-identity.ts';

/** A reviewed value as stored: text trimmed (an identity number upper-cased), blank as null. */
function normal(field: keyof ReviewedChanges, value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  const text = value.trim();
  return text === '' ? null : field === 'idNumber' ? text.toUpperCase() : text;
}

/** The requested values that differ from the archive's, as they would be stored. */
export function reviewedDifference(changes: ReviewedChanges, current: ReviewedChanges): ReviewedChanges {
  const differing: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes) as [keyof ReviewedChanges, unknown][]) {
    if (value === undefined) continue;
    const wanted = normal(field, value);
    if (wanted !== normal(field, current[field])) differing[field] = wanted;
  }
  return differing as ReviewedChanges;
}

/**
 * What an employee's request to change reviewed fields asks for (docs/product/staff.md, "Archives
 * (员工档案) and my record"): only values that differ from the archive, under the identity rules
 * (a new identity number brings its birth date and sex); refused when it names nothing or nothing
 * new.
 */
export function reviewRequest(
  changes: ReviewedChanges,
  current: ReviewedChanges,
  today: string,
): { changes: ReviewedChanges; refusal: 'empty' | 'unchanged' | null; problems: FieldProblem[] } {
  const named = Object.values(changes).some((value) => value !== undefined);
  const wanted = reviewedDifference(changes, current);
  if (!named || Object.keys(wanted).length === 0)
    return { changes: {}, refusal: named ? 'unchanged' : 'empty', problems: [] };
  const identity = identityChange(wanted, current.idNumber ?? null, today);
  return {
    changes: reviewedDifference({ ...wanted, ...identity.columns }, current),
    refusal: null,
    problems: identity.problems,
  };
}
