import {
  type AnalysisBody,
  CYCLE_STATUS,
  type EvaluationsAnalysis,
  type IndicatorsAnalysis,
  RATER_STATUS,
  type ResultsAnalysis,
  SHEET_STATUS,
  type TargetsAnalysis,
} from '@renli/contracts';
import { and, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { perfItemScores } from '../cycles/schema.ts';
import { checkDistribution } from '../engine/distribution.ts';
import { PerfDecimal, scoreText, weightsComplete } from '../engine/score.ts';
import { perfRaters } from '../review360/schema.ts';
import { histogramOf, meanText, nineBoxOf, percentText, performanceBandOf } from './figures.ts';
import { type AnalysedSheet, cycleOf, itemsOf, launchedCycles, sheetsOf } from './sheets.ts';

// The four tabs of result analysis (docs/product/performance.md, "Result analysis").

const TREND_CYCLES = 6;
const TOP_INDICATORS = 20;

/** Groups rows by department name (in the order met), for the per-department tables. */
function byDepartment<T extends { departmentName: string }>(rows: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.departmentName, [...(groups.get(row.departmentName) ?? []), row]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b, 'zh-CN'));
}

async function scope(db: DbOrTx, actor: CompanyActor, body: AnalysisBody) {
  const cycle = await cycleOf(db, actor, body.cycleId);
  const sheets = await sheetsOf(db, actor, [cycle.id], body.departmentId);
  return { cycle, sheets };
}

/** mb: targets set, approved, weights complete and the mean check-in progress. */
export async function targetsAnalysis(
  db: DbOrTx,
  actor: CompanyActor,
  body: AnalysisBody,
): Promise<TargetsAnalysis> {
  const { cycle, sheets } = await scope(db, actor, body);
  const items = (
    await itemsOf(
      db,
      sheets.map((s) => s.sheet.id),
    )
  ).filter((i) => i.sectionKind !== 'review360');
  const sections = cycle.config?.sections ?? [];
  const facts = sheets.map((s) => {
    const own = items.filter((i) => i.sheetId === s.sheet.id);
    const complete = sections.every(
      (section, index) =>
        section.kind === 'review360' ||
        weightsComplete(own.filter((i) => i.section === index).map((i) => i.weight)),
    );
    return {
      departmentName: s.departmentName,
      withTargets: own.length > 0,
      approved: s.sheet.status >= SHEET_STATUS.executing,
      complete: own.length > 0 && complete,
      progress: own.map((i) => i.progress),
    };
  });
  const count = (rows: typeof facts, test: (f: (typeof facts)[number]) => boolean) =>
    rows.filter(test).length;
  const progress = (rows: typeof facts) => meanText(rows.flatMap((f) => f.progress)) ?? '0.00';
  return {
    sheets: facts.length,
    withTargets: count(facts, (f) => f.withTargets),
    approved: count(facts, (f) => f.approved),
    weightsComplete: count(facts, (f) => f.complete),
    meanProgress: progress(facts),
    departments: byDepartment(facts).map(([departmentName, rows]) => ({
      departmentName,
      sheets: rows.length,
      withTargets: count(rows, (f) => f.withTargets),
      approved: count(rows, (f) => f.approved),
      meanProgress: progress(rows),
    })),
  };
}

/** Achievement of a linear KPI with an actual, percent (actual ÷ target, or target ÷ actual when lower is better). */
function achievementOf(item: Awaited<ReturnType<typeof itemsOf>>[number]) {
  if (item.rule.kind !== 'linear' || item.actual === null) return null;
  const actual = new PerfDecimal(item.actual);
  const target = new PerfDecimal(item.rule.target);
  if (item.rule.direction === 'higher') return target.isZero() ? null : actual.div(target).times(100);
  return actual.lte(0) ? null : target.div(actual).times(100);
}

