import { activeOnly, hasPicks, specPeople } from './approvers.ts';
import { pickBranch, type ResolveContext } from './conditions.ts';
import type { ApproverNode, FlowNode } from './flow.ts';
import type { ResolvedFlow, ResolvedNode, ResolveInput } from './resolved.ts';

type ResolvedApprover = Extract<ResolvedNode, { type: 'approver' }>;
type Dedupe = ResolveInput['flow']['dedupe'];

/** Who approved so far, for `dedupe` (docs/product/approval.md, "Resolution"). */
interface Approved {
  /** The people of the approver node just before (after a parallel node: of all its branches). */
  previous: Set<number>;
  /** Everyone of every approver node so far. */
  earlier: Set<number>;
  /** Everyone of the approver nodes of the list being walked (a parallel branch's, for the nodes after it). */
  inWalk: Set<number>;
}

/** A node that resolved to nobody, by its `empty` policy; an inactive named person falls back to the admin. */
async function whenEmpty(node: ApproverNode, { lookups }: ResolveContext): Promise<ResolvedNode> {
  const { id, name, empty } = node;
  if (empty.kind === 'autoPass') return { type: 'autoPassed', id, name, reason: 'empty' };
  const named = empty.kind === 'user' ? await activeOnly([empty.userId], lookups) : [];
  const userIds = named.length > 0 ? named : [await lookups.companyAdmin()];
  return approver(node, id, userIds, named.length > 0 ? 'emptyToUser' : 'emptyToAdmin');
}

function approver(node: ApproverNode, id: string, userIds: number[], source: ResolvedApprover['source']) {
  const resolved: ResolvedApprover = {
    type: 'approver',
    id,
    name: node.name,
    mode: node.mode,
    userIds,
    source,
    passedUserIds: [],
  };
  if (node.timeout) resolved.timeout = node.timeout;
  return resolved;
}

/**
 * Passes people who approved before: 'consecutive' looks at the approver node just before, 'any'
 * at every earlier one. A node passes ('dedupe') when all its people approved before, or, for 或签,
 * any one of them (one approval is all it needs). Otherwise 'any' takes the ones who approved out
 * of the node (into `passedUserIds`) and 'consecutive' leaves the node as it is.
 */
function dedupe(node: ResolvedApprover, mode: Dedupe, approved: Approved): ResolvedNode {
  const before = mode === 'consecutive' ? approved.previous : approved.earlier;
  const passed = mode === 'none' ? [] : node.userIds.filter((id) => before.has(id));
  const left = node.userIds.filter((id) => !passed.includes(id));
  approved.previous = new Set(node.userIds);
  for (const id of node.userIds) {
    approved.earlier.add(id);
    approved.inWalk.add(id);
  }
  if (passed.length === 0) return node;
  if (left.length === 0 || node.mode === 'any')
    return { type: 'autoPassed', id: node.id, name: node.name, reason: 'dedupe' };
  if (mode === 'consecutive') return node;
  return { ...node, userIds: left, passedUserIds: passed };
}

async function approverNodes(node: ApproverNode, context: ResolveContext): Promise<ResolvedNode[]> {
  // The preview shows a 发起人自选 node without picks as waiting for them (no people yet).
  if (context.lenient && node.approvers.kind === 'initiatorChooses' && !hasPicks(context.chosen[node.id]))
    return [approver(node, node.id, [], 'resolved')];
  const groups = (await specPeople(node.approvers, node.id, context)).filter(
    (group) => group.userIds.length > 0,
  );
  if (groups.length === 0) return [await whenEmpty(node, context)];
  return groups.map((group) =>
    approver(
      node,
      group.level === undefined ? node.id : `${node.id}#${group.level}`,
      group.userIds,
      'resolved',
    ),
  );
}

interface Walk {
  context: ResolveContext;
  dedupe: Dedupe;
  branches: Record<string, string>;
}

async function walk(
  nodes: readonly FlowNode[],
  run: Walk,
  approved: Approved,
  out: ResolvedNode[],
): Promise<void> {
  for (const node of nodes) {
    if (node.type === 'condition') {
      // The branch taken runs in place of the condition node.
      const branch = await pickBranch(node, run.context);
      run.branches[node.id] = branch.id;
      await walk(branch.nodes, run, approved, out);
    } else if (node.type === 'approver') {
      for (const resolved of await approverNodes(node, run.context))
        out.push(resolved.type === 'approver' ? dedupe(resolved, run.dedupe, approved) : resolved);
    } else if (node.type === 'cc') {
      const groups = await Promise.all(node.recipients.map((spec) => specPeople(spec, node.id, run.context)));
      const userIds = [...new Set(groups.flat().flatMap((group) => group.userIds))];
      if (userIds.length > 0) out.push({ type: 'cc', id: node.id, name: node.name, userIds });
    } else {
      // Each branch starts from who approved before the parallel node; the nodes after it know
      // everyone of every branch as having approved, and all of them as the node just before.
      const after = new Set<number>();
      const branches = [];
      for (const branch of node.branches) {
        const inBranch: Approved = {
          previous: new Set(approved.previous),
          earlier: new Set(approved.earlier),
          inWalk: new Set(),
        };
        const resolved: ResolvedNode[] = [];
        await walk(branch.nodes, run, inBranch, resolved);
        branches.push({ id: branch.id, name: branch.name, nodes: resolved });
        for (const id of inBranch.inWalk) after.add(id);
      }
      for (const id of after) {
        approved.earlier.add(id);
        approved.inWalk.add(id);
      }
      if (after.size > 0) approved.previous = after;
      out.push({ type: 'parallel', id: node.id, branches });
    }
  }
}

/**
 * A flow made concrete for one submission (docs/product/approval.md, "Resolution"): conditions
 * decided on the values, approvers turned into active people, empty nodes and dedupe applied.
 * Throws `FlowResolveError` when the initiator's picks or a picker field do not fit the flow.
 */
export async function resolveFlow(input: ResolveInput): Promise<ResolvedFlow> {
  const { flow, ...context } = input;
  const run: Walk = { context, dedupe: flow.dedupe, branches: {} };
  const nodes: ResolvedNode[] = [];
  await walk(flow.nodes, run, { previous: new Set(), earlier: new Set(), inWalk: new Set() }, nodes);
  return { nodes, branches: run.branches };
}
