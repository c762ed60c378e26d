import type { ContributionItem, ItemRule, RoundingRule } from '@renli/contracts';
import Decimal from 'decimal.js';
import { moneyText, roundMoney } from '../rounding.ts';

// The arithmetic of a contribution (docs/product/salary.md, "Social insurance and housing fund"):
// which version holds in a month, the base clamped into its floor and ceiling, and each item's two
// parts, base × rate + fixed amount, rounded by the item's rule. Pure, so every rule is unit-tested.

export interface VersionRules {
  effectiveFrom: string;
  baseMin: string;
  baseMax: string;
  items: readonly ItemRule[];
}

/** The version in force in `month`: the latest starting at or before it; none before the first. */
export function versionIn<V extends { effectiveFrom: string }>(
  versions: readonly V[],
  month: string,
): V | undefined {
  let found: V | undefined;
  for (const v of versions)
    if (v.effectiveFrom <= month && (!found || v.effectiveFrom > found.effectiveFrom)) found = v;
  return found;
}

export interface ClampedBase {
  base: Decimal;
  clamped: 'floor' | 'ceiling' | null;
}

/** The base raised to the floor or lowered to the ceiling (3,000 under a floor of 7,460 pays on 7,460). */
export function clampBase(base: Decimal.Value, baseMin: Decimal.Value, baseMax: Decimal.Value): ClampedBase {
  const value = new Decimal(base);
  if (value.lt(baseMin)) return { base: new Decimal(baseMin), clamped: 'floor' };
  if (value.gt(baseMax)) return { base: new Decimal(baseMax), clamped: 'ceiling' };
  return { base: value, clamped: null };
}

/** One part: base × rate % + fixed, rounded. */
export function part(base: Decimal, rate: string, fixed: string, rounding: RoundingRule): Decimal {
  return roundMoney(base.times(rate).dividedBy(100).plus(fixed), rounding);
}

export interface ComputedLine {
  item: ContributionItem;
  base: string;
  companyRate: string;
  personalRate: string;
  company: string;
  personal: string;
}

/** A person's lines for a month under `rules`, from the base they are enrolled with. */
export function computeLines(enrolledBase: string, rules: VersionRules): ComputedLine[] {
  const { base } = clampBase(enrolledBase, rules.baseMin, rules.baseMax);
  return rules.items.map((rule) => ({
    item: rule.item,
    base: moneyText(base),
    companyRate: rule.companyRate,
    personalRate: rule.personalRate,
    company: moneyText(part(base, rule.companyRate, rule.companyFixed, rule.rounding)),
    personal: moneyText(part(base, rule.personalRate, rule.personalFixed, rule.rounding)),
  }));
}

/** The sum of money strings, as a money string. */
export const sumMoney = (values: readonly string[]) =>
  moneyText(values.reduce((sum, value) => sum.plus(value), new Decimal(0)));
