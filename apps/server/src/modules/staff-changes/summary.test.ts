import type { NamedJobFacts } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { summaryOf } from './summary.ts';

const before: NamedJobFacts = {
  deptId: 1,
  deptName: '研发部',
  positionId: null,
  positionName: null,
  rankId: 2,
  rankName: 'P3',
  employeeType: 1,
  empStatus: 1,
  workLocation: '杭州',
  clientCompany: null,
  salaryGrade: null,
};

describe('what a change changes, in words', () => {
  it('names each fact that differs, before → after, in the reader language', () => {
    const after = { ...before, deptId: 5, deptName: '销售部', empStatus: 2 as const, salaryGrade: 'S2' };
    expect(summaryOf(before, after, 'zh-CN')).toBe(
      '部门：研发部 → 销售部；员工状态：试用 → 正式；薪资等级：— → S2',
    );
    expect(summaryOf(before, after, 'en')).toBe(
      'Department: 研发部 → 销售部; Status: Probation → Official; Salary grade: — → S2',
    );
  });

  it('names an employee type change and says nothing when nothing differs', () => {
    expect(summaryOf(before, { ...before, employeeType: 2 }, 'zh-CN')).toBe('员工类型：内部员工 → 外包员工');
    expect(summaryOf(before, before, 'zh-CN')).toBe('');
  });
});
