export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/**
 * Nests rows by `parentId`, keeping their order among siblings. A row whose parent is not among the
 * rows (a disabled parent left out of the query) is dropped with its subtree.
 */
export function nest<T extends { id: number; parentId: number | null }>(rows: T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(rows.map((row) => [row.id, { ...row }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === null) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(node.parentId);
    if (!parent) continue;
    parent.children ??= [];
    parent.children.push(node);
  }
  return roots;
}
