import type { GradeBand, ScoringRule } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { aggregate360, checkDistribution } from './distribution.ts';
import { gradeOf, reviewedScore, ruleScore, scoreText, sheetTotal, weightsComplete } from './score.ts';

const bands: GradeBand[] = [
  { grade: 'S', min: '90', coefficient: '1.5' },
  { grade: 'A', min: '80', coefficient: '1.2' },
  { grade: 'B', min: '70', coefficient: '1' },
  { grade: 'C', min: '60', coefficient: '0.8' },
  { grade: 'D', min: '0', coefficient: '0' },
];
const text = (value: Parameters<typeof scoreText>[0] | null) => (value === null ? null : scoreText(value));

describe('ruleScore', () => {
  const sales: ScoringRule = {
    kind: 'linear',
    target: '100',
    direction: 'higher',
    threshold: '60',
    cap: '120',
  };
  it('scores a linear KPI by achievement, with its threshold and cap', () => {
    expect(text(ruleScore(sales, '92', 100))).toBe('92.00');
    expect(text(ruleScore(sales, '135', 100))).toBe('120.00');
    expect(text(ruleScore(sales, '59.9', 100))).toBe('0.00');
    expect(text(ruleScore(sales, '60', 100))).toBe('60.00');
    // On a 5-point scale the same achievement is 4.6 points.
    expect(text(ruleScore(sales, '92', 5))).toBe('4.60');
  });

  it('scores a lower-is-better KPI by target ÷ actual', () => {
    const days: ScoringRule = {
      kind: 'linear',
      target: '2',
      direction: 'lower',
      threshold: '50',
      cap: '120',
    };
    expect(text(ruleScore(days, '2.5', 100))).toBe('80.00');
    expect(text(ruleScore(days, '1', 100))).toBe('120.00');
    expect(text(ruleScore(days, '0', 100))).toBe('120.00');
    expect(text(ruleScore(days, '5', 100))).toBe('0.00');
  });

  it('scores a stepped KPI by the last step reached', () => {
    const steps = [
      { from: '120', score: '120' },
      { from: '0', score: '0' },
      { from: '100', score: '100' },
      { from: '80', score: '60' },
    ];
    const higher: ScoringRule = { kind: 'stepped', direction: 'higher', steps };
    expect(text(ruleScore(higher, '99.9', 100))).toBe('60.00');
    expect(text(ruleScore(higher, '100', 100))).toBe('100.00');
    expect(text(ruleScore(higher, '-1', 100))).toBe('0.00');
    const complaints: ScoringRule = {
      kind: 'stepped',
      direction: 'lower',
      steps: [
        { from: '5', score: '60' },
        { from: '2', score: '90' },
        { from: '0', score: '100' },
      ],
    };
    expect(text(ruleScore(complaints, '3', 100))).toBe('60.00');
    expect(text(ruleScore(complaints, '0', 100))).toBe('100.00');
    expect(text(ruleScore(complaints, '6', 100))).toBe('0.00');
  });

  it('leaves manual items and missing actuals to the reviewers', () => {
    expect(ruleScore({ kind: 'manual' }, '90', 100)).toBeNull();
    expect(ruleScore(sales, null, 100)).toBeNull();
  });
});

