import type { TemplateConfig } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/http/errors.ts';
import { TEST_TEMPLATE } from '../test-world.ts';
import { checkTemplateConfig } from './template-rules.ts';

function problem(config: TemplateConfig): { key: string; params?: unknown } | null {
  try {
    checkTemplateConfig(config);
    return null;
  } catch (error) {
    if (error instanceof AppError) return { key: error.key, params: error.params };
    throw error;
  }
}
const keyOf = (config: TemplateConfig) => problem(config)?.key ?? null;
const base = TEST_TEMPLATE;

describe('checkTemplateConfig', () => {
  it('accepts the standard template (KPI 70 + competencies 30; self 20, manager 50, skip 30)', () => {
    expect(problem(base)).toBeNull();
  });

  it('needs section weights summing to 100: 70 + 20 = 90 is refused, saying 90', () => {
    const sections = [base.sections[0]!, { ...base.sections[1]!, weight: '20' }];
    expect(problem({ ...base, sections })).toEqual({
      key: 'performance.template.sectionWeights',
      params: { sum: '90' },
    });
    // 33.33 + 33.33 + 33.34 = 100 exactly (decimals, not floats).
    const thirds = [
      { kind: 'kpi' as const, name: 'A', weight: '33.33' },
      { kind: 'okr' as const, name: 'B', weight: '33.33' },
      { kind: 'competency' as const, name: 'C', weight: '33.34' },
    ];
    expect(keyOf({ ...base, sections: thirds })).toBeNull();
  });

  it('needs reviewer weights summing to 100: 20 + 50 + 40 = 110 is refused', () => {
    const reviewers = base.reviewers.map((r, i) => (i === 2 ? { ...r, weight: '40' } : r));
    expect(problem({ ...base, reviewers })).toEqual({
      key: 'performance.template.reviewerWeights',
      params: { sum: '110' },
    });
  });

  it('allows one self level, first only', () => {
    const [self, manager, skip] = base.reviewers;
    expect(keyOf({ ...base, reviewers: [manager!, self!, skip!] })).toBe('performance.template.selfFirst');
    expect(
      keyOf({ ...base, reviewers: [self!, { ...self!, weight: '50' }, { ...skip!, weight: '30' }] }),
    ).toBe('performance.template.selfFirst');
    expect(keyOf({ ...base, reviewers: [{ ...manager!, weight: '70' }, skip!] })).toBeNull();
  });

  it('needs people for a designated level, and drops ids from other levels', () => {
    const designated = { relation: 'designated' as const, weight: '30', userIds: [] };
    const reviewers = [base.reviewers[0]!, base.reviewers[1]!, designated];
    expect(keyOf({ ...base, reviewers })).toBe('performance.template.designatedEmpty');
    const named = [
      { ...base.reviewers[0]!, userIds: [7] },
      base.reviewers[1]!,
      { ...designated, userIds: [5, 5] },
    ];
    expect(checkTemplateConfig({ ...base, reviewers: named }).reviewers.map((r) => r.userIds)).toEqual([
      [],
      [],
      [5],
    ]);
  });

  it('ties the scale to its maximum: five means 5, hundred means 100', () => {
    expect(keyOf({ ...base, scale: { kind: 'five', max: '100' } })).toBe('performance.template.scaleMax');
    const fiveBands = [
      { grade: 'A', min: '4', coefficient: '1.2' },
      { grade: 'B', min: '3', coefficient: '1' },
      { grade: 'C', min: '0', coefficient: '0.8' },
    ];
    expect(
      keyOf({ ...base, scale: { kind: 'five', max: '5' }, bands: fiveBands, distribution: null }),
    ).toBeNull();
    // On 5 points a band from 90 is out of the scale.
    expect(keyOf({ ...base, scale: { kind: 'five', max: '5' }, distribution: null })).toBe(
      'performance.template.bandRange',
    );
  });

  it('needs bands with unique grades, strictly descending minimums, the lowest at 0', () => {
    const bands = base.bands;
    expect(keyOf({ ...base, bands: [bands[0]!, { ...bands[1]!, grade: 'S' }, ...bands.slice(2)] })).toBe(
      'performance.template.gradeTwice',
    );
    expect(keyOf({ ...base, bands: [bands[0]!, { ...bands[1]!, min: '90' }, ...bands.slice(2)] })).toBe(
      'performance.template.bandOrder',
    );
    expect(keyOf({ ...base, bands: [...bands.slice(0, 4), { ...bands[4]!, min: '10' }] })).toBe(
      'performance.template.lowestBand',
    );
  });

  it('checks the forced distribution against the bands', () => {
    const limits = (l: NonNullable<TemplateConfig['distribution']>['limits']) => ({
      ...base,
      distribution: { scope: 'department' as const, limits: l },
    });
    expect(keyOf(limits([{ grade: 'E', max: '10' }]))).toBe('performance.template.limitGrade');
    expect(
      keyOf(
        limits([
          { grade: 'S', max: '10' },
          { grade: 'S', min: '5' },
        ]),
      ),
    ).toBe('performance.template.limitTwice');
    expect(keyOf(limits([{ grade: 'B', max: '30', min: '40' }]))).toBe('performance.template.limitOrder');
    expect(keyOf(limits([{ grade: 'B', max: '40', min: '40' }]))).toBeNull();
    expect(keyOf(limits([{ grade: 'B' }]))).toBe('performance.template.limitEmpty');
    expect(keyOf(limits([]))).toBe('performance.template.distributionEmpty');
  });
});
