import { StaffStatus } from '@renli/contracts';
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CompanyActor } from '../../../core/actor.ts';
import type { FieldProblem } from '../../../core/resources/define.ts';
import type { PresentedRow } from '../../../core/resources/presenter.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { staffFacts, staffIdsWhere } from '../../staff/records.ts';
import { managesPayOf } from '../access.ts';
import { salaryMessages } from '../messages.ts';

// Tax records about staff are HR's within the employee types they manage (docs/product/salary.md,
// "Permissions"): an HRM-only admin never sees or writes HRO staff's deductions.

/** The rows of staff whose type `actor` manages (none narrowing for both types). */
export function managedStaffRows(column: PgColumn, actor: CompanyActor): SQL | undefined {
  if (actor.managedTypes.length === 2) return undefined;
  return inArray(column, staffIdsWhere({ compId: actor.compId, employeeTypes: actor.managedTypes }));
}

/** A staff member of the company (not a pending invitation) whose pay `actor` manages; else the problem. */
export async function unmanagedStaffProblem(
  db: DbOrTx,
  actor: CompanyActor,
  staffId: number,
): Promise<FieldProblem | null> {
  const staff = (await staffFacts(db, actor.compId, [staffId])).get(staffId);
  const usable =
    staff !== undefined && staff.status !== StaffStatus.INVITED && managesPayOf(actor, staff.employeeType);
  return usable ? null : { field: 'staffId', key: salaryMessages['salary.staffNotManaged'] };
}

/** Rows get their employee's name, job number and type (the staff module keeps them; never stored here). */
export async function withStaffNames(
  db: DbOrTx,
  compId: number,
  rows: PresentedRow[],
): Promise<PresentedRow[]> {
  const facts = await staffFacts(
    db,
    compId,
    rows.map((row) => row.staffId as number),
  );
  return rows.map((row) => {
    const staff = facts.get(row.staffId as number);
    return {
      ...row,
      staffName: staff?.staffName ?? null,
      jobNo: staff?.jobNo ?? null,
      employeeType: staff?.employeeType ?? null,
    };
  });
}