describe('a sheet scored by self 20 %, manager 50 %, skip-level 30 %', () => {
  const levels = [{ weight: '20' }, { weight: '50' }, { weight: '30' }];

  it('weighs the levels, averaging two reviewers of one level and dropping a level that did not score', () => {
    // (90×20 + 80×50 + 85×30) ÷ 100 = 83.5
    expect(text(reviewedScore(levels, [['90'], ['80'], ['85']]))).toBe('83.50');
    // Manager level 73 (mean of 70 and 76); no skip-level: (80×20 + 73×50) ÷ 70 = 75
    expect(text(reviewedScore(levels, [['80'], ['70', '76'], []]))).toBe('75.00');
    expect(reviewedScore(levels, [[], [], []])).toBeNull();
  });

  it('totals KPI 70 % and competencies 30 % to 84.52, grade A', () => {
    const config = {
      sections: [
        { kind: 'kpi' as const, name: '业绩', weight: '70' },
        { kind: 'competency' as const, name: '能力', weight: '30' },
      ],
    };
    const items = [
      {
        section: 0,
        weight: '60',
        score: ruleScore(
          { kind: 'linear', target: '100', direction: 'higher', threshold: '0', cap: '120' },
          '92',
          100,
        ),
      },
      { section: 0, weight: '40', score: reviewedScore(levels, [['90'], ['80'], ['85']]) },
      { section: 1, weight: '100', score: reviewedScore(levels, [['80'], ['70', '76'], []]) },
    ];
    const { sections, total } = sheetTotal(config, items);
    // KPI: 92×60% + 83.5×40% = 88.6; total: 88.6×70% + 75×30% = 84.52
    expect(sections.map(text)).toEqual(['88.60', '75.00']);
    expect(text(total)).toBe('84.52');
    expect(gradeOf(bands, total!)?.grade).toBe('A');
  });

  it('drops an optional 360 section without a score and scales the others: (80×60 + 70×20) ÷ 80 = 77.50', () => {
    const config = {
      sections: [
        { kind: 'kpi' as const, name: '业绩', weight: '60' },
        { kind: 'competency' as const, name: '能力', weight: '20' },
        { kind: 'review360' as const, name: '360', weight: '20' },
      ],
    };
    const items = [
      { section: 0, weight: '100', score: '80' },
      { section: 1, weight: '100', score: '70' },
      { section: 2, weight: '100', score: null },
    ];
    expect(text(sheetTotal(config, items, [2]).total)).toBe('77.50');
    expect(sheetTotal(config, items).total).toBeNull();
    // With a 360 score of 90 it counts: 80×60% + 70×20% + 90×20% = 80
    expect(
      text(sheetTotal(config, [...items.slice(0, 2), { section: 2, weight: '100', score: '90' }], [2]).total),
    ).toBe('80.00');
  });

  it('has no total while an item lacks a score, or a section has no items', () => {
    const config = { sections: [{ kind: 'kpi' as const, name: 'K', weight: '100' }] };
    expect(sheetTotal(config, [{ section: 0, weight: '100', score: null }]).total).toBeNull();
    expect(sheetTotal(config, []).total).toBeNull();
  });
});

describe('rounding and grades', () => {
  it('rounds half-up to two decimals and grades the rounded total', () => {
    expect(scoreText('89.995')).toBe('90.00');
    expect(scoreText('89.9949')).toBe('89.99');
    expect(gradeOf(bands, '89.995')?.grade).toBe('S');
    expect(gradeOf(bands, '89.9949')?.grade).toBe('A');
    expect(gradeOf(bands.slice(0, 2), '10')).toBeNull();
  });

  it('checks that weights sum to exactly 100', () => {
    expect(weightsComplete(['33.33', '33.33', '33.34'])).toBe(true);
    expect(weightsComplete(['33.33', '33.33', '33.33'])).toBe(false);
    expect(weightsComplete(['60', '40.01'])).toBe(false);
  });
});

describe('forced distribution', () => {
  it('allows round-half-up of n × percent: 12 people, S ≤ 10 % is 1, D ≥ 5 % is 1', () => {
    const grades = ['S', 'S', ...Array(10).fill('B')];
    expect(
      checkDistribution(
        [
          { grade: 'S', max: '10' },
          { grade: 'D', min: '5' },
        ],
        grades,
      ),
    ).toEqual([
      { grade: 'S', count: 2, allowedMax: 1, requiredMin: null, ok: false },
      { grade: 'D', count: 0, allowedMax: null, requiredMin: 1, ok: false },
    ]);
  });

  it('asks nothing of a group too small to round up to one person', () => {
    // 4 × 10 % = 0.4 → 0 S allowed; 4 × 5 % = 0.2 → 0 D required.
    const checks = checkDistribution(
      [
        { grade: 'S', max: '10' },
        { grade: 'D', min: '5' },
      ],
      ['A', 'B', 'B', 'C'],
    );
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(checks.map((c) => [c.allowedMax, c.requiredMin])).toEqual([
      [0, null],
      [null, 0],
    ]);
  });
});

describe('360 anonymity', () => {
  it('shows a relation only with 3 answers, pools the small ones as others', () => {
    const result = aggregate360(
      [
        { relation: 'peer', score: '80' },
        { relation: 'peer', score: '90' },
        { relation: 'peer', score: '85' },
        { relation: 'subordinate', score: '60' },
        { relation: 'subordinate', score: '70' },
        { relation: 'superior', score: '90' },
      ],
      3,
    );
    expect(result.groups.map((g) => [g.relation, g.count, text(g.mean)])).toEqual([
      ['peer', 3, '85.00'],
      ['others', 3, '73.33'],
    ]);
    // (80 + 90 + 85 + 60 + 70 + 90) ÷ 6 = 79.1666…
    expect(text(result.overall)).toBe('79.17');
  });

  it('hides everything below the threshold', () => {
    const result = aggregate360(
      [
        { relation: 'peer', score: '80' },
        { relation: 'superior', score: '60' },
      ],
      3,
    );
    expect(result.overall).toBeNull();
    expect(result.groups).toEqual([{ relation: 'others', count: 2, mean: null }]);
  });
});
