import type { ApprovalFlow } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../core/http/errors.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { approvalMessages as m } from './messages.ts';
import { approvalEvents, approvalInstances, approvalTemplateVersions } from './schema.ts';
import type { ApprovalInstanceRow } from './types.ts';

// The instance rows every action touches (docs/product/approval.md, "Instances"): the instance row
// is locked first, so two racing actions run one after the other and the second finds the task
// already handled ("该审批已处理").

/** The company's instance, locked for the rest of the transaction; another company's: 404. */
export async function lockInstance(tx: Tx, compId: number, id: number): Promise<ApprovalInstanceRow> {
  const [row] = await tx
    .select()
    .from(approvalInstances)
    .where(and(eq(approvalInstances.id, id), eq(approvalInstances.compId, compId)))
    .for('update');
  if (!row) throw notFound(m['approval.notFound']);
  return row;
}

/**
 * The flow settings of the version an instance runs on (`sendBack`, `addSign`). A version published
 * before the settings existed has the flow contract's defaults.
 */
export async function versionSettings(db: DbOrTx, versionId: number) {
  const [row] = await db
    .select({ flow: approvalTemplateVersions.flow })
    .from(approvalTemplateVersions)
    .where(eq(approvalTemplateVersions.id, versionId));
  const flow: Partial<ApprovalFlow> = row!.flow;
  return { sendBack: flow.sendBack ?? 'earlier', addSign: flow.addSign ?? true };
}

export async function logEvent(
  tx: Tx,
  instanceId: number,
  event: Omit<typeof approvalEvents.$inferInsert, 'instanceId'>,
) {
  await tx.insert(approvalEvents).values({ instanceId, ...event });
}

/** An action that changes nothing else still bumps the instance's version. */
export async function bump(tx: Tx, instance: { id: number; version: number }) {
  const [row] = await tx
    .update(approvalInstances)
    .set({ version: instance.version + 1, updatedAt: new Date() })
    .where(eq(approvalInstances.id, instance.id))
    .returning();
  return row!;
}
