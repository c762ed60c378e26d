import { CYCLE_STATUS, SHEET_STATUS, STANDARD_TEMPLATE, type TemplateConfig } from '@renli/contracts';
import type { Tx } from '../../../db/client.ts';
import { currentStaffIdsOf, staffCardsOf } from '../../staff/cards.ts';
import { perfCycles, perfSheetItems, perfSheets } from '../cycles/schema.ts';
import { gradeOf, sheetTotal } from '../engine/score.ts';
import type { DemoPerfLibrary } from '../library/demo.ts';
import { seedDemo360Answers } from '../review360/demo.ts';

// The demo company's two archived quarters (docs/product/performance.md, "Result analysis"), so the
// analysis has history and salary's 绩效系数 applies. Totals come from the engine over two items per
// sheet (KPI 70 %, competency 30 %), spread S 1–2, A 5, B 8–9, C 2, D 1 over the 18 people
// of each cycle; the second quarter has a 360 review answered by five colleagues each.

/** The history's configuration: the standard template scored by self 20 % and manager 80 %. */
const HISTORY_TEMPLATE: TemplateConfig = {
  ...STANDARD_TEMPLATE,
  reviewers: [
    { relation: 'self', weight: '20', userIds: [] },
    { relation: 'manager', weight: '80', userIds: [] },
  ],
  distribution: {
    scope: 'cycle',
    limits: [
      { grade: 'S', max: '10' },
      { grade: 'D', min: '5' },
    ],
  },
};

/** The second quarter adds a 360 review: KPI 60 %, competencies 20 %, 360 20 %. */
const WITH_360: TemplateConfig = {
  ...HISTORY_TEMPLATE,
  sections: [
    { kind: 'kpi', name: '业绩指标', weight: '60' },
    { kind: 'competency', name: '能力素质', weight: '20' },
    { kind: 'review360', name: '360 评估', weight: '20' },
  ],
};

/** The workbench and payslip specs' people keep a clean slate. */
const LEFT_OUT = new Set(['郭佳怡', '林志远']);

/** Each cycle's totals, best first; the KPI scores total + 3 and the competency total − 7 (0.7 × 3 = 0.3 × 7). */
const CYCLES = [
  {
    name: '2026年第一季度绩效考核',
    periodStart: '2026-01-01',
    periodEnd: '2026-03-31',
    totals: [92.5, 86, 84, 83, 81.5, 80.5, 78, 77.5, 76.5, 75, 74, 73, 72, 71.5, 70.5, 65, 62, 55],
    shift: 0,
    config: HISTORY_TEMPLATE,
  },
  {
    name: '2026年第二季度绩效考核',
    periodStart: '2026-04-01',
    periodEnd: '2026-06-30',
    totals: [94, 90.5, 87, 85, 84, 82.5, 80.5, 78.5, 77, 76, 74.5, 73, 72, 71, 70.5, 66, 61.5, 52],
    shift: 5,
    config: WITH_360,
  },
];
const POTENTIALS = [3, 2, 2, 1, 3, 2, 1, 2, 3, 2, 2, 1, 2, 3, 1, 2, 1, 2];

export async function seedDemoPerfHistory(tx: Tx, compId: number, library: DemoPerfLibrary): Promise<void> {
  // The cycles keep their own copies of the configuration (as launch does), so the history's scores
  // do not depend on how the library part shaped its templates.
  const templateId = library.generalTemplateId;
  const cards = await staffCardsOf(tx, compId, await currentStaffIdsOf(tx, compId));
  const staff = [...cards.values()].filter((c) => !LEFT_OUT.has(c.staffName));
  for (const [cycleIndex, plan] of CYCLES.entries()) {
    const [cycle] = await tx
      .insert(perfCycles)
      .values({
        compId,
        name: plan.name,
        period: 'quarter',
        periodStart: plan.periodStart,
        periodEnd: plan.periodEnd,
        templateId,
        config: plan.config,
        scope: {
          departmentIds: [],
          positionIds: [],
          staffIds: [],
          excludeStaffIds: [],
          employeeTypes: [1, 2],
        },
        status: CYCLE_STATUS.archived,
        stage: 'archived',
        launchedAt: new Date(`${plan.periodStart}T01:00:00Z`),
        archivedAt: new Date(`${plan.periodEnd}T10:00:00Z`),
      })
      .returning({ id: perfCycles.id });
    const with360 = plan.config.sections.some((section) => section.kind === 'review360');
    for (const [i, card] of staff.entries()) {
      const total = plan.totals[(i + plan.shift) % plan.totals.length]!;
      // KPI total + 3, competency total − 7 and 360 total − 2: 0.7 × 3 = 0.3 × 7, and
      // 0.6 × 3 = 0.2 × 7 + 0.2 × 2, so the engine's total is the planned one.
      const items = [
        { section: 0, sectionKind: 'kpi' as const, name: '核心业务目标达成', score: String(total + 3) },
        { section: 1, sectionKind: 'competency' as const, name: '团队协作', score: String(total - 7) },
        ...(with360
          ? [
              {
                section: 2,
                sectionKind: 'review360' as const,
                name: '360 综合评价',
                score: String(total - 2),
              },
            ]
          : []),
      ];
      const sum = sheetTotal(
        plan.config,
        items.map((item) => ({ section: item.section, weight: '100', score: item.score })),
      ).total!;
      const grade = gradeOf(plan.config.bands, sum)?.grade ?? null;
      // A few calibrations: the second quarter lifts one B to A and lowers one A to B.
      const calibratedGrade = cycleIndex === 1 && i === 16 ? 'B' : cycleIndex === 1 && i === 7 ? 'A' : null;
      const [sheet] = await tx
        .insert(perfSheets)
        .values({
          compId,
          cycleId: cycle!.id,
          staffId: card.staffId,
          userId: card.userId,
          departmentId: card.deptId,
          status: SHEET_STATUS.archived,
          totalScore: sum.toFixed(2),
          grade,
          calibratedGrade,
          calibrationNote: calibratedGrade ? '部门校准会讨论后调整' : null,
          potential: POTENTIALS[(i + cycleIndex) % POTENTIALS.length]!,
          confirmedAt: new Date(`${plan.periodEnd}T08:00:00Z`),
        })
        .returning({ id: perfSheets.id });
      const written = await tx
        .insert(perfSheetItems)
        .values(
          items.map((item, sort) => ({
            ...item,
            compId,
            sheetId: sheet!.id,
            weight: '100',
            progress: 100,
            sort,
          })),
        )
        .returning({ id: perfSheetItems.id, sectionKind: perfSheetItems.sectionKind });
      const item360 = written.find((item) => item.sectionKind === 'review360');
      if (item360) {
        const raters = [1, 2, 3, 4, 5].map((step) => staff[(i + step) % staff.length]!.userId);
        await seedDemo360Answers(
          tx,
          { compId, sheetId: sheet!.id, itemId: item360.id },
          raters,
          String(total - 2),
        );
      }
    }
  }
}
