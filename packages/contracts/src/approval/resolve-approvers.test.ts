import { describe, expect, it } from 'vitest';
import { ADMIN, approverNode, fakeLookups, fakeOrg, input } from './__tests__/fake-lookups.ts';
import type { ApproverSpec, FlowNode } from './flow.ts';
import { resolveFlow } from './resolve.ts';
import { FlowResolveError } from './resolve-error.ts';
import type { ResolveInput } from './resolved.ts';

/** The people of each resolved node, by id ('-' for a passed node). */
async function people(nodes: FlowNode[], more: Partial<ResolveInput> = {}) {
  const { nodes: resolved } = await resolveFlow(input(nodes, more));
  return resolved.map((node) => [node.id, 'userIds' in node ? node.userIds : '-']);
}
const one = (approvers: ApproverSpec, more: Partial<ResolveInput> = {}) =>
  people([approverNode('n', approvers)], more);
/** An initiator's head chain, bottom up, given directly. */
const chain = (heads: (number | null)[]) => ({ lookups: { ...fakeLookups(), headChain: async () => heads } });

describe('resolveFlow: approver kinds', () => {
  it('named people: active ones, in order, without repeats', async () => {
    const org = fakeOrg({ inactive: [102] });
    expect(
      await one({ kind: 'users', userIds: [103, 101, 102, 103] }, { lookups: fakeLookups(org) }),
    ).toEqual([['n', [103, 101]]]);
  });

  it('an approval role: its members', async () => {
    expect(await one({ kind: 'role', role: 'finance' })).toEqual([['n', [301, 302]]]);
  });

  it('department heads by level, a department without a head skipped to the next one up', async () => {
    // Department 4's chain is [400, none (department 3), 200, 100].
    const head = (level: number) => one({ kind: 'head', level, upTo: false });
    expect(await head(1)).toEqual([['n', [400]]]);
    expect(await head(2)).toEqual([['n', [200]]]);
    expect(await head(3)).toEqual([['n', [200]]]);
    expect(await head(4)).toEqual([['n', [100]]]);
    expect(await head(5)).toEqual([['n', [ADMIN]]]); // above the root: nobody, so the admin
  });

  it('gaps in the chain [none, 7, none, 9]', async () => {
    const head = (level: number) => one({ kind: 'head', level, upTo: false }, chain([null, 7, null, 9]));
    expect(await head(1)).toEqual([['n', [7]]]);
    expect(await head(2)).toEqual([['n', [7]]]);
    expect(await head(3)).toEqual([['n', [9]]]);
    expect(await head(4)).toEqual([['n', [9]]]);
    expect(await head(5)).toEqual([['n', [ADMIN]]]);
  });

  it('an inactive head counts as none; the company account has no heads', async () => {
    const org = fakeOrg({ inactive: [400] });
    expect(await one({ kind: 'head', level: 1, upTo: false }, { lookups: fakeLookups(org) })).toEqual([
      ['n', [200]],
    ]);
    const company = { initiator: { userId: ADMIN, departmentId: null } };
    expect(await one({ kind: 'head', level: 1, upTo: false }, company)).toEqual([['n', [ADMIN]]]);
  });

  it('every head up to a level: one node per level, gaps and repeats left out', async () => {
    const upTo = (level: number, heads: (number | null)[]) =>
      one({ kind: 'head', level, upTo: true }, chain(heads));
    expect(await upTo(4, [null, 7, null, 9])).toEqual([
      ['n#2', [7]],
      ['n#4', [9]],
    ]);
    // The same person heads the department and its parent: asked once, at the lower level.
    expect(await upTo(3, [7, 7, 9])).toEqual([
      ['n#1', [7]],
      ['n#3', [9]],
    ]);
    expect(await upTo(10, [7])).toEqual([['n#1', [7]]]);
    expect(await upTo(2, [null, null, 9])).toEqual([['n', [ADMIN]]]); // nobody up to level 2
  });

  it('the head of a named department', async () => {
    expect(await one({ kind: 'departmentHead', departmentId: 2 })).toEqual([['n', [200]]]);
    expect(await one({ kind: 'departmentHead', departmentId: 3 })).toEqual([['n', [ADMIN]]]);
  });

  it("a staff picker field's people", async () => {
    const field = { kind: 'formField', field: 'boss' } as const;
    expect(await one(field, { values: { boss: [7, 8, 7] } })).toEqual([['n', [7, 8]]]);
    expect(await one(field, { values: {} })).toEqual([['n', [ADMIN]]]);
    await expect(one(field, { values: { boss: 'x' } })).rejects.toMatchObject({
      code: 'fieldNotPicker',
      nodeId: 'n',
      messageKey: 'approval.resolve.fieldNotPicker',
    });
  });

  it("the initiator's picks, checked against the node", async () => {
    const spec: ApproverSpec = { kind: 'initiatorChooses', multiple: false, candidates: [301, 302] };
    expect(await one(spec, { chosen: { n: [302] } })).toEqual([['n', [302]]]);
    expect(await one({ ...spec, multiple: true }, { chosen: { n: [302, 301] } })).toEqual([
      ['n', [302, 301]],
    ]);
    expect(await one({ ...spec, candidates: undefined }, { chosen: { n: [9] } })).toEqual([['n', [9]]]);
    const refused = async (chosen: Record<string, number[]>, code: string) => {
      const error = await one(spec, { chosen }).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(FlowResolveError);
      expect(error).toMatchObject({ code, nodeId: 'n' });
    };
    await refused({}, 'chooserMissing');
    await refused({ n: [] }, 'chooserMissing');
    await refused({ n: [301, 302] }, 'chooserTooMany');
    await refused({ n: [303] }, 'chooserNotCandidate');
  });

  it('the initiator', async () => {
    expect(await one({ kind: 'initiator' })).toEqual([['n', [500]]]);
  });
});

