import type { TemplateConfig } from '@renli/contracts';
import { badRequest } from '../../../core/http/errors.ts';
import { PerfDecimal, weightsComplete } from '../engine/score.ts';

// What makes a template sound (docs/product/performance.md, "Templates"), checked by the server
// whatever the form sent. Pure: the first problem is thrown as a 400 with a Chinese message key; the
// designated reviewers' being active people of the company is checked by templates.ts.

/** The maximum each scale implies; a custom scale names its own (at most 1000). */
const SCALE_MAX = { hundred: '100', five: '5' } as const;
const CUSTOM_SCALE_MAX = 1000;

/** Throws the first problem of `config`, returning it normalised (reviewer ids only where designated). */
export function checkTemplateConfig(config: TemplateConfig): TemplateConfig {
  const max = new PerfDecimal(config.scale.max);
  if (config.scale.kind !== 'custom' && !max.equals(SCALE_MAX[config.scale.kind]))
    throw badRequest('performance.template.scaleMax', { max: SCALE_MAX[config.scale.kind] });
  if (config.scale.kind === 'custom' && (max.lte(0) || max.gt(CUSTOM_SCALE_MAX)))
    throw badRequest('performance.template.customScale', { max: CUSTOM_SCALE_MAX });

  const sectionNames = new Set<string>();
  for (const section of config.sections) {
    if (sectionNames.has(section.name))
      throw badRequest('performance.template.sectionTwice', { name: section.name });
    sectionNames.add(section.name);
  }
  if (!weightsComplete(config.sections.map((s) => s.weight)))
    throw badRequest('performance.template.sectionWeights', { sum: sum(config.sections) });

  config.reviewers.forEach((level, index) => {
    if (level.relation === 'self' && index > 0) throw badRequest('performance.template.selfFirst');
    if (
      level.relation !== 'designated' &&
      config.reviewers.findIndex((other) => other.relation === level.relation) !== index
    )
      throw badRequest('performance.template.relationTwice', { level: index + 1 });
    if (level.relation === 'designated' && level.userIds.length === 0)
      throw badRequest('performance.template.designatedEmpty', { level: index + 1 });
  });
  if (!weightsComplete(config.reviewers.map((r) => r.weight)))
    throw badRequest('performance.template.reviewerWeights', { sum: sum(config.reviewers) });

  checkBands(config, max);
  checkDistribution(config);
  return {
    ...config,
    reviewers: config.reviewers.map((level) => ({
      ...level,
      userIds: level.relation === 'designated' ? [...new Set(level.userIds)] : [],
    })),
  };
}

const sum = (rows: readonly { weight: string }[]) =>
  rows.reduce((total, row) => total.plus(row.weight), new PerfDecimal(0)).toString();

/** Grades unique; minimums strictly descending, within the scale, the lowest 0; coefficients ≥ 0. */
function checkBands(config: TemplateConfig, max: InstanceType<typeof PerfDecimal>) {
  const grades = new Set<string>();
  config.bands.forEach((band, index) => {
    if (grades.has(band.grade)) throw badRequest('performance.template.gradeTwice', { grade: band.grade });
    grades.add(band.grade);
    const min = new PerfDecimal(band.min);
    if (min.lt(0) || min.gt(max))
      throw badRequest('performance.template.bandRange', { grade: band.grade, max: max.toString() });
    const above = config.bands[index - 1];
    if (above && !min.lt(above.min))
      throw badRequest('performance.template.bandOrder', { grade: band.grade, above: above.grade });
    if (new PerfDecimal(band.coefficient).lt(0))
      throw badRequest('performance.template.coefficientNegative', { grade: band.grade });
  });
  const lowest = config.bands[config.bands.length - 1]!;
  if (!new PerfDecimal(lowest.min).isZero())
    throw badRequest('performance.template.lowestBand', { grade: lowest.grade });
}

/** Limits name grades of the bands, once each, with a bound, and max ≥ min. */
function checkDistribution(config: TemplateConfig) {
  if (!config.distribution) return;
  if (config.distribution.limits.length === 0) throw badRequest('performance.template.distributionEmpty');
  const grades = new Set(config.bands.map((b) => b.grade));
  const limited = new Set<string>();
  for (const limit of config.distribution.limits) {
    if (!grades.has(limit.grade)) throw badRequest('performance.template.limitGrade', { grade: limit.grade });
    if (limited.has(limit.grade)) throw badRequest('performance.template.limitTwice', { grade: limit.grade });
    limited.add(limit.grade);
    if (limit.max === undefined && limit.min === undefined)
      throw badRequest('performance.template.limitEmpty', { grade: limit.grade });
    if (limit.max !== undefined && limit.min !== undefined && new PerfDecimal(limit.max).lt(limit.min))
      throw badRequest('performance.template.limitOrder', { grade: limit.grade });
  }
}
