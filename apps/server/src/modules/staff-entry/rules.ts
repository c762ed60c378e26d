import { EmployeeType, type EntryRecord, type EntryRecordCreate, EntryStatus } from '@renli/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { FieldProblem } from '../../core/resources/define.ts';
import type { Tx } from '../../db/client.ts';
import { jobNoProblems, mobileTaken, referenceProblems } from '../staff/hire.ts';
import { staffEntryMessages as m } from './messages.ts';
import { staffEntries } from './schema.ts';

const TAKEN_KEYS = { owner: m['staffEntry.ownerMobile'], staff: m['staffEntry.mobileIsStaff'] } as const;

/** Another pending entry of the company with this value in `column`, other than `selfId`. */
async function pendingWith(
  tx: Tx,
  compId: number,
  column: 'mobile' | 'jobNo',
  value: string,
  selfId?: number,
) {
  const [row] = await tx
    .select({ id: staffEntries.id })
    .from(staffEntries)
    .where(
      and(
        eq(staffEntries.compId, compId),
        eq(staffEntries.status, EntryStatus.PENDING),
        eq(staffEntries[column], value),
        selfId === undefined ? undefined : ne(staffEntries.id, selfId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The rules of a new or changed entry (docs/product/staff.md, "Entry (入职)"): only a pending entry
 * changes; the mobile number is not the company's own account, nobody's current staff record nor another
 * pending entry's; the job
 * number is free among current staff and pending entries; department, position and rank are active
 * records of the company; the employee type is one the caller manages.
 */
export async function entryProblems(
  tx: Tx,
  actor: CompanyActor,
  input: Partial<EntryRecordCreate>,
  existing?: EntryRecord,
): Promise<FieldProblem[]> {
  if (existing && existing.status !== EntryStatus.PENDING)
    return [{ field: 'status', key: m['staffEntry.notPending'] }];
  const problems = await referenceProblems(tx, actor.compId, input);
  if (input.mobile) {
    const taken = await mobileTaken(tx, actor.compId, input.mobile);
    if (taken) problems.push({ field: 'mobile', key: TAKEN_KEYS[taken] });
    else if (await pendingWith(tx, actor.compId, 'mobile', input.mobile, existing?.id))
      problems.push({ field: 'mobile', key: m['staffEntry.mobilePending'] });
  }
  if (input.jobNo) {
    problems.push(...(await jobNoProblems(tx, actor.compId, input.jobNo)));
    if (await pendingWith(tx, actor.compId, 'jobNo', input.jobNo, existing?.id))
      problems.push({ field: 'jobNo', key: m['staffEntry.jobNoPending'], params: { jobNo: input.jobNo } });
  }
  const type = input.employeeType ?? existing?.employeeType ?? EmployeeType.HRM;
  if (!actor.managedTypes.includes(type))
    problems.push({ field: 'employeeType', key: m['staffEntry.typeOutOfScope'] });
  return problems;
}
