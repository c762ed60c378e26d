import type { CompetencyLevel, TemplateConfig } from '@renli/contracts';
import type { SheetReviewer } from '../cycles/schema.ts';
import { PerfDecimal } from '../engine/score.ts';

// How a sheet moves through its reviewer levels (docs/product/performance.md, "Appraisal"): the
// self level belongs to self review; the other levels score in order, a level that resolved to
// nobody is skipped (its weight drops out in the engine); after the last level the engine totals.

/** The index of the first level at or after `from` that reviewers (not the employee) score, or null. */
export function nextReviewLevel(reviewers: readonly SheetReviewer[], from: number): number | null {
  for (let i = Math.max(from, 0); i < reviewers.length; i += 1) {
    const level = reviewers[i]!;
    if (level.relation !== 'self' && level.userIds.length > 0) return i;
  }
  return null;
}

/** The index of the self level, or null when the template has none. */
export const selfLevelOf = (reviewers: readonly SheetReviewer[]): number | null => {
  const index = reviewers.findIndex((level) => level.relation === 'self');
  return index < 0 ? null : index;
};

/**
 * The levels `userId` scores at now: the current level and, when they also review the levels that
 * follow it directly, those too (a manager who is also the skip-level head acts in both).
 */
export function levelsActing(reviewers: readonly SheetReviewer[], current: number, userId: number): number[] {
  const acting: number[] = [];
  let level: number | null = current;
  while (level !== null && reviewers[level]?.userIds.includes(userId)) {
    acting.push(level);
    level = nextReviewLevel(reviewers, level + 1);
  }
  return acting;
}

/**
 * Whether `score` may be given to an item: a competency with levels takes one of its levels' scores,
 * anything else 0 to the scale's maximum.
 */
export function scoreAllowed(score: string, max: string, levels: readonly CompetencyLevel[]): boolean {
  const value = new PerfDecimal(score);
  if (levels.length > 0) return levels.some((level) => value.equals(level.score));
  return value.gte(0) && value.lte(max);
}

/** The grades of a cycle, best first (bands by descending minimum). */
export const gradesOf = (config: Pick<TemplateConfig, 'bands'>): string[] =>
  [...config.bands].sort((a, b) => new PerfDecimal(b.min).comparedTo(a.min)).map((band) => band.grade);