/** zb: the most used indicators (by library indicator, else by name) with mean score and achievement. */
export async function indicatorsAnalysis(
  db: DbOrTx,
  actor: CompanyActor,
  body: AnalysisBody,
): Promise<IndicatorsAnalysis> {
  const { sheets } = await scope(db, actor, body);
  const items = (
    await itemsOf(
      db,
      sheets.map((s) => s.sheet.id),
    )
  ).filter((i) => i.sectionKind !== 'review360');
  const groups = new Map<string, typeof items>();
  for (const item of items) {
    const key = item.indicatorId === null ? `${item.sectionKind}:${item.name}` : `#${item.indicatorId}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const list = [...groups.values()].map((rows) => {
    const achievements = rows.flatMap((r) => {
      const a = achievementOf(r);
      return a === null ? [] : [a];
    });
    return {
      name: rows[0]!.name,
      kind: rows[0]!.sectionKind,
      uses: new Set(rows.map((r) => r.sheetId)).size,
      meanScore: meanText(rows.flatMap((r) => (r.score === null ? [] : [r.score]))),
      meanAchievement: meanText(achievements),
    };
  });
  list.sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name, 'zh-CN'));
  return { list: list.slice(0, TOP_INDICATORS) };
}

/** pj: self review and each reviewer level done, and the 360 response rate. */
export async function evaluationsAnalysis(
  db: DbOrTx,
  actor: CompanyActor,
  body: AnalysisBody,
): Promise<EvaluationsAnalysis> {
  const { cycle, sheets } = await scope(db, actor, body);
  const ids = sheets.map((s) => s.sheet.id);
  const [scored, raters] = ids.length
    ? await Promise.all([
        db
          .selectDistinct({ sheetId: perfItemScores.sheetId, level: perfItemScores.level })
          .from(perfItemScores)
          .where(inArray(perfItemScores.sheetId, ids)),
        db
          .select({ status: perfRaters.status })
          .from(perfRaters)
          .where(
            and(
              inArray(perfRaters.sheetId, ids),
              inArray(perfRaters.status, [RATER_STATUS.pending, RATER_STATUS.submitted]),
            ),
          ),
      ])
    : [[], []];
  const selfDone = (s: AnalysedSheet) => s.sheet.status >= SHEET_STATUS.reviewing;
  // A level is done on a sheet once someone scored at it, or the sheet went past scoring.
  const levelDone = (s: AnalysedSheet, level: number) =>
    s.sheet.status >= SHEET_STATUS.calibrating ||
    scored.some((x) => x.sheetId === s.sheet.id && x.level === level);
  const levels = (cycle.config?.reviewers ?? []).map((r, level) => ({
    level,
    relation: r.relation,
    done: sheets.filter((s) => (r.relation === 'self' ? selfDone(s) : levelDone(s, level))).length,
  }));
  const submitted = raters.filter((r) => r.status === RATER_STATUS.submitted).length;
  return {
    sheets: sheets.length,
    selfDone: sheets.filter(selfDone).length,
    levels,
    raters: { invited: raters.length, submitted, rate: percentText(submitted, raters.length) },
    departments: byDepartment(sheets).map(([departmentName, rows]) => ({
      departmentName,
      sheets: rows.length,
      selfDone: rows.filter(selfDone).length,
      reviewed: rows.filter((s) => s.sheet.status >= SHEET_STATUS.calibrating).length,
    })),
  };
}

/** The result grade of a sheet: calibrated when set, else the engine's. */
export const resultGrade = (s: AnalysedSheet) => s.sheet.calibratedGrade ?? s.sheet.grade;
const isScored = (s: AnalysedSheet) => s.sheet.totalScore !== null;

/** jg: distribution against the limits, histogram, departments, trend and nine-box. */
export async function resultsAnalysis(
  db: DbOrTx,
  actor: CompanyActor,
  body: AnalysisBody,
): Promise<ResultsAnalysis> {
  const { cycle, sheets } = await scope(db, actor, body);
  const scored = sheets.filter(isScored);
  const bands = cycle.config?.bands ?? [];
  const grades = scored.map((s) => resultGrade(s) ?? '');
  const checks = checkDistribution(cycle.config?.distribution?.limits ?? [], grades);
  const distribution = bands.map((band) => {
    const count = grades.filter((g) => g === band.grade).length;
    const check = checks.find((c) => c.grade === band.grade);
    return {
      grade: band.grade,
      count,
      percent: percentText(count, scored.length),
      allowedMax: check?.allowedMax ?? null,
      requiredMin: check?.requiredMin ?? null,
      ok: check?.ok ?? true,
    };
  });
  const archived = (await launchedCycles(db, actor.compId))
    .filter((c) => c.status === CYCLE_STATUS.archived)
    .slice(0, TREND_CYCLES)
    .reverse();
  const history = await sheetsOf(
    db,
    actor,
    archived.map((c) => c.id),
    body.departmentId,
  );
  const trend = archived.map((c) => {
    const own = history.filter((s) => s.sheet.cycleId === c.id && isScored(s));
    const counts: Record<string, number> = {};
    for (const s of own) {
      const grade = resultGrade(s);
      if (grade) counts[grade] = (counts[grade] ?? 0) + 1;
    }
    return { cycleName: c.name, meanScore: meanText(own.map((s) => s.sheet.totalScore!)), grades: counts };
  });
  const people = scored.map((s) => ({
    performance: performanceBandOf(bands, resultGrade(s)),
    potential: s.sheet.potential,
  }));
  return {
    sheets: sheets.length,
    scored: scored.length,
    distribution,
    histogram: histogramOf(scored.map((s) => s.sheet.totalScore!)),
    departments: byDepartment(scored).map(([departmentName, rows]) => ({
      departmentName,
      count: rows.length,
      meanScore: meanText(rows.map((s) => s.sheet.totalScore!)) ?? scoreText(0),
    })),
    trend,
    nineBox: nineBoxOf(people),
    noPotential: people.filter((p) => p.potential === null).length,
  };
}
