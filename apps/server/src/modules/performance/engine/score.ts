import type { GradeBand, ScoringRule, TemplateConfig } from '@renli/contracts';
import Decimal from 'decimal.js';

// The one score engine of performance (docs/product/performance.md, "Scoring"): an item's score from
// its rule or its reviewers, a sheet's total from sections and weights, the grade from the bands.
// Everything is exact (decimal.js); only the results are rounded, half-up to two decimals
// (SCORE_PLACES), so a total never depends on the order items were scored in.

export const PerfDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Value = Decimal.Value;

/** Scores and totals are kept and shown with two decimals, rounded half-up at the end only. */
export const SCORE_PLACES = 2;

/** `value` as the score text the product stores and shows: two decimals, half-up ("87.50"). */
export function scoreText(value: Value): string {
  const rounded = new PerfDecimal(value).toDecimalPlaces(SCORE_PLACES, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? '0.00' : rounded.toFixed(SCORE_PLACES);
}

/** Whether weights (percent strings) sum to exactly 100. */
export function weightsComplete(weights: readonly string[]): boolean {
  return weights.reduce((sum, w) => sum.plus(w), new PerfDecimal(0)).equals(100);
}

/**
 * A KPI's score from its actual value on a scale of `max` points, or null for a manual rule (and for
 * a rule without an actual yet). Linear: achievement = actual ÷ target (higher is better) or
 * target ÷ actual (lower is better; an actual of 0 reaches the cap), 0 under `threshold` percent,
 * at most `cap` percent, score = max × achievement. Stepped: the score of the last step reached.
 */
export function ruleScore(rule: ScoringRule, actual: string | null, max: Value): Decimal | null {
  if (rule.kind === 'manual' || actual === null) return null;
  const value = new PerfDecimal(actual);
  if (rule.kind === 'stepped') {
    const reached = rule.steps.filter((step) =>
      rule.direction === 'higher' ? value.gte(step.from) : value.lte(step.from),
    );
    const best = reached.sort((a, b) =>
      rule.direction === 'higher'
        ? new PerfDecimal(a.from).comparedTo(b.from)
        : new PerfDecimal(b.from).comparedTo(a.from),
    );
    return best.length === 0 ? new PerfDecimal(0) : new PerfDecimal(best[best.length - 1]!.score);
  }
  const target = new PerfDecimal(rule.target);
  const cap = new PerfDecimal(rule.cap).div(100);
  let achievement: Decimal;
  if (rule.direction === 'higher') {
    achievement = target.isZero() ? cap : value.div(target);
  } else {
    achievement = value.lte(0) ? cap : target.div(value);
  }
  if (achievement.times(100).lt(rule.threshold)) return new PerfDecimal(0);
  return PerfDecimal.min(achievement, cap).times(max);
}

/** A reviewer level as the engine needs it: its weight in percent. */
export interface LevelWeight {
  weight: string;
}

/**
 * An item's score from its reviewers: each level's score is the mean of its reviewers' scores; the
 * item's score is the weighted mean over the levels that scored (a level with no reviewer drops out
 * and the others' weights are scaled up). Null while no level has scored.
 */
export function reviewedScore(
  levels: readonly LevelWeight[],
  scores: readonly (readonly string[])[],
): Decimal | null {
  let weighted = new PerfDecimal(0);
  let weights = new PerfDecimal(0);
  levels.forEach((level, i) => {
    const given = scores[i] ?? [];
    if (given.length === 0 || new PerfDecimal(level.weight).isZero()) return;
    const mean = given.reduce((sum, s) => sum.plus(s), new PerfDecimal(0)).div(given.length);
    weighted = weighted.plus(mean.times(level.weight));
    weights = weights.plus(level.weight);
  });
  return weights.isZero() ? null : weighted.div(weights);
}

/** An item of a sheet as the total needs it: its section index, weight in the section and score. */
export interface ScoredItem {
  section: number;
  weight: string;
  score: Value | null;
}

export interface SheetTotal {
  /** Each section's score: Σ item weight × item score ÷ 100 (null when an item has no score yet). */
  sections: (Decimal | null)[];
  /** Σ section weight × section score ÷ 100, or null while any section lacks a score. */
  total: Decimal | null;
}

/**
 * The total of a sheet over the template's sections (a section without items counts as missing). A
 * section listed in `optional` (the 360 section when too few raters answered) that has no score drops
 * out and the other sections' weights scale up, as a reviewer level does.
 */
export function sheetTotal(
  config: Pick<TemplateConfig, 'sections'>,
  items: readonly ScoredItem[],
  optional: readonly number[] = [],
): SheetTotal {
  const sections = config.sections.map((_, index) => {
    const own = items.filter((item) => item.section === index);
    if (own.length === 0 || own.some((item) => item.score === null)) return null;
    return own
      .reduce((sum, item) => sum.plus(new PerfDecimal(item.score!).times(item.weight)), new PerfDecimal(0))
      .div(100);
  });
  const counted = config.sections.flatMap((section, i) =>
    sections[i] === null && optional.includes(i)
      ? []
      : [{ weight: section.weight, score: sections[i] ?? null }],
  );
  const weights = counted.reduce((sum, s) => sum.plus(s.weight), new PerfDecimal(0));
  const total =
    counted.some((s) => s.score === null) || weights.isZero()
      ? null
      : counted.reduce((sum, s) => sum.plus(s.score!.times(s.weight)), new PerfDecimal(0)).div(weights);
  return { sections, total };
}

/** The band of a total (compared after rounding, as shown): the highest `min` at or under it. */
export function gradeOf(bands: readonly GradeBand[], total: Value): GradeBand | null {
  const shown = new PerfDecimal(scoreText(total));
  const reached = bands.filter((band) => shown.gte(band.min));
  if (reached.length === 0) return null;
  return reached.reduce((best, band) => (new PerfDecimal(band.min).gt(best.min) ? band : best));
}
