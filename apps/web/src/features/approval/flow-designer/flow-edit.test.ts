import { type ApprovalFlow, approvalFlow } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import {
  addBranch,
  type FlowTexts,
  insertNode,
  removeBranch,
  removeNode,
  replaceBranch,
} from './flow-edit.ts';

const texts: FlowTexts = {
  approver: '审批人',
  cc: '抄送人',
  condition: (n) => `条件${n}`,
  otherwise: '默认条件',
  parallel: (n) => `并行分支${n}`,
};
const empty: ApprovalFlow = { nodes: [], dedupe: 'consecutive', sendBack: 'earlier', addSign: true };

describe('flow edits', () => {
  it('inserts each node kind with fresh ids and valid defaults', () => {
    let { flow } = insertNode(empty, null, 0, 'approver', texts);
    ({ flow } = insertNode(flow, null, 1, 'cc', texts));
    ({ flow } = insertNode(flow, null, 1, 'parallel', texts));
    expect(flow.nodes.map((node) => [node.type, node.id])).toEqual([
      ['approver', 'node_1'],
      ['parallel', 'node_3'],
      ['cc', 'node_2'],
    ]);
    expect(flow.nodes[0]).toEqual({
      type: 'approver',
      id: 'node_1',
      name: '审批人',
      approvers: { kind: 'head', level: 1, upTo: false },
      mode: 'sequential',
      empty: { kind: 'admin' },
    });
    expect(flow.nodes[1]).toMatchObject({
      branches: [{ id: 'node_4', name: '并行分支1' }, { id: 'node_5' }],
    });
    expect(approvalFlow.safeParse(flow).success).toBe(true);
  });

  it('adds nodes inside a branch, branches before the default, and removes down to the whole node', () => {
    let { flow } = insertNode(empty, null, 0, 'condition', texts);
    expect(flow.nodes[0]).toMatchObject({
      branches: [{ id: 'node_2', name: '条件1' }],
      otherwise: { id: 'node_3' },
    });
    // A condition branch needs a test before the flow is valid.
    expect(approvalFlow.safeParse(flow).success).toBe(false);

    flow = replaceBranch(flow, 'node_1', {
      id: 'node_2',
      name: '大额',
      conditions: [{ kind: 'compare', field: 'field_1', op: 'gt', value: '5000' }],
      nodes: [],
    });
    ({ flow } = insertNode(flow, 'node_2', 0, 'approver', texts));
    ({ flow } = insertNode(flow, 'node_3', 0, 'cc', texts));
    flow = addBranch(flow, 'node_1', texts);
    const node = flow.nodes[0]!;
    if (node.type !== 'condition') throw new Error('not a condition');
    expect(node.branches.map((branch) => [branch.id, branch.name, branch.nodes.map((n) => n.id)])).toEqual([
      ['node_2', '大额', ['node_4']],
      ['node_6', '条件2', []],
    ]);
    expect(node.otherwise.nodes.map((n) => n.type)).toEqual(['cc']);

    flow = removeNode(flow, 'node_4');
    expect(flow.nodes[0]).toMatchObject({ branches: [{ nodes: [] }, {}] });
    flow = removeBranch(flow, 'node_1', 'node_6');
    expect(flow.nodes[0]).toMatchObject({ branches: [{ id: 'node_2' }] });
    expect(approvalFlow.safeParse(flow).success).toBe(true);
    flow = removeBranch(flow, 'node_1', 'node_2');
    expect(flow.nodes).toEqual([]);
  });

  it('removes a parallel node with its second-last branch', () => {
    let { flow } = insertNode(empty, null, 0, 'parallel', texts);
    flow = addBranch(flow, 'node_1', texts);
    flow = removeBranch(flow, 'node_1', 'node_2');
    expect(flow.nodes[0]).toMatchObject({
      branches: [{ id: 'node_3' }, { id: 'node_4', name: '并行分支3' }],
    });
    flow = removeBranch(flow, 'node_1', 'node_3');
    expect(flow.nodes).toEqual([]);
  });
});
