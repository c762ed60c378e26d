import { describe, expect, it } from 'vitest';
import { approvalFlow, type FlowNode, flowShape } from './flow.ts';

const approver = (id: string): FlowNode => ({
  type: 'approver',
  id,
  name: id,
  approvers: { kind: 'head', level: 1, upTo: false },
  mode: 'sequential',
  empty: { kind: 'admin' },
});

/** A condition node whose one branch holds `inner`, `levels` deep. */
function nested(levels: number): FlowNode {
  let node: FlowNode = approver('leaf');
  for (let i = 0; i < levels; i++) {
    node = {
      type: 'condition',
      id: `c${i}`,
      branches: [
        { id: `b${i}`, name: 'b', conditions: [{ kind: 'initiatorIn', userIds: [1] }], nodes: [node] },
      ],
      otherwise: { id: `o${i}`, name: 'o', nodes: [] },
    };
  }
  return node;
}

describe('approval flow definitions', () => {
  it('counts nodes and nesting', () => {
    expect(flowShape([approver('a'), approver('b')])).toEqual({ nodes: 2, depth: 1 });
    // 3 condition nodes and the leaf; the leaf sits 4 levels down.
    expect(flowShape([nested(3)])).toEqual({ nodes: 4, depth: 4 });
  });

  it('accepts branches nested 4 deep and refuses 5 (depth 6)', () => {
    expect(approvalFlow.safeParse({ nodes: [nested(4)] }).success).toBe(true);
    expect(approvalFlow.safeParse({ nodes: [nested(5)] }).success).toBe(false);
  });

  it('fills the defaults the designer leaves out', () => {
    const parsed = approvalFlow.parse({
      nodes: [{ type: 'approver', id: 'n1', name: '主管', approvers: { kind: 'head', level: 1 } }],
    });
    expect(parsed.dedupe).toBe('consecutive');
    expect(parsed.nodes[0]).toMatchObject({ mode: 'sequential', empty: { kind: 'admin' } });
  });
});
