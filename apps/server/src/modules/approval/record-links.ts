import { and, asc, eq } from 'drizzle-orm';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { ApprovalGate, ApprovalRequest } from '../../core/resources/approval-gate.ts';
import type { Tx } from '../../db/client.ts';
import { startInstance } from './instances.ts';
import { approvalMessages as m } from './messages.ts';
import { settleRecordLink } from './record-settle.ts';
import { approvalRecordLinks, approvalTemplates } from './schema.ts';

// Kit transitions that wait for approval (docs/modules.md, "Approvals"; docs/product/approval.md,
// "Into the rest of the product"): the transition's request starts the company's template of the
// named type as the caller, and the final approval applies the transition in its own transaction.

/** The gate the app hands the resource kit. */
export const approvalGate: ApprovalGate = {
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
    const [template] = await tx
      .select({ id: approvalTemplates.id })
      .from(approvalTemplates)
      .where(
        and(
          eq(approvalTemplates.compId, actor.compId),
          eq(approvalTemplates.type, request.type),
          eq(approvalTemplates.status, 'active'),
        ),
      )
      .orderBy(asc(approvalTemplates.sort), asc(approvalTemplates.id))
      .limit(1);
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
