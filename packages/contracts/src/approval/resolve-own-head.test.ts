import { describe, expect, it } from 'vitest';
import { ADMIN, approverNode, fakeLookups, input } from './__tests__/fake-lookups.ts';
import type { ApproverSpec } from './flow.ts';
import { resolveFlow } from './resolve.ts';
import type { ResolveInput } from './resolved.ts';

/**
 * The DingTalk rule (docs/product/approval.md, "People"): an initiator who heads their own department
 * has the parent department's head as level 1, and every level shifts up by one.
 */
async function heads(spec: ApproverSpec, chain: (number | null)[], initiator = 7) {
  const more: Partial<ResolveInput> = {
    initiator: { userId: initiator, departmentId: 4 },
    lookups: { ...fakeLookups(), headChain: async () => chain },
  };
  const { nodes } = await resolveFlow(input([approverNode('n', spec)], more));
  return nodes.map((node) => [node.id, 'userIds' in node ? node.userIds : '-']);
}
const level = (n: number): ApproverSpec => ({ kind: 'head', level: n, upTo: false });

describe('resolveFlow: the initiator heads their own department', () => {
  it('level 1 is the parent head, level 2 the grandparent head', async () => {
    // Chain bottom up: own department (headed by the initiator 7), parent 8, grandparent 9.
    expect(await heads(level(1), [7, 8, 9])).toEqual([['n', [8]]]);
    expect(await heads(level(2), [7, 8, 9])).toEqual([['n', [9]]]);
    expect(await heads(level(3), [7, 8, 9])).toEqual([['n', [ADMIN]]]); // above the root
    // Someone else in the same department still has 7 as level 1.
    expect(await heads(level(1), [7, 8, 9], 500)).toEqual([['n', [7]]]);
  });

  it('gaps above are skipped as usual after the shift: [7, none, 9] gives 9 at levels 1 and 2', async () => {
    expect(await heads(level(1), [7, null, 9])).toEqual([['n', [9]]]);
    expect(await heads(level(2), [7, null, 9])).toEqual([['n', [9]]]);
  });

  it('heads up to a level start from the parent', async () => {
    expect(await heads({ kind: 'head', level: 2, upTo: true }, [7, 8, null, 9])).toEqual([['n#1', [8]]]);
    expect(await heads({ kind: 'head', level: 3, upTo: true }, [7, 8, null, 9])).toEqual([
      ['n#1', [8]],
      ['n#3', [9]],
    ]);
  });

  it('an initiator heading only the parent department is not shifted (own department without head)', async () => {
    expect(await heads(level(1), [null, 7, 9])).toEqual([['n', [7]]]);
  });
});
