import { AttendanceRequestStatus, attendanceRequestResource } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { diffRows, writeAudit } from '../../../core/resources/audit.ts';
import { presentRow } from '../../../core/resources/presenter.ts';
import type { Tx } from '../../../db/client.ts';
import { recordOfInstance } from '../../approval/record-links.ts';
import type { ApprovalInstanceRow } from '../../approval/types.ts';
import { registerApprovalType } from '../../approval/types.ts';
import { attendanceRequests } from '../schema.ts';
import { leaveMessages as m } from './messages.ts';
import { attendanceRequestResourceDefinition as definition } from './resource.ts';

// The built-in 请假, 加班, 补卡 and 出差 approvals are started by attendance requests only
// (docs/product/attendance.md, "Leave, overtime, 补卡 and trips"). Approval applies the request's
// transition (the kit does that); a rejection, or the initiator's 撤回 in the approval center, ends
// the request too, so nothing stays 审批中 without an approval.

/** Ends the instance's request (still asked) as `to`, with one timeline entry by the initiator. */
async function endRequest(
  tx: Tx,
  instance: ApprovalInstanceRow,
  to: number,
  transition: 'reject' | 'withdraw',
): Promise<void> {
  const link = await recordOfInstance(tx, instance.id);
  if (link?.resource !== attendanceRequestResource.name) return;
  const [before] = await tx
    .select()
    .from(attendanceRequests)
    .where(
      and(
        eq(attendanceRequests.id, link.recordId),
        eq(attendanceRequests.status, AttendanceRequestStatus.ASKED),
      ),
    )
    .for('update');
  if (!before) return;
  const [after] = await tx
    .update(attendanceRequests)
    .set({ status: to, version: before.version + 1, updatedAt: new Date() })
    .where(eq(attendanceRequests.id, before.id))
    .returning();
  await writeAudit(tx, { compId: before.compId, userId: link.actor.userId }, attendanceRequestResource.name, [
    {
      recordId: before.id,
      action: 'transition',
      transition,
      changes: diffRows(presentRow(definition, before), presentRow(definition, after!)),
    },
  ]);
}

for (const type of ['leave', 'overtime', 'missedPunch', 'trip']) {
  registerApprovalType({
    type,
    startedByRecords: m['attendance.leave.startFromVacation'],
    onApproved: async () => undefined,
    onRejected: (tx, instance) => endRequest(tx, instance, AttendanceRequestStatus.REJECTED, 'reject'),
    onWithdrawn: (tx, instance) => endRequest(tx, instance, AttendanceRequestStatus.CANCELLED, 'withdraw'),
  });
}
