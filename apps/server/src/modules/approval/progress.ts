import type { ResolvedFlow, ResolvedNode } from '@renli/contracts';

export type ResolvedApprover = Extract<ResolvedNode, { type: 'approver' }>;

/** What a resolved flow asks for next, given the nodes already done. */
export interface Step {
  /** Approver nodes waiting now: one, or one per unfinished parallel branch. */
  active: ResolvedApprover[];
  /** CC and auto-passed nodes reached on the way (not yet done), to record and mark done. */
  reached: Exclude<ResolvedNode, { type: 'approver' } | { type: 'parallel' }>[];
  /** Every node is done: the instance is approved. */
  finished: boolean;
}

/**
 * Walks the resolved flow from the top (docs/product/approval.md, "Flows"): nodes run in order, a
 * parallel node's branches side by side, and the flow goes past a parallel node only when every
 * branch is done. Pure: the engine stores `done` and asks again after each decision.
 */
export function nextStep(flow: ResolvedFlow, done: ReadonlySet<string>): Step {
  const reached: Step['reached'] = [];
  const walk = (nodes: readonly ResolvedNode[]): ResolvedApprover[] => {
    for (const node of nodes) {
      if (node.type === 'approver') {
        if (!done.has(node.id)) return [node];
      } else if (node.type === 'parallel') {
        const active = node.branches.flatMap((branch) => walk(branch.nodes));
        if (active.length > 0) return active;
      } else if (!done.has(node.id)) {
        reached.push(node);
      }
    }
    return [];
  };
  const active = walk(flow.nodes);
  return { active, reached, finished: active.length === 0 };
}

/** Every node id of a resolved flow (branches included), to check they are unique. */
export function resolvedNodeIds(nodes: readonly ResolvedNode[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'parallel' ? node.branches.flatMap((b) => resolvedNodeIds(b.nodes)) : [node.id],
  );
}
