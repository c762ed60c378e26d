import { describe, expect, it } from 'vitest';
import { approverNode, fakeLookups, fakeOrg, input } from './__tests__/fake-lookups.ts';
import type { Condition, FlowNode } from './flow.ts';
import { resolveFlow } from './resolve.ts';
import type { ResolvedNode, ResolveInput } from './resolved.ts';

const users = (id: string, userIds: number[], mode: 'sequential' | 'all' | 'any' = 'sequential') =>
  approverNode(id, { kind: 'users', userIds }, { mode });

/** A condition node: branch `big` when `conditions` pass, else `small`. */
const when = (conditions: Condition[]): FlowNode => ({
  type: 'condition',
  id: 'c',
  branches: [{ id: 'big', name: 'big', conditions, nodes: [users('boss', [100])] }],
  otherwise: { id: 'small', name: 'small', nodes: [] },
});
async function branchTaken(conditions: Condition[], more: Partial<ResolveInput> = {}) {
  return (await resolveFlow(input([when(conditions)], more))).branches.c;
}

/** Resolved nodes in short: `id:people` (passed people after `/`), `id:passed(reason)`, parallel nested. */
function short(nodes: ResolvedNode[]): unknown[] {
  return nodes.map((node) => {
    if (node.type === 'autoPassed') return `${node.id}:passed(${node.reason})`;
    if (node.type === 'parallel') return node.branches.map((branch) => short(branch.nodes));
    const passed = node.type === 'approver' && node.passedUserIds.length > 0 ? `/${node.passedUserIds}` : '';
    return `${node.id}:${node.userIds}${passed}`;
  });
}
const resolveShort = async (nodes: FlowNode[], dedupe: 'none' | 'consecutive' | 'any') =>
  short((await resolveFlow({ ...input(nodes), flow: { nodes, dedupe } })).nodes);

describe('resolveFlow: conditions', () => {
  const over5000: Condition = { kind: 'compare', field: 'amount', op: 'gt', value: '5000' };

  it('compares money and numbers as decimals, a missing value failing', async () => {
    expect(await branchTaken([over5000], { values: { amount: '6000.00' } })).toBe('big');
    expect(await branchTaken([over5000], { values: { amount: '5000.00' } })).toBe('small');
    expect(await branchTaken([over5000], { values: { amount: '5000.01' } })).toBe('big');
    expect(await branchTaken([over5000], { values: { amount: 5000.5 } })).toBe('big');
    expect(await branchTaken([{ ...over5000, op: 'gte' }], { values: { amount: '5000' } })).toBe('big');
    expect(await branchTaken([{ ...over5000, op: 'eq' }], { values: { amount: '5000.00' } })).toBe('big');
    expect(await branchTaken([{ ...over5000, op: 'lte' }], { values: { amount: '' } })).toBe('small');
    expect(await branchTaken([{ ...over5000, op: 'lt' }], { values: {} })).toBe('small');
  });

  it('takes ranges as lower <= value < upper', async () => {
    const range: Condition = { kind: 'range', field: 'days', lower: '3', upper: '7.5' };
    expect(await branchTaken([range], { values: { days: 3 } })).toBe('big');
    expect(await branchTaken([range], { values: { days: 7.49 } })).toBe('big');
    expect(await branchTaken([range], { values: { days: 7.5 } })).toBe('small');
    expect(await branchTaken([range], { values: { days: 2.5 } })).toBe('small');
    expect(await branchTaken([{ kind: 'range', field: 'days', lower: '3' }], { values: { days: 1e9 } })).toBe(
      'big',
    );
    expect(await branchTaken([range], { values: { days: null } })).toBe('small');
  });

  it('matches selects, multi-selects (any chosen), departments (or below) and people', async () => {
    const oneOf: Condition = { kind: 'oneOf', field: 'type', values: ['sick', 'annual'] };
    expect(await branchTaken([oneOf], { values: { type: 'sick' } })).toBe('big');
    expect(await branchTaken([oneOf], { values: { type: 'other' } })).toBe('small');
    expect(await branchTaken([oneOf], { values: { type: ['other', 'annual'] } })).toBe('big');
    const inDept = (departmentIds: number[]): Condition => ({ kind: 'initiatorDepartment', departmentIds });
    expect(await branchTaken([inDept([4])])).toBe('big'); // the initiator sits in department 4
    expect(await branchTaken([inDept([2])])).toBe('big'); // ... which is below 2
    expect(await branchTaken([inDept([9])])).toBe('small');
    const company = { initiator: { userId: 1, departmentId: null } };
    expect(await branchTaken([inDept([1])], company)).toBe('small');
    expect(await branchTaken([{ kind: 'initiatorIn', userIds: [500] }])).toBe('big');
  });

  it('wants every test of a branch, and takes the first branch that passes', async () => {
    const inHr: Condition = { kind: 'initiatorIn', userIds: [9] };
    expect(await branchTaken([over5000, inHr], { values: { amount: '6000' } })).toBe('small');
    const node: FlowNode = {
      type: 'condition',
      id: 'c',
      branches: [
        {
          id: 'over1000',
          name: 'a',
          conditions: [{ ...over5000, value: '1000' }],
          nodes: [users('a', [101])],
        },
        { id: 'over5000', name: 'b', conditions: [over5000], nodes: [users('b', [102])] },
      ],
      otherwise: { id: 'small', name: 'o', nodes: [users('o', [103])] },
    };
    const resolved = await resolveFlow(
      input([node, users('after', [104])], { values: { amount: '6000.50' } }),
    );
    expect(resolved.branches).toEqual({ c: 'over1000' });
    expect(short(resolved.nodes)).toEqual(['a:101', 'after:104']);
  });
});

