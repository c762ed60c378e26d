import type { ScoringRule } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/http/errors.ts';
import { checkLevels, checkRule, indicatorContent } from './rules.ts';

/** The message key `run` throws, or null when it passes. */
function problem(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
}

const linear = (over: Partial<Extract<ScoringRule, { kind: 'linear' }>> = {}): ScoringRule => ({
  kind: 'linear',
  target: '100',
  direction: 'higher',
  threshold: '60',
  cap: '120',
  ...over,
});

describe('checkRule', () => {
  it('accepts the sales rule: target 100, threshold 60 %, cap 120 %', () => {
    expect(problem(() => checkRule(linear()))).toBeNull();
  });
  it('needs a positive target when higher is better, allows 0 when lower is better (0 accidents)', () => {
    expect(problem(() => checkRule(linear({ target: '0' })))).toBe('performance.library.rule.targetPositive');
    expect(problem(() => checkRule(linear({ target: '0', direction: 'lower' })))).toBeNull();
    expect(problem(() => checkRule(linear({ target: '-1', direction: 'lower' })))).toBe(
      'performance.library.rule.targetNegative',
    );
  });
  it('keeps the cap between 100 % and 1000 % and the threshold under it', () => {
    expect(problem(() => checkRule(linear({ cap: '99.5' })))).toBe('performance.library.rule.capRange');
    expect(problem(() => checkRule(linear({ cap: '100' })))).toBeNull();
    expect(problem(() => checkRule(linear({ cap: '1000.01' })))).toBe('performance.library.rule.capRange');
    expect(problem(() => checkRule(linear({ threshold: '100', cap: '100' })))).toBeNull();
  });
  it('refuses two steps from the same value, written differently (80 and 80.0)', () => {
    const steps = [
      { from: '100', score: '100' },
      { from: '80', score: '80' },
      { from: '80.0', score: '70' },
    ];
    expect(problem(() => checkRule({ kind: 'stepped', direction: 'higher', steps }))).toBe(
      'performance.library.rule.stepTwice',
    );
    expect(
      problem(() => checkRule({ kind: 'stepped', direction: 'higher', steps: steps.slice(0, 2) })),
    ).toBeNull();
  });
  it('refuses a negative step score', () => {
    const steps = [{ from: '1', score: '-5' }];
    expect(problem(() => checkRule({ kind: 'stepped', direction: 'lower', steps }))).toBe(
      'performance.library.rule.stepScoreNegative',
    );
  });
});

describe('checkLevels', () => {
  const level = (name: string, score: string) => ({ name, score, description: '' });
  it('needs two levels with distinct names scored 0–100', () => {
    expect(problem(() => checkLevels([level('卓越', '100')]))).toBe('performance.library.levels.tooFew');
    expect(problem(() => checkLevels([level('卓越', '100'), level('卓越', '80')]))).toBe(
      'performance.library.levels.nameTwice',
    );
    expect(problem(() => checkLevels([level('卓越', '120'), level('良好', '80')]))).toBe(
      'performance.library.levels.scoreRange',
    );
    expect(problem(() => checkLevels([level('卓越', '100'), level('待改进', '0')]))).toBeNull();
  });
});

describe('indicatorContent', () => {
  const content = { rule: linear(), keyResults: ['签约 3 家'], levels: [] };
  it('keeps only what the kind uses', () => {
    expect(indicatorContent('okr', content)).toEqual({
      rule: { kind: 'manual' },
      keyResults: ['签约 3 家'],
      levels: [],
    });
    expect(indicatorContent('kpi', content)).toEqual({ rule: linear(), keyResults: [], levels: [] });
  });
  it('needs a key result for an OKR', () => {
    expect(problem(() => indicatorContent('okr', { ...content, keyResults: [] }))).toBe(
      'performance.library.okr.noKeyResults',
    );
  });
});
