import type { TemplateConfig } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { emptyLevels, managersOf, resolveReviewers } from './reviewers.ts';
import type { CycleScope } from './schema.ts';
import { inScope } from './scope.ts';
import { finishedStage, nextStage, statusAfterApproval, whoActs } from './stages.ts';
import { sectionProblem } from './targets.ts';

// The rules of cycles and targets with worked examples (docs/product/performance.md, "Cycles and
// stages", "Targets").

const LEVELS: TemplateConfig['reviewers'] = [
  { relation: 'self', weight: '20', userIds: [] },
  { relation: 'manager', weight: '50', userIds: [] },
  { relation: 'skipManager', weight: '20', userIds: [] },
  { relation: 'designated', weight: '10', userIds: [90, 91] },
];

describe('reviewer resolution', () => {
  // 技术研发部 (head 12) under 总经办 (head 1): 13 is a developer, 12 the head.
  it('a member: the head of their department, then the head above', () => {
    expect(managersOf({ userId: 13, heads: [12, 1] })).toEqual([12, 1]);
  });
  it('a head: the head above is their manager, and nobody is left to skip to', () => {
    expect(managersOf({ userId: 12, heads: [12, 1] })).toEqual([1, undefined]);
  });
  it('a department without a head: the nearest head above', () => {
    expect(managersOf({ userId: 20, heads: [null, 12, 1] })).toEqual([12, 1]);
  });
  it('the same head of two departments counts once', () => {
    expect(managersOf({ userId: 20, heads: [12, 12, 1] })).toEqual([12, 1]);
  });
  it('resolves every level; a designated person who left drops out; empty levels are warnings', () => {
    const levels = resolveReviewers(LEVELS, { userId: 12, heads: [12, 1] }, new Set([90]));
    expect(levels.map((l) => l.userIds)).toEqual([[12], [1], [], [90]]);
    expect(levels.map((l) => l.weight)).toEqual(['20', '50', '20', '10']);
    expect(emptyLevels(levels)).toEqual(['skipManager']);
  });
  it('nobody without a department but themself', () => {
    expect(emptyLevels(resolveReviewers(LEVELS, { userId: 5, heads: [] }, new Set()))).toEqual([
      'manager',
      'skipManager',
      'designated',
    ]);
  });
});

describe('scope', () => {
  const scope = (s: Partial<CycleScope>): CycleScope => ({
    departmentIds: [],
    positionIds: [],
    staffIds: [],
    excludeStaffIds: [],
    employeeTypes: [1],
    ...s,
  });
  const person = { staffId: 7, employeeType: 1, deptId: 3, positionId: 4 };
  it('a department covers the departments below it (widened by the caller)', () => {
    expect(inScope(scope({ departmentIds: [1] }), new Set([1, 3]), person)).toBe(true);
    expect(inScope(scope({ departmentIds: [1] }), new Set([1]), person)).toBe(false);
  });
  it('positions and named people add to departments; exclusions and types win', () => {
    expect(inScope(scope({ positionIds: [4] }), new Set(), person)).toBe(true);
    expect(inScope(scope({ staffIds: [7] }), new Set(), person)).toBe(true);
    expect(inScope(scope({ staffIds: [7], excludeStaffIds: [7] }), new Set(), person)).toBe(false);
    expect(inScope(scope({ employeeTypes: [2] }), new Set(), person)).toBe(false);
  });
  it('nothing chosen covers everyone of the types', () => {
    expect(inScope(scope({}), new Set(), person)).toBe(true);
  });
});

describe('stages', () => {
  it('follow one another up to archived', () => {
    expect(nextStage('targetSetting')).toBe('execution');
    expect(nextStage('selfReview')).toBe('review');
    expect(nextStage('confirmation')).toBe('archived');
    expect(nextStage('archived')).toBeNull();
  });
  it('count a sheet finished once its status reaches the stage’s', () => {
    expect(finishedStage('targetSetting', 2)).toBe(false);
    expect(finishedStage('targetSetting', 3)).toBe(true);
    expect(finishedStage('selfReview', 4)).toBe(false);
    expect(finishedStage('selfReview', 5)).toBe(true);
    expect(finishedStage('confirmation', 8)).toBe(false);
  });
  it('approved targets land in self review when HR opened it meanwhile', () => {
    expect(statusAfterApproval('execution')).toBe(3);
    expect(statusAfterApproval('selfReview')).toBe(4);
  });
  it('name who has to act', () => {
    expect([1, 2, 4, 5, 6, 7, 8].map(whoActs)).toEqual([
      'employee',
      'approvers',
      'employee',
      'reviewers',
      'hr',
      'employee',
      'hr',
    ]);
  });
});

describe('section weights on submit', () => {
  const config = {
    sections: [
      { kind: 'kpi' as const, name: '业绩指标', weight: '70' },
      { kind: 'competency' as const, name: '能力素质', weight: '30' },
      { kind: 'review360' as const, name: '360 评估', weight: '0' },
    ],
  };
  it('60 + 30 = 90 in 业绩指标 is refused by name with the sum', () => {
    const problem = sectionProblem(config, [
      { section: 0, weight: '60' },
      { section: 0, weight: '30' },
      { section: 1, weight: '100' },
    ]);
    expect(problem).toEqual({
      key: 'performance.target.sectionWeights',
      params: { section: '业绩指标', sum: '90' },
    });
  });
  it('33.33 + 33.33 + 33.34 = 100 passes exactly; the 360 section needs no targets', () => {
    expect(
      sectionProblem(config, [
        { section: 0, weight: '33.33' },
        { section: 0, weight: '33.33' },
        { section: 0, weight: '33.34' },
        { section: 1, weight: '100' },
      ]),
    ).toBeNull();
  });
  it('a section without targets is named', () => {
    expect(sectionProblem(config, [{ section: 0, weight: '100' }])).toEqual({
      key: 'performance.target.sectionEmpty',
      params: { section: '能力素质' },
    });
  });
});
