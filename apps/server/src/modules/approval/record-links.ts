import { and, asc, eq } from 'drizzle-orm';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { ApprovalGate, ApprovalRequest } from '../../core/resources/approval-gate.ts';
import type { Tx } from '../../db/client.ts';
import { finish } from './engine.ts';
import { startInstance } from './instances.ts';
import { approvalMessages as m } from './messages.ts';
import { settleRecordLink } from './record-settle.ts';
import { lockInstance, logEvent } from './records.ts';
import { approvalRecordLinks, approvalTemplates } from './schema.ts';

// Kit transitions that wait for approval (docs/modules.md, "Approvals"; docs/product/approval.md,
// "Into the rest of the product"): the transition's request starts the company's template of the
// named type as the caller, and the final approval applies the transition in its own transaction.

/** The gate the app hands the resource kit. */
/** The company's first active template of an approval type (by the templates' order), if any. */
async function activeTemplateOfType(tx: Tx, compId: number, type: string) {
  const [template] = await tx
    .select({ id: approvalTemplates.id })
    .from(approvalTemplates)
    .where(
      and(
        eq(approvalTemplates.compId, compId),
        eq(approvalTemplates.type, type),
        eq(approvalTemplates.status, 'active'),
      ),
    )
    .orderBy(asc(approvalTemplates.sort), asc(approvalTemplates.id))
    .limit(1);
  return template;
}

export const approvalGate: ApprovalGate = {
  async hasFlow(tx: Tx, compId: number, type: string) {
    return (await activeTemplateOfType(tx, compId, type)) !== undefined;
  },
  async request(tx: Tx, request: ApprovalRequest) {
    const { actor } = request;
    const [open] = await tx
      .select({ instanceId: approvalRecordLinks.instanceId })
      .from(approvalRecordLinks)
      .where(
        and(
          eq(approvalRecordLinks.resource, request.resource),
          eq(approvalRecordLinks.recordId, request.recordId),
          eq(approvalRecordLinks.state, 'open'),
        ),
      )
      .for('update');
    if (open) throw conflict(m['approval.gate.pending']);
    const template = await activeTemplateOfType(tx, actor.compId, request.type);
    if (!template) throw badRequest(m['approval.gate.noTemplate']);
    const instance = await startInstance(
      tx,
      actor,
      { templateId: template.id, values: request.values, chosen: {} },
      true,
      request.locale,
    );
    await tx.insert(approvalRecordLinks).values({
      instanceId: instance.id,
      compId: actor.compId,
      resource: request.resource,
      recordId: request.recordId,
      transition: request.transition,
      input: request.input,
      actor,
    });
    // Every node may have passed at once (nobody to ask): the instance is approved already.
    if (instance.state !== 'approved') return false;
    await settleRecordLink(tx, instance);
    return true;
  },
};

/** The record an instance was started for, whatever became of the link (for the types' hooks). */
export async function recordOfInstance(tx: Tx, instanceId: number) {
  const [link] = await tx
    .select({
      resource: approvalRecordLinks.resource,
      recordId: approvalRecordLinks.recordId,
      actor: approvalRecordLinks.actor,
    })
    .from(approvalRecordLinks)
    .where(eq(approvalRecordLinks.instanceId, instanceId));
  return link;
}

/**
 * Ends a record's open approval as withdrawn by `userId`, because the record itself was withdrawn
 * (an attendance request's 撤回): its tasks are cancelled and its link dropped; the type's hooks are
 * not called, the record is changing already. False when it had none.
 */
export async function withdrawRecordApproval(
  tx: Tx,
  compId: number,
  resource: string,
  recordId: number,
  userId: number,
): Promise<boolean> {
  const [open] = await tx
    .select({ instanceId: approvalRecordLinks.instanceId })
    .from(approvalRecordLinks)
    .where(
      and(
        eq(approvalRecordLinks.compId, compId),
        eq(approvalRecordLinks.resource, resource),
        eq(approvalRecordLinks.recordId, recordId),
        eq(approvalRecordLinks.state, 'open'),
      ),
    )
    .for('update');
  if (!open) return false;
  const instance = await lockInstance(tx, compId, open.instanceId);
  await logEvent(tx, instance.id, { action: 'withdraw', userId });
  await finish(tx, instance, 'withdrawn');
  return true;
}
