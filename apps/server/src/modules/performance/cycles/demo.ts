import { CYCLE_STATUS, type SectionKind, SHEET_STATUS, type TemplateConfig } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { activeOrgRecordIdsByName } from '../../org/references.ts';
import { activeStaffIdsByJobNoOrName } from '../../staff/records.ts';
import type { DemoPerfLibrary } from '../library/demo.ts';
import { writeLaunch } from './cycles.ts';
import { perfCycles, perfSheetEvents, perfSheetItems, perfSheets } from './schema.ts';

// The demo's cycles (docs/product/performance.md, "Cycles and stages"): 2026 Q3 running in 自评 with
// approved targets for everyone but 技术研发部 (left free for the targets e2e) and the people other
// specs use (张伟, 郭佳怡, 林志远), everyone in self review; and Q4 as a draft.

const IN_Q3 = ['总经办', '人力资源部', '财务部', '销售部', '外包服务部'];
const LEFT_OUT = ['张伟', '郭佳怡', '林志远'];

interface DemoItem {
  name: string;
  unit?: string;
  targetText: string;
  target?: string;
}
/** Each department's two KPIs; everyone shares the competencies and the OKR. */
const KPIS: Record<string, [DemoItem, DemoItem]> = {
  总经办: [
    { name: '年度经营目标达成率', unit: '%', targetText: '季度达成 25%', target: '25' },
    { name: '重点项目按期交付', targetText: '三个重点项目按期上线' },
  ],
  人力资源部: [
    { name: '关键岗位招聘到岗率', unit: '%', targetText: '到岗率不低于 90%', target: '90' },
    { name: '员工满意度', unit: '分', targetText: '满意度调查不低于 85 分', target: '85' },
  ],
  财务部: [
    { name: '月结按时完成率', unit: '%', targetText: '每月 5 日前完成月结', target: '100' },
    { name: '费用报销审核差错', targetText: '差错不超过 2 笔' },
  ],
  销售部: [
    { name: '季度销售额', unit: '万元', targetText: '完成 300 万元', target: '300' },
    { name: '新客户签约数', unit: '家', targetText: '新签 12 家', target: '12' },
  ],
  外包服务部: [
    { name: '服务满意度', unit: '分', targetText: '客户评分不低于 90', target: '90' },
    { name: '项目交付及时率', unit: '%', targetText: '及时率不低于 95%', target: '95' },
  ],
};
const COMPETENCIES = ['团队协作', '专业能力'];
const LEVELS = [
  { name: '卓越', description: '超出期望，成为他人榜样', score: '100' },
  { name: '良好', description: '稳定达到期望', score: '80' },
  { name: '合格', description: '基本达到期望', score: '60' },
  { name: '待改进', description: '未达期望', score: '40' },
];

/** The items of one section, weights summing to 100. */
function sectionItems(kind: SectionKind, department: string): (DemoItem & { weight: string })[] {
  if (kind === 'kpi') {
    const [first, second] = KPIS[department] ?? KPIS.销售部!;
    return [
      { ...first, weight: '60' },
      { ...second, weight: '40' },
    ];
  }
  if (kind === 'competency') return COMPETENCIES.map((name) => ({ name, targetText: '', weight: '50' }));
  if (kind === 'okr')
    return [{ name: '提升团队交付效率', targetText: '季度内交付周期缩短 20%', weight: '100' }];
  return [];
}

/** The demo's running cycle (2026年第三季度绩效考核) and the next quarter's draft; answers the running one's id. */
export async function seedDemoPerfCycles(tx: Tx, compId: number, library: DemoPerfLibrary): Promise<number> {
  const templateId = library.generalTemplateId;
  const depts = await activeOrgRecordIdsByName(tx, compId, 'department', IN_Q3);
  const left = await activeStaffIdsByJobNoOrName(tx, compId, [1, 2], LEFT_OUT);
  const base = { compId, period: 'quarter' as const, templateId };
  const [draft] = await tx
    .insert(perfCycles)
    .values({
      ...base,
      name: '2026年第三季度绩效考核',
      periodStart: '2026-07-01',
      periodEnd: '2026-09-30',
      scope: {
        departmentIds: [...depts.values()],
        positionIds: [],
        staffIds: [],
        excludeStaffIds: [...left.values()],
        employeeTypes: [1, 2],
      },
      schedule: {
        targetSetting: '2026-07-10',
        execution: '2026-09-30',
        selfReview: '2026-10-10',
        review: '2026-10-20',
        calibration: '2026-10-25',
        confirmation: '2026-10-31',
      },
    })
    .returning();
  const cycle = await writeLaunch(tx, draft!, null);
  await tx.update(perfCycles).set({ stage: 'selfReview' }).where(eq(perfCycles.id, cycle.id));
  await approvedTargets(tx, cycle.id, cycle.config!, depts);
  await tx.insert(perfCycles).values({
    ...base,
    name: '2026年第四季度绩效考核',
    periodStart: '2026-10-01',
    periodEnd: '2026-12-31',
    scope: { departmentIds: [], positionIds: [], staffIds: [], excludeStaffIds: [], employeeTypes: [1, 2] },
    status: CYCLE_STATUS.draft,
  });
  return cycle.id;
}

/** Every sheet with approved targets, in self review as the cycle's stage has it. */
async function approvedTargets(tx: Tx, cycleId: number, config: TemplateConfig, depts: Map<string, number>) {
  const sheets = await tx.select().from(perfSheets).where(eq(perfSheets.cycleId, cycleId));
  const deptName = new Map([...depts].map(([name, id]) => [id, name]));
  const approvedAt = new Date('2026-07-09T02:00:00Z');
  for (const sheet of sheets) {
    const department = deptName.get(sheet.departmentId ?? 0) ?? '人力资源部';
    const items = config.sections.flatMap((section, index) =>
      sectionItems(section.kind, department).map((item, sort) => ({
        compId: sheet.compId,
        sheetId: sheet.id,
        section: index,
        sectionKind: section.kind,
        name: item.name,
        unit: item.unit ?? '',
        targetText: item.targetText,
        weight: item.weight,
        rule: item.target
          ? {
              kind: 'linear' as const,
              target: item.target,
              direction: 'higher' as const,
              threshold: '60',
              cap: '120',
            }
          : { kind: 'manual' as const },
        levels: section.kind === 'competency' ? LEVELS : [],
        progress: 60,
        sort,
      })),
    );
    if (items.length > 0) await tx.insert(perfSheetItems).values(items);
    await tx.insert(perfSheetEvents).values([
      {
        compId: sheet.compId,
        sheetId: sheet.id,
        kind: 'submitted',
        actorUserId: sheet.userId,
        detail: {},
        createdAt: new Date('2026-07-08T02:00:00Z'),
      },
      { compId: sheet.compId, sheetId: sheet.id, kind: 'approved', detail: {}, createdAt: approvedAt },
    ]);
  }
  // The cycle is in 自评: every sheet whose targets were approved is in self review (open-stage.ts).
  await tx
    .update(perfSheets)
    .set({ status: SHEET_STATUS.selfReview, targetsApprovedAt: approvedAt })
    .where(eq(perfSheets.cycleId, cycleId));
}
