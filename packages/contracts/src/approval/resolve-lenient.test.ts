import { describe, expect, it } from 'vitest';
import { approverNode, input } from './__tests__/fake-lookups.ts';
import type { ApproverSpec, FlowNode } from './flow.ts';
import { resolveFlow } from './resolve.ts';
import { choicesOnPath } from './resolve-choices.ts';

const chooses: ApproverSpec = { kind: 'initiatorChooses', multiple: false, candidates: [301, 302] };
const anyone: ApproverSpec = { kind: 'initiatorChooses', multiple: true };

describe('resolveFlow: lenient (the preview)', () => {
  it('shows a 发起人自选 node without picks as waiting (no people), not as the admin', async () => {
    const nodes = [approverNode('pick', chooses), approverNode('boss', { kind: 'users', userIds: [7] })];
    const { nodes: resolved } = await resolveFlow(input(nodes, { lenient: true }));
    expect(resolved).toMatchObject([
      { type: 'approver', id: 'pick', userIds: [], source: 'resolved' },
      { type: 'approver', id: 'boss', userIds: [7] },
    ]);
    // Once picked, the preview resolves the node as submission will.
    const picked = await resolveFlow(input(nodes, { lenient: true, chosen: { pick: [302] } }));
    expect(picked.nodes[0]).toMatchObject({ id: 'pick', userIds: [302] });
  });

  it('leaves out a CC node whose only recipient is still to be picked', async () => {
    const cc: FlowNode = { type: 'cc', id: 'cc', name: '抄送', recipients: [anyone] };
    const { nodes } = await resolveFlow(
      input([approverNode('a', { kind: 'users', userIds: [7] }), cc], { lenient: true }),
    );
    expect(nodes.map((n) => n.id)).toEqual(['a']);
  });

  it('still refuses picks that do not fit the node, and submission refuses a missing pick', async () => {
    const nodes = [approverNode('pick', chooses)];
    await expect(resolveFlow(input(nodes, { lenient: true, chosen: { pick: [9] } }))).rejects.toMatchObject({
      code: 'chooserNotCandidate',
    });
    await expect(resolveFlow(input(nodes))).rejects.toMatchObject({ code: 'chooserMissing', nodeId: 'pick' });
  });
});

describe('choicesOnPath', () => {
  const flow: FlowNode[] = [
    {
      type: 'condition',
      id: 'byAmount',
      branches: [
        {
          id: 'big',
          name: '大额',
          conditions: [{ kind: 'compare', field: 'amount', op: 'gt', value: '5000' }],
          nodes: [approverNode('bigPick', chooses)],
        },
      ],
      otherwise: { id: 'small', name: '其他', nodes: [approverNode('smallPick', anyone)] },
    },
    {
      type: 'parallel',
      id: 'both',
      branches: [
        { id: 'left', name: '左', nodes: [approverNode('leftPick', anyone)] },
        { id: 'right', name: '右', nodes: [approverNode('fixed', { kind: 'users', userIds: [7] })] },
      ],
    },
    { type: 'cc', id: 'tell', name: '抄送', recipients: [{ kind: 'users', userIds: [8] }, anyone] },
  ];

  it('lists the 发起人自选 nodes on the branch taken, every parallel branch and CC nodes, in order', () => {
    expect(choicesOnPath(flow, { byAmount: 'big' })).toEqual([
      { nodeId: 'bigPick', name: 'bigPick', multiple: false, candidates: [301, 302] },
      { nodeId: 'leftPick', name: 'leftPick', multiple: true, candidates: null },
      { nodeId: 'tell', name: '抄送', multiple: true, candidates: null },
    ]);
    expect(choicesOnPath(flow, { byAmount: 'small' }).map((c) => c.nodeId)).toEqual([
      'smallPick',
      'leftPick',
      'tell',
    ]);
  });
});
