import { z } from 'zod';
import { fieldKey } from './form.ts';

/**
 * An approval template's flow (审批流程) in the DingTalk style: a vertical list of nodes, where a
 * condition node picks one of its branches and a parallel node runs all of them (docs/product/
 * approval.md, "Flows"). People are login user ids of the template's company; departments are ids.
 */

const id = z.number().int().positive();
const nodeId = z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/);
const name = z.string().trim().min(1).max(40);

/** Who approves (or is copied): resolved to people when an instance is submitted. */
export const approverSpec = z.discriminatedUnion('kind', [
  /** Named people. */
  z.object({ kind: z.literal('users'), userIds: z.array(id).min(1).max(50) }),
  /** Everyone holding an approval role of the company (docs/product/approval.md, "Roles"). */
  z.object({ kind: z.literal('role'), role: z.string().min(1).max(40) }),
  /**
   * The initiator's department heads: `level` 1 is the head of their own department, 2 the next
   * department up... `upTo: true` means every head from level 1 to `level`, in that order.
   */
  z.object({
    kind: z.literal('head'),
    level: z.number().int().min(1).max(10),
    upTo: z.boolean().default(false),
  }),
  /** The head of a named department. */
  z.object({ kind: z.literal('departmentHead'), departmentId: id }),
  /** The people in a staff-picker field of the form. */
  z.object({ kind: z.literal('formField'), field: fieldKey }),
  /** The initiator picks when submitting, among `candidates` if given. */
  z.object({
    kind: z.literal('initiatorChooses'),
    multiple: z.boolean().default(false),
    candidates: z.array(id).max(50).optional(),
  }),
  /** The initiator themselves (e.g. to confirm a result). */
  z.object({ kind: z.literal('initiator') }),
]);

/** When a node resolves to nobody: pass it, give it to the company admin, or to a named person. */
export const emptyApproverPolicy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('autoPass') }),
  z.object({ kind: z.literal('admin') }),
  z.object({ kind: z.literal('user'), userId: id }),
]);

/** After `remindAfterHours` the approvers are reminded; after `actAfterHours` the node acts by itself. */
export const nodeTimeout = z.object({
  remindAfterHours: z.number().int().min(1).max(720).optional(),
  actAfterHours: z.number().int().min(1).max(720).optional(),
  action: z.enum(['approve', 'reject', 'transfer']).optional(),
  transferTo: id.optional(),
});

/** One test on the form or the initiator; a branch matches when all its tests pass. */
export const condition = z.discriminatedUnion('kind', [
  /** A number or money field compared with a value (money as a decimal string). */
  z.object({
    kind: z.literal('compare'),
    field: fieldKey,
    op: z.enum(['lt', 'lte', 'eq', 'gte', 'gt']),
    value: z.string().regex(/^-?\d{1,13}(\.\d{1,4})?$/),
  }),
  /** `lower <= value < upper`, either bound optional: amount ranges. */
  z.object({
    kind: z.literal('range'),
    field: fieldKey,
    lower: z
      .string()
      .regex(/^-?\d{1,13}(\.\d{1,4})?$/)
      .optional(),
    upper: z
      .string()
      .regex(/^-?\d{1,13}(\.\d{1,4})?$/)
      .optional(),
  }),
  /** A select (any of) or multi-select (any chosen is among) field. */
  z.object({ kind: z.literal('oneOf'), field: fieldKey, values: z.array(z.string().max(40)).min(1).max(50) }),
  /** The initiator's department is one of these or below one of them. */
  z.object({ kind: z.literal('initiatorDepartment'), departmentIds: z.array(id).min(1).max(50) }),
  /** The initiator is one of these people. */
  z.object({ kind: z.literal('initiatorIn'), userIds: z.array(id).min(1).max(50) }),
]);

export type ApproverSpec = z.infer<typeof approverSpec>;
export type EmptyApproverPolicy = z.infer<typeof emptyApproverPolicy>;
export type NodeTimeout = z.infer<typeof nodeTimeout>;
export type Condition = z.infer<typeof condition>;

