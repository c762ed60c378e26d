import { isAutomaticItem } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import type { SheetReviewer } from '../cycles/schema.ts';
import { gradesOf, levelsActing, nextReviewLevel, scoreAllowed, selfLevelOf } from './progression.ts';

const levels = (...userIds: number[][]): SheetReviewer[] =>
  userIds.map((ids, i) => ({
    relation: i === 0 ? 'self' : i === 1 ? 'manager' : 'skipManager',
    weight: '10',
    userIds: ids,
  }));

describe('reviewer level progression', () => {
  it('starts after the self level and skips a level that resolved to nobody', () => {
    // self (7) → manager (8) → skip-level (nobody) → designated (9)
    const sheet = [...levels([7], [8], []), { relation: 'designated' as const, weight: '10', userIds: [9] }];
    expect(selfLevelOf(sheet)).toBe(0);
    expect(nextReviewLevel(sheet, 0)).toBe(1);
    expect(nextReviewLevel(sheet, 2)).toBe(3);
    expect(nextReviewLevel(sheet, 4)).toBeNull();
    expect(selfLevelOf(levels([], [8]).slice(1))).toBeNull();
  });

  it('lets a reviewer of two consecutive levels act in both, and nobody else', () => {
    // 8 is the manager and the skip-level head; 9 only the skip-level.
    const sheet = levels([7], [8], [8, 9]);
    expect(levelsActing(sheet, 1, 8)).toEqual([1, 2]);
    expect(levelsActing(sheet, 1, 9)).toEqual([]);
    expect(levelsActing(sheet, 2, 9)).toEqual([2]);
    expect(levelsActing(sheet, 1, 7)).toEqual([]);
  });
});

describe('which items score automatically and what a score may be', () => {
  it('scores KPIs with a linear or stepped rule by the rule, everything else by reviewers', () => {
    const linear = {
      kind: 'linear',
      target: '100',
      direction: 'higher',
      threshold: '0',
      cap: '120',
    } as const;
    expect(isAutomaticItem({ sectionKind: 'kpi', rule: linear })).toBe(true);
    expect(isAutomaticItem({ sectionKind: 'kpi', rule: { kind: 'manual' } })).toBe(false);
    expect(isAutomaticItem({ sectionKind: 'competency', rule: linear })).toBe(false);
  });

  it('takes 0–max, or exactly one competency level’s score', () => {
    expect(scoreAllowed('100', '100', [])).toBe(true);
    expect(scoreAllowed('100.01', '100', [])).toBe(false);
    expect(scoreAllowed('-1', '100', [])).toBe(false);
    expect(scoreAllowed('4.5', '5', [])).toBe(true);
    const competency = [
      { name: '卓越', description: '', score: '100' },
      { name: '良好', description: '', score: '80' },
    ];
    expect(scoreAllowed('80.00', '100', competency)).toBe(true);
    expect(scoreAllowed('90', '100', competency)).toBe(false);
  });

  it('orders grades by their minimum, best first', () => {
    const bands = [
      { grade: 'D', min: '0', coefficient: '0' },
      { grade: 'S', min: '90', coefficient: '1.5' },
      { grade: 'B', min: '70', coefficient: '1' },
    ];
    expect(gradesOf({ bands })).toEqual(['S', 'B', 'D']);
  });
});
