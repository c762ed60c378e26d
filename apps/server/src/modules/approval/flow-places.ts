import type { ResolvedFlow, ResolvedNode } from '@renli/contracts';
import type { ResolvedApprover } from './progress.ts';

// Where nodes sit in a stored resolved flow, for sending back and 加签 (docs/product/approval.md,
// "Instances"). Pure: the engine stores the flow and the done nodes, these answer questions on them.

/** One level of a node's place: the list (top level or a parallel branch) and the index in it. */
interface Level {
  list: ResolvedNode[];
  index: number;
}

/** The levels from the top list down to the one holding the node; null when it is not there. */
export function placeOf(nodes: ResolvedNode[], id: string): Level[] | null {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return [{ list: nodes, index }];
    if (node.type === 'parallel')
      for (const branch of node.branches) {
        const inner = placeOf(branch.nodes, id);
        if (inner) return [{ list: nodes, index }, ...inner];
      }
  }
  return null;
}

/**
 * The approver nodes a task of `nodeId` may send the instance back to: done approver nodes before
 * it in its own list and, when it sits in a parallel branch, before the parallel node in the lists
 * around it, outermost first. Nodes inside another branch (a sibling or an earlier parallel node's)
 * are never targets: sending one branch back must not undo another branch's work.
 */
export function sendBackTargets(flow: ResolvedFlow, done: ReadonlySet<string>, nodeId: string) {
  const targets: ResolvedApprover[] = [];
  for (const level of placeOf(flow.nodes, nodeId) ?? [])
    for (const node of level.list.slice(0, level.index))
      if (node.type === 'approver' && done.has(node.id)) targets.push(node);
  return targets;
}

const idsWithin = (node: ResolvedNode): string[] =>
  node.type === 'parallel'
    ? [node.id, ...node.branches.flatMap((b) => b.nodes.flatMap(idsWithin))]
    : [node.id];

/** The nodes undone by sending back to `targetId`: it and everything after it in its list, nested ones included. */
export function undoneFrom(flow: ResolvedFlow, targetId: string): Set<string> {
  const levels = placeOf(flow.nodes, targetId);
  const level = levels?.[levels.length - 1];
  if (!level) return new Set();
  return new Set(level.list.slice(level.index).flatMap(idsWithin));
}

/** A copy of the flow with `added` right before or right after the node `nodeId`, in the same list. */
export function insertBeside(
  flow: ResolvedFlow,
  nodeId: string,
  added: ResolvedApprover,
  position: 'before' | 'after',
): ResolvedFlow {
  const copy = structuredClone(flow);
  const levels = placeOf(copy.nodes, nodeId);
  const level = levels?.[levels.length - 1];
  if (!level) throw new Error(`no node ${nodeId} in the flow`);
  level.list.splice(position === 'before' ? level.index : level.index + 1, 0, added);
  return copy;
}

/** The next id for a 加签 node not yet used in the flow: `addSign-1`, `addSign-2`... */
export function nextAddSignId(flow: ResolvedFlow): string {
  const taken = new Set<string>();
  const collect = (nodes: ResolvedNode[]) => {
    for (const node of nodes) for (const id of idsWithin(node)) taken.add(id);
  };
  collect(flow.nodes);
  let n = 1;
  while (taken.has(`addSign-${n}`)) n++;
  return `addSign-${n}`;
}
