import { type ApprovalInstanceDetail, approvalEndpoints as api, type ResolvedFlow } from '@renli/contracts';
import type { ResolvedApprover } from '../../../apps/server/src/modules/approval/progress.ts';
import { forEachConcurrently } from '../measure.ts';
import type { Client } from './client.ts';
import { TODO_PAGE_SIZE } from './config.ts';

/** One approval the flow needs of every instance: this person on this node. */
export interface Approval {
  nodeId: string;
  userId: number;
}

/**
 * Who approves, node by node: everyone of a 会签 or 依次 node, one person of a 或签 node (the first
 * not already asked on an earlier node, so the five nodes are five different sets of people).
 */
export function approvalsOf(flow: ResolvedFlow): Approval[] {
  const approvers = flow.nodes.filter((n): n is ResolvedApprover => n.type === 'approver');
  const asked = new Set<number>();
  return approvers.flatMap((node) => {
    const people =
      node.mode === 'any' ? [node.userIds.find((id) => !asked.has(id)) ?? node.userIds[0]!] : node.userIds;
    for (const id of node.userIds) asked.add(id);
    return people.map((userId) => ({ nodeId: node.id, userId }));
  });
}

export interface Phase {
  name: string;
  seconds: number;
}

interface RunInput {
  client: Client;
  concurrency: number;
  instances: number;
  templateId: number;
  initiatorToken: string;
  approvals: Approval[];
  tokens: Map<number, string>;
}

const timedPhase = async (name: string, phases: Phase[], work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  phases.push({ name, seconds: (performance.now() - started) / 1000 });
};

/**
 * The timed run: the initiator submits every instance, then each approval in flow order is given on
 * every instance as the approver's browser would: open 待我审批, open the instance (its `myTaskId`),
 * approve. Every answer is checked: the last approval must answer `approved`, the others `running`.
 */
export async function runInstances(input: RunInput) {
  const { client, concurrency, approvals, tokens } = input;
  const phases: Phase[] = [];
  const ids: number[] = [];
  await timedPhase('submit', phases, () =>
    forEachConcurrently(
      Array.from({ length: input.instances }, (_, i) => i),
      concurrency,
      async (i) => {
        const started = await client.timed<{ id: number; state: string }>(
          'submit',
          api.submit.path,
          input.initiatorToken,
          {
            templateId: input.templateId,
            values: { amount: `${1000 + i}.50`, reason: `差旅报销 ${i + 1}` },
            chosen: {},
          },
        );
        if (started.state !== 'running') throw new Error(`submit answered ${started.state}`);
        ids.push(started.id);
      },
    ),
  );
  for (const [index, approval] of approvals.entries()) {
    const token = tokens.get(approval.userId)!;
    const expected = index === approvals.length - 1 ? 'approved' : 'running';
    await timedPhase(`approve ${approval.nodeId} (${approval.userId})`, phases, () =>
      forEachConcurrently(ids, concurrency, async (id) => {
        await client.timed('todoList', api.selectTodo.path, token, { pageNum: 1, pageSize: TODO_PAGE_SIZE });
        const detail = await client.timed<ApprovalInstanceDetail>(
          'detail',
          api.instanceById.path.replace(':id', String(id)),
          token,
        );
        if (detail.myTaskId === null) throw new Error(`instance ${id}: no task for ${approval.userId}`);
        const answer = await client.timed<{ state: string }>('approve', api.approve.path, token, {
          taskId: detail.myTaskId,
          comment: '同意',
        });
        if (answer.state !== expected) throw new Error(`instance ${id}: approve answered ${answer.state}`);
      }),
    );
  }
  return { ids, phases };
}