describe('resolveFlow: nobody to ask', () => {
  const nobody = { kind: 'role', role: 'hr' } as const;
  const resolveEmpty = async (
    empty: Extract<FlowNode, { type: 'approver' }>['empty'],
    inactive: number[] = [],
  ) =>
    (
      await resolveFlow(
        input([approverNode('n', nobody, { empty })], { lookups: fakeLookups(fakeOrg({ inactive })) }),
      )
    ).nodes;

  it('passes the node, or gives it to the admin or a named active person', async () => {
    expect(await resolveEmpty({ kind: 'autoPass' })).toEqual([
      { type: 'autoPassed', id: 'n', name: 'n', reason: 'empty' },
    ]);
    expect(await resolveEmpty({ kind: 'admin' })).toMatchObject([
      { userIds: [ADMIN], source: 'emptyToAdmin' },
    ]);
    expect(await resolveEmpty({ kind: 'user', userId: 150 })).toMatchObject([
      { userIds: [150], source: 'emptyToUser' },
    ]);
    expect(await resolveEmpty({ kind: 'user', userId: 150 }, [150])).toMatchObject([
      { userIds: [ADMIN], source: 'emptyToAdmin' },
    ]);
  });

  it('copies everyone named by CC recipients once, and leaves out a CC node with nobody', async () => {
    const cc = (id: string, recipients: ApproverSpec[]): FlowNode => ({
      type: 'cc',
      id,
      name: id,
      recipients,
    });
    const { nodes } = await resolveFlow(
      input(
        [
          cc('c1', [
            { kind: 'role', role: 'finance' },
            { kind: 'users', userIds: [302, 150, 160] },
            { kind: 'head', level: 2, upTo: true },
          ]),
          cc('c2', [nobody]),
        ],
        { lookups: fakeLookups(fakeOrg({ inactive: [160] })) },
      ),
    );
    expect(nodes).toEqual([{ type: 'cc', id: 'c1', name: 'c1', userIds: [301, 302, 150, 400] }]);
  });
});
