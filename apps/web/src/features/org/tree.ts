/** A department and the departments below it, for antd's tree table. */
export type TreeNode<T> = T & { children?: TreeNode<T>[] };

interface Linked {
  id: number;
  parentId: number | null;
}

/**
 * Nests rows under their parents, keeping the given order among siblings. A row whose parent is not
 * among the rows (on another page, or filtered out) is shown at the top level rather than lost.
 */
export function toTree<T extends Linked>(rows: T[]): TreeNode<T>[] {
  const byId = new Map(rows.map((row) => [row.id, { ...row } as TreeNode<T>]));
  const roots: TreeNode<T>[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

/** The id and every id below it: what a department may not take as its new parent. */
export function subtreeIds<T extends Linked>(rows: T[], id: number): Set<number> {
  const ids = new Set([id]);
  // Parents may come after their children in the list: repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}
