import { compareDecimal, parseDecimal } from './decimal.ts';
import type { Condition, ConditionNode } from './flow.ts';
import type { ResolveInput } from './resolved.ts';

/** What the resolver knows besides the flow. */
export type ResolveContext = Omit<ResolveInput, 'flow'>;

const OPS = {
  lt: (order: number) => order < 0,
  lte: (order: number) => order <= 0,
  eq: (order: number) => order === 0,
  gte: (order: number) => order >= 0,
  gt: (order: number) => order > 0,
} as const;

/**
 * One test of a branch (docs/product/approval.md, "Resolution"). Numbers and money compare as exact
 * decimals (a money value "6000.50" against "5000"); a missing or blank value fails every compare
 * and range; the company account, having no department, is in no department.
 */
async function passes(
  condition: Condition,
  { values, initiator, lookups }: ResolveContext,
): Promise<boolean> {
  switch (condition.kind) {
    case 'compare': {
      const value = parseDecimal(values[condition.field]);
      const against = parseDecimal(condition.value);
      return value !== null && against !== null && OPS[condition.op](compareDecimal(value, against));
    }
    case 'range': {
      const value = parseDecimal(values[condition.field]);
      if (value === null) return false;
      const lower = condition.lower === undefined ? null : parseDecimal(condition.lower);
      const upper = condition.upper === undefined ? null : parseDecimal(condition.upper);
      return (
        (lower === null || compareDecimal(value, lower) >= 0) &&
        (upper === null || compareDecimal(value, upper) < 0)
      );
    }
    case 'oneOf': {
      const value = values[condition.field];
      const chosen = Array.isArray(value) ? value : [value];
      return chosen.some((item) => typeof item === 'string' && condition.values.includes(item));
    }
    case 'initiatorDepartment': {
      if (initiator.departmentId === null) return false;
      const above = await lookups.departmentAncestors(initiator.departmentId);
      return [initiator.departmentId, ...above].some((id) => condition.departmentIds.includes(id));
    }
    case 'initiatorIn':
      return condition.userIds.includes(initiator.userId);
  }
}

/** The first branch whose tests all pass, in order; `otherwise` when none does. */
export async function pickBranch(node: ConditionNode, context: ResolveContext) {
  for (const branch of node.branches) {
    let all = true;
    for (const condition of branch.conditions) {
      if (!(await passes(condition, context))) {
        all = false;
        break;
      }
    }
    if (all) return branch;
  }
  return node.otherwise;
}