describe('resolveFlow: dedupe', () => {
  // 101 approves a, then b holds 101 again, c 101 and 102, d 102 alone.
  const flow = [users('a', [101]), users('b', [101]), users('c', [101, 102]), users('d', [102])];

  it("'none' asks everyone again", async () => {
    expect(await resolveShort(flow, 'none')).toEqual(['a:101', 'b:101', 'c:101,102', 'd:102']);
  });

  it("'consecutive' passes a node whose people all approved the node just before", async () => {
    expect(await resolveShort(flow, 'consecutive')).toEqual([
      'a:101',
      'b:passed(dedupe)',
      'c:101,102',
      'd:passed(dedupe)',
    ]);
    // Not just before: asked again.
    expect(
      await resolveShort([users('a', [101]), users('x', [103]), users('b', [101])], 'consecutive'),
    ).toEqual(['a:101', 'x:103', 'b:101']);
  });

  it("'any' takes out everyone who approved earlier, passing a node left with nobody", async () => {
    expect(await resolveShort(flow, 'any')).toEqual([
      'a:101',
      'b:passed(dedupe)',
      'c:102/101',
      'd:passed(dedupe)',
    ]);
    expect(await resolveShort([users('a', [101]), users('x', [103]), users('b', [101])], 'any')).toEqual([
      'a:101',
      'x:103',
      'b:passed(dedupe)',
    ]);
  });

  it('passes an 或签 node when any one of its people approved before', async () => {
    const orSign = [users('a', [101]), users('b', [101, 102], 'any')];
    expect(await resolveShort(orSign, 'consecutive')).toEqual(['a:101', 'b:passed(dedupe)']);
    expect(await resolveShort(orSign, 'any')).toEqual(['a:101', 'b:passed(dedupe)']);
    const allSign = [users('a', [101]), users('b', [101, 102], 'all')];
    expect(await resolveShort(allSign, 'any')).toEqual(['a:101', 'b:102/101']);
  });

  it('counts people given a node for want of approvers, and skips CC and passed empty nodes', async () => {
    const empty = approverNode('e', { kind: 'role', role: 'hr' }, { empty: { kind: 'autoPass' } });
    const toAdmin = approverNode('adm', { kind: 'role', role: 'hr' });
    const cc: FlowNode = {
      type: 'cc',
      id: 'cc',
      name: 'cc',
      recipients: [{ kind: 'users', userIds: [105] }],
    };
    expect(
      await resolveShort(
        [users('a', [101]), empty, cc, users('b', [101]), toAdmin, users('z', [1])],
        'consecutive',
      ),
    ).toEqual(['a:101', 'e:passed(empty)', 'cc:105', 'b:passed(dedupe)', 'adm:1', 'z:passed(dedupe)']);
  });

  it('applies to the levels of a head node up to a level', async () => {
    // Heads of department 4: 400, (none), 200, 100; 200 approved just before.
    const heads = approverNode('h', { kind: 'head', level: 4, upTo: true });
    expect(await resolveShort([users('a', [200]), heads], 'any')).toEqual([
      'a:200',
      'h#1:400',
      'h#3:passed(dedupe)',
      'h#4:100',
    ]);
  });
});

describe('resolveFlow: parallel branches', () => {
  const parallel = (branches: FlowNode[][]): FlowNode => ({
    type: 'parallel',
    id: 'p',
    branches: branches.map((nodes, index) => ({ id: `p${index}`, name: `p${index}`, nodes })),
  });

  it('resolves each branch from what came before, and the nodes after know every branch', async () => {
    const flow = [
      users('a', [101]),
      parallel([[users('x', [101]), users('y', [102])], [users('z', [103])], []]),
      users('after', [102, 103, 104]),
    ];
    expect(await resolveShort(flow, 'any')).toEqual([
      'a:101',
      [['x:passed(dedupe)', 'y:102'], ['z:103'], []],
      'after:104/102,103',
    ]);
    // 'consecutive': the node just before `after` is the parallel node, with all of its people.
    const allBefore = [parallel([[users('x', [102])], [users('y', [103])]]), users('after', [103, 102])];
    expect(await resolveShort(allBefore, 'consecutive')).toEqual([
      [['x:102'], ['y:103']],
      'after:passed(dedupe)',
    ]);
  });

  it('resolves conditions inside branches and keeps the branch shape', async () => {
    const inner: FlowNode = { ...when([{ kind: 'initiatorIn', userIds: [500] }]), id: 'inner' };
    const resolved = await resolveFlow(
      input(
        [
          parallel([
            [inner],
            [approverNode('n', { kind: 'role', role: 'hr' }, { empty: { kind: 'autoPass' } })],
          ]),
        ],
        {
          lookups: fakeLookups(fakeOrg()),
        },
      ),
    );
    expect(resolved.branches).toEqual({ inner: 'big' });
    expect(resolved.nodes).toEqual([
      {
        type: 'parallel',
        id: 'p',
        branches: [
          {
            id: 'p0',
            name: 'p0',
            nodes: [
              {
                type: 'approver',
                id: 'boss',
                name: 'boss',
                mode: 'sequential',
                userIds: [100],
                source: 'resolved',
                passedUserIds: [],
              },
            ],
          },
          { id: 'p1', name: 'p1', nodes: [{ type: 'autoPassed', id: 'n', name: 'n', reason: 'empty' }] },
        ],
      },
    ]);
  });
});
