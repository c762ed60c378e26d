import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { approvalRecordLinks } from './schema.ts';

/**
 * Which of a resource's records wait for an approval now, and which: recordId -> instance id. Lists
 * show such rows as 审批中 (docs/modules.md, "Approvals"); the kit's rows do not say it themselves.
 */
export async function openApprovalsOf(
  db: DbOrTx,
  compId: number,
  resource: string,
  recordIds: readonly number[],
): Promise<Map<number, number>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db
    .select({ recordId: approvalRecordLinks.recordId, instanceId: approvalRecordLinks.instanceId })
    .from(approvalRecordLinks)
    .where(
      and(
        eq(approvalRecordLinks.compId, compId),
        eq(approvalRecordLinks.resource, resource),
        inArray(approvalRecordLinks.recordId, [...recordIds]),
        eq(approvalRecordLinks.state, 'open'),
      ),
    );
  return new Map(rows.map((row) => [row.recordId, row.instanceId]));
}
