import type { DistributionLimit, RaterRelation } from '@renli/contracts';
import Decimal from 'decimal.js';
import { PerfDecimal } from './score.ts';

// Forced distribution and the 360 anonymity threshold (docs/product/performance.md, "Calibration",
// "360"): pure rules the calibration screen, the server's checks and the analysis share.

export interface LimitCheck {
  grade: string;
  count: number;
  /** At most this many may have the grade (round half-up of n × max %), when limited. */
  allowedMax: number | null;
  /** At least this many must have it (round half-up of n × min %), when limited. */
  requiredMin: number | null;
  ok: boolean;
}

const countFor = (people: number, percent: string) =>
  new PerfDecimal(people).times(percent).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/** Checks one group's grades against the limits; the group is fine when every check is ok. */
export function checkDistribution(
  limits: readonly DistributionLimit[],
  grades: readonly string[],
): LimitCheck[] {
  const people = grades.length;
  return limits.map((limit) => {
    const count = grades.filter((g) => g === limit.grade).length;
    const allowedMax = limit.max === undefined ? null : countFor(people, limit.max);
    const requiredMin = limit.min === undefined ? null : countFor(people, limit.min);
    const ok = (allowedMax === null || count <= allowedMax) && (requiredMin === null || count >= requiredMin);
    return { grade: limit.grade, count, allowedMax, requiredMin, ok };
  });
}

export interface RelationResult {
  relation: RaterRelation | 'others';
  /** Submissions in the group. */
  count: number;
  /** Mean score, or null when the group is hidden (fewer than the threshold). */
  mean: Decimal | null;
}

export interface Aggregate360 {
  /** Mean over every submission, or null with fewer than the threshold in all. */
  overall: Decimal | null;
  groups: RelationResult[];
}

/**
 * 360 results by relation: a relation with fewer submissions than `threshold` is not shown on its
 * own; such small relations are pooled as "others", shown when the pool reaches the threshold, and
 * hidden otherwise. Each submission counts once (the mean of its answers).
 */
export function aggregate360(
  submissions: readonly { relation: RaterRelation; score: Decimal.Value }[],
  threshold: number,
): Aggregate360 {
  const mean = (rows: readonly { score: Decimal.Value }[]) =>
    rows.reduce((sum, r) => sum.plus(r.score), new PerfDecimal(0)).div(rows.length);
  const byRelation = new Map<RaterRelation, { score: Decimal.Value }[]>();
  for (const s of submissions) byRelation.set(s.relation, [...(byRelation.get(s.relation) ?? []), s]);
  const groups: RelationResult[] = [];
  const pooled: { score: Decimal.Value }[] = [];
  for (const [relation, rows] of byRelation) {
    if (rows.length >= threshold) groups.push({ relation, count: rows.length, mean: mean(rows) });
    else pooled.push(...rows);
  }
  if (pooled.length > 0)
    groups.push({
      relation: 'others',
      count: pooled.length,
      mean: pooled.length >= threshold ? mean(pooled) : null,
    });
  return {
    overall: submissions.length >= threshold ? mean(submissions) : null,
    groups,
  };
}
