import type { ResolveContext } from './conditions.ts';
import type { ApproverSpec } from './flow.ts';
import { FlowResolveError } from './resolve-error.ts';
import type { FlowLookups } from './resolved.ts';

/** People of one approver spec: one group, or one per head level for `head` with `upTo`. */
export interface PeopleGroup {
  /** The head level (only for `upTo`). */
  level?: number;
  userIds: number[];
}

/** The active ones, in order, without repeats. */
export async function activeOnly(userIds: readonly number[], lookups: FlowLookups): Promise<number[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const active = await lookups.activeUsers(unique);
  return unique.filter((id) => active.has(id));
}

/**
 * The initiator's head chain with inactive heads as gaps; empty for the company account. An
 * initiator who heads their own department is not their own level-1 head: as in DingTalk, every
 * level shifts up by one (level 1 is the parent department's head).
 */
async function headChain({ initiator, lookups }: ResolveContext): Promise<(number | null)[]> {
  if (initiator.departmentId === null) return [];
  const full = await lookups.headChain(initiator.departmentId);
  const chain = full[0] === initiator.userId ? full.slice(1) : full;
  const active = new Set(
    await activeOnly(
      chain.filter((id) => id !== null),
      lookups,
    ),
  );
  return chain.map((id) => (id !== null && active.has(id) ? id : null));
}

function isIds(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0);
}

/** Whether the initiator picked anyone for the node yet. */
export const hasPicks = (picks: unknown): boolean => isIds(picks) && picks.length > 0;

/** The picks for an `initiatorChooses` node, checked against the node. */
function chosen(
  spec: Extract<ApproverSpec, { kind: 'initiatorChooses' }>,
  nodeId: string,
  context: ResolveContext,
) {
  const picks = context.chosen[nodeId];
  if (!isIds(picks) || picks.length === 0) throw new FlowResolveError('chooserMissing', nodeId);
  if (!spec.multiple && new Set(picks).size > 1) throw new FlowResolveError('chooserTooMany', nodeId);
  const { candidates } = spec;
  if (candidates && !picks.every((id) => candidates.includes(id)))
    throw new FlowResolveError('chooserNotCandidate', nodeId);
  return picks;
}

/** Who a spec names, before activity is checked (heads are checked in `headChain`). */
async function named(spec: ApproverSpec, nodeId: string, context: ResolveContext): Promise<number[]> {
  const { lookups, initiator } = context;
  switch (spec.kind) {
    case 'users':
      return spec.userIds;
    case 'role':
      return lookups.roleMembers(spec.role);
    case 'departmentHead': {
      const head = await lookups.departmentHead(spec.departmentId);
      return head === null ? [] : [head];
    }
    case 'formField': {
      const value = context.values[spec.field];
      if (value === undefined || value === null) return [];
      if (!isIds(value)) throw new FlowResolveError('fieldNotPicker', nodeId);
      return value;
    }
    case 'initiatorChooses':
      // A lenient preview lists the pick still missing as a choice instead of refusing.
      return context.lenient && !hasPicks(context.chosen[nodeId]) ? [] : chosen(spec, nodeId, context);
    case 'initiator':
      return [initiator.userId];
    case 'head': {
      // Level N is the first head at N or above: a department without a head is a gap in the tree.
      const head = (await headChain(context)).slice(spec.level - 1).find((id) => id !== null);
      return typeof head === 'number' ? [head] : [];
    }
  }
}

/**
 * The active people of a spec (docs/product/approval.md, "Resolution"). `head` with `upTo` gives
 * one group per level from 1 to `level`, leaving out levels without a head and heads already met
 * at a lower level; every other spec gives one group (maybe empty).
 */
export async function specPeople(
  spec: ApproverSpec,
  nodeId: string,
  context: ResolveContext,
): Promise<PeopleGroup[]> {
  if (spec.kind === 'head' && spec.upTo) {
    const chain = (await headChain(context)).slice(0, spec.level);
    const groups: PeopleGroup[] = [];
    const met = new Set<number>();
    chain.forEach((head, index) => {
      if (head === null || met.has(head)) return;
      met.add(head);
      groups.push({ level: index + 1, userIds: [head] });
    });
    return groups;
  }
  return [{ userIds: await activeOnly(await named(spec, nodeId, context), context.lookups) }];
}
