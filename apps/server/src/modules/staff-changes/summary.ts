import {
  EMPLOYMENT_STATUS_LABELS,
  EmployeeType,
  type Label,
  labelIn,
  type NamedJobFacts,
} from '@renli/contracts';
import type { Locale } from '../../core/i18n/index.ts';

// What a change changes, in words (lists, exports and the approval form's 异动内容), e.g.
// "部门：研发部 → 市场部；职级：P3 → P4" (docs/product/staff.md, "转正, 调动 and 离职").

const EMPLOYEE_TYPE_LABELS: Record<number, Label> = {
  [EmployeeType.HRM]: { 'zh-CN': '内部员工', en: 'Internal' },
  [EmployeeType.HRO]: { 'zh-CN': '外包员工', en: 'Outsourced' },
};

type Shown = (facts: NamedJobFacts, locale: Locale) => string | null;

const FACTS: [Label, Shown][] = [
  [{ 'zh-CN': '部门', en: 'Department' }, (f) => f.deptName],
  [{ 'zh-CN': '职位', en: 'Position' }, (f) => f.positionName],
  [{ 'zh-CN': '职级', en: 'Rank' }, (f) => f.rankName],
  [{ 'zh-CN': '员工类型', en: 'Employee type' }, (f, l) => labelIn(EMPLOYEE_TYPE_LABELS[f.employeeType]!, l)],
  [{ 'zh-CN': '员工状态', en: 'Status' }, (f, l) => labelIn(EMPLOYMENT_STATUS_LABELS[f.empStatus], l)],
  [{ 'zh-CN': '工作地点', en: 'Work location' }, (f) => f.workLocation],
  [{ 'zh-CN': '派驻客户', en: 'Client company' }, (f) => f.clientCompany],
  [{ 'zh-CN': '薪资等级', en: 'Salary grade' }, (f) => f.salaryGrade],
];

/** Each fact that differs, as "label：before → after", in the reader's language; '' when none does. */
export function summaryOf(before: NamedJobFacts, after: NamedJobFacts, locale: Locale): string {
  const zh = locale !== 'en';
  const none = '—';
  return FACTS.flatMap(([label, shown]) => {
    const was = shown(before, locale) ?? none;
    const now = shown(after, locale) ?? none;
    return was === now ? [] : [`${labelIn(label, locale)}${zh ? '：' : ': '}${was} → ${now}`];
  }).join(zh ? '；' : '; ');
}
