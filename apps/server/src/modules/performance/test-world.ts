import {
  CYCLE_STATUS,
  type CycleStage,
  type SheetStatus,
  STANDARD_TEMPLATE,
  type TemplateConfig,
} from '@renli/contracts';
import type { TestApp } from '../../test/harness.ts';
import { setDepartmentLeader } from '../org/service.ts';
import { changesWorld } from '../staff-changes/test-fixtures.ts';
import {
  type CycleScope,
  perfCycles,
  perfSheetItems,
  perfSheets,
  type SheetReviewer,
} from './cycles/schema.ts';
import { perfTemplates } from './library/schema.ts';

/**
 * The tests' template: the standard one (STANDARD_TEMPLATE: KPI 70 % and
 * competencies 30 %; self 20 %, manager 50 %, skip-level 30 %; S/A/B/C/D) with, in each
 * department S ≤ 10 % and D ≥ 5 %.
 */
export const TEST_TEMPLATE: TemplateConfig = {
  ...STANDARD_TEMPLATE,
  distribution: {
    scope: 'department',
    limits: [
      { grade: 'S', max: '10' },
      { grade: 'D', min: '5' },
    ],
  },
};

/**
 * Company A of the staff tests (`changesWorld`: the company account `owner`, the all-staff admin
 * `admin`, the HRM-only admin `hrmAdmin`, company B) with 总经办 headed by 周总 and 销售部 below it
 * headed by 王经理, whose team is 李雷 and 韩梅梅 (HRM) and 陈辉 (HRO); and the standard template.
 */
export async function perfWorld(t: TestApp) {
  const world = await changesWorld(t);
  const db = t.deps.db;
  const dept = async (name: string, parentId?: number) =>
    (await world.owner.post<{ id: number }>('/cCompDepartment/insert', { name, parentId })).body.data.id;
  const office = await dept('总经办');
  const sales = await dept('销售部', office);
  const boss = await world.hire({ name: '周总', deptId: office });
  const manager = await world.hire({ name: '王经理', deptId: sales });
  await setDepartmentLeader(db, office, boss.userId);
  await setDepartmentLeader(db, sales, manager.userId);
  const lilei = await world.hire({ name: '李雷', deptId: sales });
  const hanmeimei = await world.hire({ name: '韩梅梅', deptId: sales });
  const chenhui = await world.hire({ name: '陈辉', deptId: sales, employeeType: 2 });
  const [template] = await db
    .insert(perfTemplates)
    .values({ compId: world.a.compId, name: '销售季度考核', config: TEST_TEMPLATE })
    .returning({ id: perfTemplates.id });

  /** A running cycle of the standard template, inserted as launch would leave it. */
  async function insertCycle(stage: CycleStage = 'targetSetting', scope: Partial<CycleScope> = {}) {
    const [cycle] = await db
      .insert(perfCycles)
      .values({
        compId: world.a.compId,
        name: '2026年第三季度绩效考核',
        period: 'quarter',
        periodStart: '2026-07-01',
        periodEnd: '2026-09-30',
        templateId: template!.id,
        config: TEST_TEMPLATE,
        scope: {
          departmentIds: [sales],
          positionIds: [],
          staffIds: [],
          excludeStaffIds: [],
          employeeTypes: [1, 2],
          ...scope,
        },
        status: CYCLE_STATUS.running,
        stage,
        launchedAt: new Date(),
      })
      .returning();
    return cycle!;
  }

  /**
   * A sheet of `person` in `cycleId` at `status` with the manager and skip-level resolved, and a KPI
   * (sales, linear, 60 %), a manual KPI (40 %) and a competency (100 %) as its items.
   */
  async function insertSheet(
    cycleId: number,
    person: { staffId: number; userId: number },
    status: SheetStatus,
  ) {
    const reviewers: SheetReviewer[] = [
      { relation: 'self', weight: '20', userIds: [person.userId] },
      { relation: 'manager', weight: '50', userIds: [manager.userId] },
      { relation: 'skipManager', weight: '30', userIds: [boss.userId] },
    ];
    const [sheet] = await db
      .insert(perfSheets)
      .values({
        compId: world.a.compId,
        cycleId,
        staffId: person.staffId,
        userId: person.userId,
        departmentId: sales,
        status,
        reviewers,
      })
      .returning();
    const items = await db
      .insert(perfSheetItems)
      .values([
        {
          compId: world.a.compId,
          sheetId: sheet!.id,
          section: 0,
          sectionKind: 'kpi' as const,
          name: '季度销售额',
          unit: '万元',
          rule: {
            kind: 'linear' as const,
            target: '100',
            direction: 'higher' as const,
            threshold: '60',
            cap: '120',
          },
          weight: '60',
          targetText: '完成 100 万元',
          sort: 1,
        },
        {
          compId: world.a.compId,
          sheetId: sheet!.id,
          section: 0,
          sectionKind: 'kpi' as const,
          name: '客户满意度',
          weight: '40',
          sort: 2,
        },
        {
          compId: world.a.compId,
          sheetId: sheet!.id,
          section: 1,
          sectionKind: 'competency' as const,
          name: '团队协作',
          levels: [
            { name: '卓越', description: '主动推动跨部门协作', score: '100' },
            { name: '良好', description: '积极配合', score: '80' },
            { name: '合格', description: '完成分内协作', score: '60' },
          ],
          weight: '100',
          sort: 3,
        },
      ])
      .returning();
    return { sheet: sheet!, items };
  }

  return {
    ...world,
    db,
    office,
    sales,
    boss,
    manager,
    lilei,
    hanmeimei,
    chenhui,
    templateId: template!.id,
    insertCycle,
    insertSheet,
  };
}
export type PerfWorld = Awaited<ReturnType<typeof perfWorld>>;
