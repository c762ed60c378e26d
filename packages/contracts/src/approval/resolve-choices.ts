import type { ApproverSpec, FlowNode } from './flow.ts';

/** A 发起人自选 node on the path: the initiator picks its people, among `candidates` when listed. */
export interface PathChoice {
  nodeId: string;
  name: string;
  multiple: boolean;
  /** null: anyone of the company. */
  candidates: number[] | null;
}

/**
 * The 发起人自选 picks the initiator owes on the path the values take (docs/product/approval.md,
 * "People"): approver and CC nodes choosing by `initiatorChooses`, in flow order, following the
 * condition branches a resolution took (`branches`, by condition node id) and every parallel branch.
 */
export function choicesOnPath(nodes: readonly FlowNode[], branches: Readonly<Record<string, string>>) {
  const choices: PathChoice[] = [];
  const add = (nodeId: string, name: string, spec: ApproverSpec) => {
    if (spec.kind !== 'initiatorChooses' || choices.some((c) => c.nodeId === nodeId)) return;
    choices.push({ nodeId, name, multiple: spec.multiple, candidates: spec.candidates ?? null });
  };
  const walk = (list: readonly FlowNode[]) => {
    for (const node of list) {
      if (node.type === 'approver') add(node.id, node.name, node.approvers);
      else if (node.type === 'cc') for (const spec of node.recipients) add(node.id, node.name, spec);
      else if (node.type === 'parallel') for (const branch of node.branches) walk(branch.nodes);
      else {
        const taken = [...node.branches, node.otherwise].find((b) => b.id === branches[node.id]);
        if (taken) walk(taken.nodes);
      }
    }
  };
  walk(nodes);
  return choices;
}
