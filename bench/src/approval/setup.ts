import { type ApprovalTemplate, approvalEndpoints as api, type ResolvedFlow } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import type { ResolvedApprover } from '../../../apps/server/src/modules/approval/progress.ts';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../../../apps/server/src/seed/demo-data.ts';
import type { TestApp } from '../../../apps/server/src/test/harness.ts';
import type { Client } from './client.ts';
import { demoStaff } from './people.ts';
import { queryRows } from './report.ts';
import { approvalsOf } from './run.ts';
import { benchTemplate, NODE_IDS } from './template.ts';

/**
 * The demo company with the bench template published through the API, its flow as resolved for the
 * initiator (checked: five approver nodes, nobody passed) and a token for every person who acts.
 */
export async function prepare(t: TestApp, client: Client) {
  const db = t.deps.db;
  const { seedDemoIfEmpty } = await import('../../../apps/server/src/seed/demo.ts');
  await seedDemoIfEmpty(db);
  // The demo company is the first created (before the small one awaiting verification).
  const [company] = await queryRows<{ id: number }>(db, sql`select id from companies order by id limit 1`);
  const compId = Number(company!.id);
  const staff = await demoStaff(db, compId);
  // 陈静 of 招聘组 starts them: head 刘芳 (招聘组), then 张伟 (人力资源部) above.
  const initiator = staff[4]!;
  const owner = await client.login(DEMO_COMPANY.loginCode, DEMO_PASSWORD);
  const saved = await client.call<ApprovalTemplate>(
    api.templateSave.path,
    owner,
    benchTemplate({ finance: staff[7]!.userId, boardA: staff[0]!.userId, boardB: staff[11]!.userId }),
  );
  const template = await client.call<ApprovalTemplate>(api.templatePublish.path, owner, { id: saved.id });
  const initiatorToken = await client.login(initiator.loginCode, DEMO_PASSWORD);
  const { flow } = await client.call<{ flow: ResolvedFlow }>(api.preview.path, initiatorToken, {
    templateId: template.id,
    values: { amount: '1000.50', reason: '差旅报销' },
    chosen: {},
  });
  const approverNodes = flow.nodes.filter((n): n is ResolvedApprover => n.type === 'approver');
  const fullFlow =
    flow.nodes.length === NODE_IDS.length &&
    approverNodes.length === NODE_IDS.length &&
    approverNodes.every((n) => n.source === 'resolved' && n.passedUserIds.length === 0);
  if (!fullFlow)
    throw new Error(`the flow did not resolve to ${NODE_IDS.length} approver nodes: ${JSON.stringify(flow)}`);
  const approvals = approvalsOf(flow);
  if (new Set(approvals.map((a) => a.userId)).size !== approvals.length)
    throw new Error(`the approvals are not by different people: ${JSON.stringify(approvals)}`);
  const tokens = new Map<number, string>();
  for (const { userId } of approvals)
    tokens.set(userId, await client.login(staff.find((p) => p.userId === userId)!.loginCode, DEMO_PASSWORD));
  return { compId, staff, initiator, initiatorToken, template, flow, approverNodes, approvals, tokens };
}
