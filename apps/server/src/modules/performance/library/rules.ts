import type { CompetencyLevel, IndicatorKind, ScoringRule } from '@renli/contracts';
import { badRequest } from '../../../core/http/errors.ts';
import { PerfDecimal } from '../engine/score.ts';

// What makes an indicator sound (docs/product/performance.md, "Indicator library"): a KPI rule the
// engine can score, an OKR with key results, a competency with at least two levels a reviewer can
// tell apart. Pure: the first problem is thrown as a 400 with a Chinese message key.

/** A linear rule's cap: at least 100 % of the target, at most 1000 %. */
const CAP_MAX = 1000;
/**
 * Competency levels are scored on 100 points (卓越 100 / 良好 80 …): the library does not know the
 * scale of the template that will use them, and a 100-point level reads as a percentage of any scale.
 */
const LEVEL_SCORE_MAX = 100;

/** Throws the first reason `rule` cannot score (positive target, cap ≥ 100, distinct steps…). */
export function checkRule(rule: ScoringRule): void {
  if (rule.kind === 'manual') return;
  if (rule.kind === 'linear') {
    const target = new PerfDecimal(rule.target);
    // Lower-is-better may aim at 0 (0 accidents: an actual of 0 reaches the cap); higher needs > 0.
    if (rule.direction === 'higher' ? target.lte(0) : target.lt(0))
      throw badRequest(
        rule.direction === 'higher'
          ? 'performance.library.rule.targetPositive'
          : 'performance.library.rule.targetNegative',
      );
    const cap = new PerfDecimal(rule.cap);
    if (cap.lt(100) || cap.gt(CAP_MAX))
      throw badRequest('performance.library.rule.capRange', { max: CAP_MAX });
    if (new PerfDecimal(rule.threshold).gt(cap))
      throw badRequest('performance.library.rule.thresholdOverCap');
    return;
  }
  const seen = new Set<string>();
  rule.steps.forEach((step, index) => {
    const from = new PerfDecimal(step.from).toString();
    if (seen.has(from)) throw badRequest('performance.library.rule.stepTwice', { from: step.from });
    seen.add(from);
    if (new PerfDecimal(step.score).lt(0))
      throw badRequest('performance.library.rule.stepScoreNegative', { index: index + 1 });
  });
}

/** Throws the first reason a competency's levels do not work: fewer than 2, a name twice, a score off 0–100. */
export function checkLevels(levels: readonly CompetencyLevel[]): void {
  if (levels.length < 2) throw badRequest('performance.library.levels.tooFew');
  const names = new Set<string>();
  for (const level of levels) {
    if (names.has(level.name)) throw badRequest('performance.library.levels.nameTwice', { name: level.name });
    names.add(level.name);
    const score = new PerfDecimal(level.score);
    if (score.lt(0) || score.gt(LEVEL_SCORE_MAX))
      throw badRequest('performance.library.levels.scoreRange', { name: level.name, max: LEVEL_SCORE_MAX });
  }
}

/** What an indicator of `kind` keeps: its rule (KPI), key results (OKR) or levels (competency). */
export interface IndicatorContent {
  rule: ScoringRule;
  keyResults: string[];
  levels: CompetencyLevel[];
}

/**
 * The parts of an indicator its kind uses, checked; the others emptied, so a KPI turned competency
 * does not keep a stale rule.
 */
export function indicatorContent(kind: IndicatorKind, input: IndicatorContent): IndicatorContent {
  if (kind === 'kpi') {
    checkRule(input.rule);
    return { rule: input.rule, keyResults: [], levels: [] };
  }
  if (kind === 'okr') {
    if (input.keyResults.length === 0) throw badRequest('performance.library.okr.noKeyResults');
    return { rule: { kind: 'manual' }, keyResults: input.keyResults, levels: [] };
  }
  checkLevels(input.levels);
  return { rule: { kind: 'manual' }, keyResults: [], levels: input.levels };
}
