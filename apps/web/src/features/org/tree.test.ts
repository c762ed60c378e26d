import { describe, expect, it } from 'vitest';
import { subtreeIds, toTree } from './tree.ts';

const d = (id: number, parentId: number | null) => ({ id, parentId });

describe('department tree', () => {
  it('nests children under parents and keeps orphans at the top level', () => {
    const tree = toTree([d(2, 1), d(1, null), d(3, 2), d(4, 99)]);
    expect(tree.map((n) => n.id)).toEqual([1, 4]);
    expect(tree[0]!.children!.map((n) => n.id)).toEqual([2]);
    expect(tree[0]!.children![0]!.children!.map((n) => n.id)).toEqual([3]);
    expect(tree[1]!.children).toBeUndefined();
  });

  it('finds a department and everything below it, in any order', () => {
    expect([...subtreeIds([d(3, 2), d(2, 1), d(1, null), d(5, null)], 1)].sort()).toEqual([1, 2, 3]);
  });
});
