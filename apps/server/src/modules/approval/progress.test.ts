import type { ResolvedFlow, ResolvedNode } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { nextStep, resolvedNodeIds } from './progress.ts';

const approver = (id: string): ResolvedNode => ({
  type: 'approver',
  id,
  name: id,
  mode: 'any',
  userIds: [1],
  source: 'resolved',
  passedUserIds: [],
});
const cc: ResolvedNode = { type: 'cc', id: 'cc', name: 'cc', userIds: [9] };
const passed: ResolvedNode = { type: 'autoPassed', id: 'skip', name: 'skip', reason: 'empty' };

// head → CC → parallel(finance | legal → skip) → boss
const flow: ResolvedFlow = {
  branches: {},
  nodes: [
    approver('head'),
    cc,
    {
      type: 'parallel',
      id: 'p',
      branches: [
        { id: 'b1', name: 'b1', nodes: [approver('finance')] },
        { id: 'b2', name: 'b2', nodes: [approver('legal'), passed] },
      ],
    },
    approver('boss'),
  ],
};
const ids = (step: ReturnType<typeof nextStep>) => ({
  active: step.active.map((node) => node.id),
  reached: step.reached.map((node) => node.id),
  finished: step.finished,
});

describe('nextStep', () => {
  it('starts at the first approver and reaches nothing before it', () => {
    expect(ids(nextStep(flow, new Set()))).toEqual({ active: ['head'], reached: [], finished: false });
  });

  it('after the head: records the CC on the way and opens both parallel branches', () => {
    expect(ids(nextStep(flow, new Set(['head'])))).toEqual({
      active: ['finance', 'legal'],
      reached: ['cc'],
      finished: false,
    });
  });

  it('waits at the parallel node until every branch is done, passing the auto-passed node on the way', () => {
    expect(ids(nextStep(flow, new Set(['head', 'cc', 'legal'])))).toEqual({
      active: ['finance'],
      reached: ['skip'],
      finished: false,
    });
    expect(ids(nextStep(flow, new Set(['head', 'cc', 'legal', 'skip', 'finance'])))).toEqual({
      active: ['boss'],
      reached: [],
      finished: false,
    });
  });

  it('finishes when the last approver is done', () => {
    const all = new Set(resolvedNodeIds(flow.nodes));
    expect(ids(nextStep(flow, all))).toEqual({ active: [], reached: [], finished: true });
  });

  it('lists every node id, branches included', () => {
    expect(resolvedNodeIds(flow.nodes)).toEqual(['head', 'cc', 'finance', 'legal', 'skip', 'boss']);
  });
});
