import type { ApprovalFlow, Branch, ConditionBranch, FlowNode } from '@renli/contracts';
import { nextKey } from '../../../components/form-designer/fields.ts';

/**
 * Pure edits of a flow's node tree (docs/product/approval.md, "Flows"). A list of nodes is named by
 * its owner: `null` for the flow's own list, else the id of the branch holding it. Ids of nodes and
 * branches are generated (`node_1`...) over the whole tree and never reused.
 */
export type ListOwner = string | null;
export type NewNodeType = FlowNode['type'];

/** Default names of new nodes and branches, in the designer's language. */
export interface FlowTexts {
  approver: string;
  cc: string;
  condition: (n: number) => string;
  otherwise: string;
  parallel: (n: number) => string;
}

function branchesOf(node: FlowNode): Branch[] {
  if (node.type === 'condition') return [...node.branches, node.otherwise];
  if (node.type === 'parallel') return node.branches;
  return [];
}

function allIds(nodes: readonly FlowNode[]): string[] {
  return nodes.flatMap((node) => [
    node.id,
    ...branchesOf(node).flatMap((branch) => [branch.id, ...allIds(branch.nodes)]),
  ]);
}

/** Hands out fresh ids for one edit. */
function idMaker(flow: ApprovalFlow) {
  const ids = allIds(flow.nodes);
  return () => {
    const id = nextKey('node', ids);
    ids.push(id);
    return id;
  };
}

export function newNode(type: NewNodeType, nextId: () => string, texts: FlowTexts): FlowNode {
  switch (type) {
    case 'approver':
      // The direct head is what most flows start with, and a valid node from the first click.
      return {
        type,
        id: nextId(),
        name: texts.approver,
        approvers: { kind: 'head', level: 1, upTo: false },
        mode: 'sequential',
        empty: { kind: 'admin' },
      };
    case 'cc':
      return {
        type,
        id: nextId(),
        name: texts.cc,
        recipients: [{ kind: 'initiatorChooses', multiple: true }],
      };
    case 'condition':
      return {
        type,
        id: nextId(),
        branches: [{ id: nextId(), name: texts.condition(1), conditions: [], nodes: [] }],
        otherwise: { id: nextId(), name: texts.otherwise, nodes: [] },
      };
    case 'parallel':
      return {
        type,
        id: nextId(),
        branches: [1, 2].map((n) => ({ id: nextId(), name: texts.parallel(n), nodes: [] })),
      };
  }
}

/** Applies `edit` to the list `owner` names, wherever it is in the tree. */
function editList(nodes: FlowNode[], owner: ListOwner, edit: (list: FlowNode[]) => FlowNode[]): FlowNode[] {
  if (owner === null) return edit(nodes);
  const inBranch = <B extends Branch>(branch: B): B =>
    branch.id === owner
      ? { ...branch, nodes: edit(branch.nodes) }
      : { ...branch, nodes: editList(branch.nodes, owner, edit) };
  return nodes.map((node) => {
    if (node.type === 'condition')
      return { ...node, branches: node.branches.map(inBranch), otherwise: inBranch(node.otherwise) };
    if (node.type === 'parallel') return { ...node, branches: node.branches.map(inBranch) };
    return node;
  });
}

/** Every list of the tree, edited by `edit` (used to find a node or branch wherever it is). */
const editEveryList = (nodes: FlowNode[], edit: (list: FlowNode[]) => FlowNode[]): FlowNode[] =>
  edit(nodes).map((node) => {
    const inBranch = <B extends Branch>(branch: B): B => ({
      ...branch,
      nodes: editEveryList(branch.nodes, edit),
    });
    if (node.type === 'condition')
      return { ...node, branches: node.branches.map(inBranch), otherwise: inBranch(node.otherwise) };
    if (node.type === 'parallel') return { ...node, branches: node.branches.map(inBranch) };
    return node;
  });

/** Inserts a new node of `type` at `index` of a list; answers the flow and the new node's id. */
export function insertNode(
  flow: ApprovalFlow,
  owner: ListOwner,
  index: number,
  type: NewNodeType,
  texts: FlowTexts,
): { flow: ApprovalFlow; id: string } {
  const node = newNode(type, idMaker(flow), texts);
  const nodes = editList(flow.nodes, owner, (list) => [...list.slice(0, index), node, ...list.slice(index)]);
  return { flow: { ...flow, nodes }, id: node.id };
}

export const replaceNode = (flow: ApprovalFlow, node: FlowNode): ApprovalFlow => ({
  ...flow,
  nodes: editEveryList(flow.nodes, (list) => list.map((each) => (each.id === node.id ? node : each))),
});

export const removeNode = (flow: ApprovalFlow, id: string): ApprovalFlow => ({
  ...flow,
  nodes: editEveryList(flow.nodes, (list) => list.filter((each) => each.id !== id)),
});

/** Adds a condition branch (before the default one) or a parallel branch. */
export function addBranch(flow: ApprovalFlow, nodeId: string, texts: FlowTexts): ApprovalFlow {
  const nextId = idMaker(flow);
  const node = findNode(flow.nodes, nodeId);
  if (node?.type === 'condition') {
    const branch: ConditionBranch = {
      id: nextId(),
      name: texts.condition(node.branches.length + 1),
      conditions: [],
      nodes: [],
    };
    return replaceNode(flow, { ...node, branches: [...node.branches, branch] });
  }
  if (node?.type === 'parallel') {
    const branch: Branch = { id: nextId(), name: texts.parallel(node.branches.length + 1), nodes: [] };
    return replaceNode(flow, { ...node, branches: [...node.branches, branch] });
  }
  return flow;
}

/**
 * Removes a branch; when the node would be left with fewer branches than it needs (a condition
 * needs one besides the default, a parallel two), the whole node goes, as in DingTalk.
 */
export function removeBranch(flow: ApprovalFlow, nodeId: string, branchId: string): ApprovalFlow {
  const node = findNode(flow.nodes, nodeId);
  if (node?.type === 'condition') {
    const branches = node.branches.filter((branch) => branch.id !== branchId);
    return branches.length === 0 ? removeNode(flow, nodeId) : replaceNode(flow, { ...node, branches });
  }
  if (node?.type === 'parallel') {
    const branches = node.branches.filter((branch) => branch.id !== branchId);
    return branches.length < 2 ? removeNode(flow, nodeId) : replaceNode(flow, { ...node, branches });
  }
  return flow;
}

/** Replaces a branch's name or conditions (its nodes are edited through the node functions). */
export function replaceBranch(
  flow: ApprovalFlow,
  nodeId: string,
  branch: Branch | ConditionBranch,
): ApprovalFlow {
  const node = findNode(flow.nodes, nodeId);
  if (node?.type === 'condition') {
    if (node.otherwise.id === branch.id)
      return replaceNode(flow, { ...node, otherwise: { ...node.otherwise, name: branch.name } });
    return replaceNode(flow, {
      ...node,
      branches: node.branches.map((each) => (each.id === branch.id ? { ...each, ...branch } : each)),
    });
  }
  if (node?.type === 'parallel')
    return replaceNode(flow, {
      ...node,
      branches: node.branches.map((each) => (each.id === branch.id ? { ...each, name: branch.name } : each)),
    });
  return flow;
}

export function findNode(nodes: readonly FlowNode[], id: string): FlowNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    for (const branch of branchesOf(node)) {
      const found = findNode(branch.nodes, id);
      if (found) return found;
    }
  }
  return undefined;
}