export interface ApproverNode {
  type: 'approver';
  id: string;
  name: string;
  approvers: ApproverSpec;
  /** 依次 (in order), 会签 (all must agree), 或签 (any one). */
  mode: 'sequential' | 'all' | 'any';
  empty: EmptyApproverPolicy;
  timeout?: NodeTimeout;
}
export interface CcNode {
  type: 'cc';
  id: string;
  name: string;
  recipients: ApproverSpec[];
}
export interface Branch {
  id: string;
  name: string;
  nodes: FlowNode[];
}
export interface ConditionBranch extends Branch {
  conditions: Condition[];
}
/** The first branch (in order) whose conditions all pass runs; `otherwise` when none does. */
export interface ConditionNode {
  type: 'condition';
  id: string;
  branches: ConditionBranch[];
  otherwise: Branch;
}
/** Every branch runs; the flow goes on when all are done. */
export interface ParallelNode {
  type: 'parallel';
  id: string;
  branches: Branch[];
}
export type FlowNode = ApproverNode | CcNode | ConditionNode | ParallelNode;

const approverNode = z.object({
  type: z.literal('approver'),
  id: nodeId,
  name,
  approvers: approverSpec,
  mode: z.enum(['sequential', 'all', 'any']).default('sequential'),
  empty: emptyApproverPolicy.default({ kind: 'admin' }),
  timeout: nodeTimeout.optional(),
});
const ccNode = z.object({
  type: z.literal('cc'),
  id: nodeId,
  name,
  recipients: z.array(approverSpec).min(1).max(10),
});

/** Nodes nest through branches: bounded in breadth here and in depth by `flowDepth` (below). */
export const flowNode: z.ZodType<FlowNode> = z.lazy(() =>
  z.discriminatedUnion('type', [
    approverNode,
    ccNode,
    z.object({
      type: z.literal('condition'),
      id: nodeId,
      branches: z
        .array(
          z.object({
            id: nodeId,
            name,
            conditions: z.array(condition).min(1).max(10),
            nodes: z.array(flowNode).max(30),
          }),
        )
        .min(1)
        .max(10),
      otherwise: z.object({ id: nodeId, name, nodes: z.array(flowNode).max(30) }),
    }),
    z.object({
      type: z.literal('parallel'),
      id: nodeId,
      branches: z
        .array(z.object({ id: nodeId, name, nodes: z.array(flowNode).max(30) }))
        .min(2)
        .max(10),
    }),
  ]),
) as z.ZodType<FlowNode>;

/** How deep branches may nest, and how many nodes a flow may have in all. */
export const FLOW_LIMITS = { depth: 5, nodes: 100 };

/** The number of nodes of a flow and how deep its branches nest (a flow without branches: depth 1). */
export function flowShape(nodes: readonly FlowNode[]): { nodes: number; depth: number } {
  let count = 0;
  let depth = 0;
  const walk = (list: readonly FlowNode[], level: number) => {
    depth = Math.max(depth, level);
    for (const node of list) {
      count++;
      if (node.type === 'condition')
        for (const branch of [...node.branches, node.otherwise]) walk(branch.nodes, level + 1);
      if (node.type === 'parallel') for (const branch of node.branches) walk(branch.nodes, level + 1);
    }
  };
  walk(nodes, 1);
  return { nodes: count, depth };
}

export const approvalFlow = z.object({
  nodes: z
    .array(flowNode)
    .min(1)
    .max(30)
    .refine((nodes) => {
      const shape = flowShape(nodes);
      return shape.nodes <= FLOW_LIMITS.nodes && shape.depth <= FLOW_LIMITS.depth;
    }, 'approval.flow.tooLarge'),
  /**
   * The same person again on a later node: 'none' asks again, 'consecutive' passes a node whose
   * approver just approved the node before, 'any' passes every later node they already approved.
   */
  dedupe: z.enum(['none', 'consecutive', 'any']).default('consecutive'),
  /**
   * Where an approver may send a rejected instance: nowhere (rejecting ends it), back to the
   * initiator, or back to the initiator or any earlier approver node.
   */
  sendBack: z.enum(['none', 'initiator', 'earlier']).default('earlier'),
  /** Whether approvers may add signers (加签) before or after themselves. */
  addSign: z.boolean().default(true),
});
export type ApprovalFlow = z.infer<typeof approvalFlow>;
