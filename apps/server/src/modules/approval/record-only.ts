import type { FormValues } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/client.ts';
import { approvalInstances, approvalTemplates } from './schema.ts';
import { approvalTypeOf } from './types.ts';

// Types only their module's records start (docs/product/approval.md, "Into the rest of the
// product"; 请假, 加班, 补卡 and 出差 by attendance requests, docs/product/attendance.md): a direct
// start would approve nothing, so it is refused with the type's message saying where to ask.

const recordOnlyMessage = (type: string | undefined) =>
  type === undefined ? undefined : approvalTypeOf(type)?.startedByRecords;

/**
 * The values a start or a save goes on with. A record-only template cannot be started or drafted
 * directly; an instance of one sent back to its initiator goes on with the values its record gave,
 * whatever the form sends, since the record is what the approval applies.
 */
export async function directStartValues(
  tx: Tx,
  compId: number,
  input: { templateId: number; id?: number | undefined; values: FormValues },
): Promise<FormValues> {
  const [template] = await tx
    .select({ type: approvalTemplates.type })
    .from(approvalTemplates)
    .where(and(eq(approvalTemplates.id, input.templateId), eq(approvalTemplates.compId, compId)));
  const message = recordOnlyMessage(template?.type);
  if (!message) return input.values;
  if (input.id === undefined) throw badRequest(message);
  const [instance] = await tx
    .select({ values: approvalInstances.values })
    .from(approvalInstances)
    .where(and(eq(approvalInstances.id, input.id), eq(approvalInstances.compId, compId)));
  return instance?.values ?? input.values;
}

/** 再次提交 of a record-only instance is refused: the record is asked for again at its source. */
export async function refuseRecordResubmit(tx: Tx, compId: number, id: number): Promise<void> {
  const [instance] = await tx
    .select({ type: approvalInstances.type })
    .from(approvalInstances)
    .where(and(eq(approvalInstances.id, id), eq(approvalInstances.compId, compId)));
  const message = recordOnlyMessage(instance?.type);
  if (message) throw badRequest(message);
}
