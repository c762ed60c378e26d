import type { ResolvedFlow, ResolvedNode } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { insertBeside, nextAddSignId, sendBackTargets, undoneFrom } from './flow-places.ts';
import type { ResolvedApprover } from './progress.ts';

const node = (id: string): ResolvedApprover => ({
  type: 'approver',
  id,
  name: `节点${id}`,
  mode: 'any',
  userIds: [1],
  source: 'resolved',
  passedUserIds: [],
});
const passed = (id: string): ResolvedNode => ({ type: 'autoPassed', id, name: id, reason: 'empty' });

/** a → b(passed) → P[ left: l1 → l2 | right: r1 ] → c */
const flow: ResolvedFlow = {
  nodes: [
    node('a'),
    passed('b'),
    {
      type: 'parallel',
      id: 'P',
      branches: [
        { id: 'left', name: '左', nodes: [node('l1'), node('l2')] },
        { id: 'right', name: '右', nodes: [node('r1')] },
      ],
    },
    node('c'),
  ],
  branches: {},
};
const ids = (nodes: { id: string }[]) => nodes.map((n) => n.id);

describe('sendBackTargets', () => {
  it('done approver nodes before the node: its own list, then the lists around it (never a sibling branch)', () => {
    const done = new Set(['a', 'b', 'l1', 'r1']);
    expect(ids(sendBackTargets(flow, done, 'l2'))).toEqual(['a', 'l1']);
    expect(ids(sendBackTargets(flow, done, 'r1'))).toEqual(['a']);
    // After the parallel node, nodes inside it are not targets; auto-passed nodes never are.
    expect(ids(sendBackTargets(flow, new Set([...done, 'l2', 'P']), 'c'))).toEqual(['a']);
    expect(ids(sendBackTargets(flow, new Set(), 'c'))).toEqual([]);
  });
});

describe('undoneFrom', () => {
  it('the target and everything after it in its list, nested nodes included', () => {
    expect([...undoneFrom(flow, 'l1')]).toEqual(['l1', 'l2']);
    expect([...undoneFrom(flow, 'a')]).toEqual(['a', 'b', 'P', 'l1', 'l2', 'r1', 'c']);
  });
});

describe('insertBeside and nextAddSignId', () => {
  it('puts a 加签 node before or after a node in its own list, leaving the original flow alone', () => {
    const added = { ...node(nextAddSignId(flow)), source: 'addSign' as const };
    expect(added.id).toBe('addSign-1');
    const before = insertBeside(flow, 'l2', added, 'before');
    const left = (f: ResolvedFlow) =>
      (f.nodes[2] as Extract<ResolvedNode, { type: 'parallel' }>).branches[0]!.nodes;
    expect(ids(left(before))).toEqual(['l1', 'addSign-1', 'l2']);
    expect(ids(left(flow))).toEqual(['l1', 'l2']);
    const after = insertBeside(before, 'c', { ...added, id: nextAddSignId(before) }, 'after');
    expect(ids(after.nodes)).toEqual(['a', 'b', 'P', 'c', 'addSign-2']);
  });
});
