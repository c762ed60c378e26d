import type { ResolvedFlow, ResolvedNode } from '@renli/contracts';

/**
 * Every node of a resolved flow, those inside parallel branches too, in order. The detail and the
 * preview answer the flow as the engine stored it (`ResolvedFlow`, contracts approval/resolved.ts).
 */
export function resolvedNodes(flow: { nodes: unknown[] } | null): ResolvedNode[] {
  const nodes: ResolvedNode[] = [];
  const walk = (list: readonly ResolvedNode[]) => {
    for (const node of list) {
      nodes.push(node);
      if (node.type === 'parallel') for (const branch of node.branches) walk(branch.nodes);
    }
  };
  if (flow) walk((flow as ResolvedFlow).nodes);
  return nodes;
}
