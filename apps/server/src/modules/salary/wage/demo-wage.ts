import { type SalaryItem, SYSTEM_ITEMS } from '@renli/contracts';
import { chinaToday } from '../../../core/china-time.ts';
import type { Tx } from '../../../db/client.ts';
import { currentStaffIdsOf, staffCardsOf } from '../../staff/cards.ts';
import { employmentSpans } from '../../staff-archives/spans.ts';
import { demoMonthlyPay } from '../demo-pay.ts';
import { moneyText } from '../rounding.ts';
import { checkItems, companyItems } from './items.ts';
import {
  salaryArchiveAmounts,
  salaryArchives,
  salaryArchiveVersions,
  salaryGroups,
  salaryItems,
} from './schema.ts';

// The demo company's wage setup (docs/product/salary.md, "Items, formulas and salary archives"):
// a usual item set, an HRM group and an HRO group, and an archive for every demo staff member.

type DemoItem = Pick<SalaryItem, 'code' | 'name' | 'source' | 'effect'> & Partial<SalaryItem>;

/**
 * Allowances paid in cash (交通补贴, 餐补) are wages and taxed (个人所得税法实施条例 第六条); only
 * allowances the law names are tax-free, so no demo item is.
 */
const ITEMS: DemoItem[] = [
  { code: 'base', name: '基本工资', source: 'fixed', effect: 'earning', prorated: true },
  { code: 'post', name: '岗位工资', source: 'fixed', effect: 'earning', prorated: true },
  { code: 'perf', name: '绩效工资', source: 'input', effect: 'earning' },
  { code: 'transport', name: '交通补贴', source: 'fixed', effect: 'earning', prorated: true },
  { code: 'meal', name: '餐补', source: 'fixed', effect: 'earning', prorated: true },
  { code: 'overtime', name: '加班费', source: 'formula', effect: 'earning', formula: 'overtimePay' },
  {
    code: 'absence',
    name: '缺勤扣款',
    source: 'formula',
    effect: 'deduction',
    formula: '(base + post) / payDays * absentDays',
  },
  {
    code: 'unpaidLeave',
    name: '事假扣款',
    source: 'formula',
    effect: 'deduction',
    formula: '(base + post) / payDays * unpaidLeaveDays',
  },
];

/** Demo amounts: the demo's monthly pay (demo-pay.ts) as 交通 300 + 餐补 400 and the rest 4 : 1 基本 : 岗位. */
const amountsFor = (position: string | null, index: number) => {
  const rest = demoMonthlyPay(position, index) - 700;
  const base = Math.round((rest * 0.8) / 100) * 100;
  return { base: moneyText(base), post: moneyText(rest - base), transport: '300.00', meal: '400.00' };
};

export async function seedDemoWage(tx: Tx, compId: number): Promise<number[]> {
  const items: SalaryItem[] = ITEMS.map((item, index) => ({
    id: null,
    version: 1,
    taxFree: false,
    formula: null,
    rounding: 'cent',
    prorated: false,
    showOnPayslip: true,
    sort: (index + 1) * 10,
    enabled: true,
    system: false,
    ...item,
  }));
  // The demo's formulas pass the same check HR's do.
  checkItems([...items, ...(await companyItems(tx, compId))]);
  await tx
    .insert(salaryItems)
    .values(items.map(({ id: _, version: __, system: ___, ...item }) => ({ ...item, compId })));
  const all = (codes: string[]) => [...codes, ...SYSTEM_ITEMS].map((code) => ({ code, showOnPayslip: true }));
  const [hrm, hro] = await tx
    .insert(salaryGroups)
    .values([
      {
        compId,
        name: '总部薪资组',
        employeeType: 1,
        prorate: 'payDays',
        overtimeBaseItems: ['base', 'post'],
        items: all(ITEMS.map((i) => i.code)),
      },
      {
        compId,
        name: '顺达物流外包组',
        employeeType: 2,
        clientCompany: '杭州顺达物流有限公司',
        prorate: 'calendarDays',
        overtimeBaseItems: ['base'],
        items: all(['base', 'post', 'transport', 'meal', 'overtime', 'absence', 'unpaidLeave']),
        feeKind: 'perHead',
        feeValue: '200',
      },
    ])
    .returning({ id: salaryGroups.id });

  const today = chinaToday();
  // In staff order, as the social-insurance demo enrols them, so each person's base fits their pay.
  const staffIds = (await currentStaffIdsOf(tx, compId)).sort((a, b) => a - b);
  const [cards, spans] = await Promise.all([
    staffCardsOf(tx, compId, staffIds),
    employmentSpans(tx, compId, '2000-01-01', today, staffIds),
  ]);
  for (const [index, staffId] of staffIds.entries()) {
    const entry = spans.get(staffId)?.[0]?.from;
    if (!entry) continue;
    const [archive] = await tx
      .insert(salaryArchives)
      .values({ compId, staffId, groupId: cards.get(staffId)?.employeeType === 2 ? hro!.id : hrm!.id })
      .returning({ id: salaryArchives.id });
    const [version] = await tx
      .insert(salaryArchiveVersions)
      .values({ compId, archiveId: archive!.id, effectiveFrom: entry, reason: 'set' })
      .returning({ id: salaryArchiveVersions.id });
    await tx.insert(salaryArchiveAmounts).values(
      Object.entries(amountsFor(cards.get(staffId)?.positionName ?? null, index)).map(
        ([itemCode, amount]) => ({
          versionId: version!.id,
          itemCode,
          amount,
        }),
      ),
    );
  }
  return [hrm!.id, hro!.id];
}
