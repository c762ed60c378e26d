import { StaffStatus } from '@renli/contracts';
import { checkColumn } from '../../../core/access.ts';
import type { ResourceActor, UserAuth } from '../../../core/actor.ts';
import { forbidden, notFound } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { resolveResourceActor } from '../../permissions/access.ts';
import { staffFacts } from '../../staff/records.ts';
import { isAttendanceAdmin, managesType } from '../access.ts';

// Who leave is about (docs/product/attendance.md, "Permissions"): every staff member for themselves,
// HR for the active staff of the employee types they manage. All of it lives in the 办公 column.

/** A staff member a request or a balance is about. */
export interface Subject {
  staffId: number;
  staffName: string;
  employeeType: number;
  deptId: number | null;
  jobNo: string | null;
  /** Asked by HR for them rather than by themselves. */
  onBehalf: boolean;
}

/** The caller with their column access; 办公 closed or unreadable: 403. */
export async function leaveActor(db: DbOrTx, auth: UserAuth): Promise<ResourceActor> {
  const actor = await resolveResourceActor(db, auth);
  checkColumn(actor.access, 'oa', 'read');
  return actor;
}

/** The caller as HR, or 403. */
export async function leaveAdmin(db: DbOrTx, auth: UserAuth): Promise<ResourceActor> {
  const actor = await leaveActor(db, auth);
  if (!isAttendanceAdmin(actor)) throw forbidden('attendance.adminOnly');
  return actor;
}

/**
 * An active staff member HR manages, or the caller themselves unless `hrOnly`; anyone else's (another
 * company's too): 404.
 */
export async function managedStaff(
  db: DbOrTx,
  actor: ResourceActor,
  staffId: number,
  hrOnly = false,
): Promise<Subject> {
  const facts = (await staffFacts(db, actor.compId, [staffId])).get(staffId);
  const own = staffId === actor.staffId && !hrOnly;
  if (
    !facts ||
    facts.status !== StaffStatus.ACTIVE ||
    !(own || (isAttendanceAdmin(actor) && managesType(actor, facts.employeeType)))
  )
    throw notFound('attendance.staffNotManaged');
  return {
    staffId,
    staffName: facts.staffName,
    employeeType: facts.employeeType,
    deptId: facts.deptId,
    jobNo: facts.jobNo,
    onBehalf: staffId !== actor.staffId,
  };
}

/** The caller themselves, or (HR) the managed staff member named; the company account names one. */
export async function subjectOf(db: DbOrTx, actor: ResourceActor, staffId?: number): Promise<Subject> {
  if (staffId !== undefined) return managedStaff(db, actor, staffId);
  if (actor.staffId === null) throw forbidden('attendance.staffOnly');
  return managedStaff(db, actor, actor.staffId);
}
