import type { FlowChoice } from '@renli/contracts';
import { resolvedNodes } from '../resolved-nodes.ts';

/** The initiator's picks for 发起人自选 nodes, by node id (the `chosen` of preview and submit). */
export type Chosen = Record<string, number[]>;

/**
 * The 发起人自选 nodes to show pickers for: those the preview lists now, and those seen before that
 * are still on the path (resolved with the picks made), so a picker never disappears once filled
 * whether the preview lists only the nodes still missing picks or all of them (docs/product/
 * approval.md, "Resolution"). A node the values no longer reach is left out.
 */
export function choicesToShow(
  seen: readonly FlowChoice[],
  listed: readonly FlowChoice[],
  flow: { nodes: unknown[] },
) {
  const onPath = new Set(resolvedNodes(flow).map((node) => node.id));
  const listedIds = new Set(listed.map((choice) => choice.nodeId));
  return seen.filter((choice) => listedIds.has(choice.nodeId) || onPath.has(choice.nodeId));
}

/** Adds the choices listed now to those seen before (by node id, the latest wins). */
export function rememberChoices(seen: readonly FlowChoice[], listed: readonly FlowChoice[]): FlowChoice[] {
  const byNode = new Map(seen.map((choice) => [choice.nodeId, choice]));
  for (const choice of listed) byNode.set(choice.nodeId, choice);
  return [...byNode.values()];
}

/** The choices still without a pick: submitting waits for them. */
export const missingChoices = (choices: readonly FlowChoice[], chosen: Chosen) =>
  choices.filter((choice) => (chosen[choice.nodeId] ?? []).length === 0);

/** The picks of the choices shown (a node left behind by the values sends none). */
export const picksFor = (choices: readonly FlowChoice[], chosen: Chosen): Chosen =>
  Object.fromEntries(
    choices.flatMap((choice) => {
      const picks = chosen[choice.nodeId] ?? [];
      return picks.length > 0 ? [[choice.nodeId, picks]] : [];
    }),
  );
