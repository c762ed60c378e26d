import type { LeaveType, LeaveTypeSave } from '@renli/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { attendanceBalanceEntries, attendanceLeaveTypes, attendanceRequests } from '../schema.ts';
import { leaveMessages as m } from './messages.ts';

type LeaveTypeRow = typeof attendanceLeaveTypes.$inferSelect;
type NewLeaveType = Omit<typeof attendanceLeaveTypes.$inferInsert, 'compId'>;

/**
 * The types a company starts with (docs/product/attendance.md, "Leave types"). 婚假, 陪产假 and 丧假
 * keep no balance: how many days depends on the province and the event, so the approver judges
 * each request. 产假 counts calendar days (98 and the province's extra), not working days.
 */
export const DEFAULT_LEAVE_TYPES: NewLeaveType[] = [
  { name: '年假', kind: 'annual', unit: 'halfDay', paid: true, workdaysOnly: true, balanceRule: 'annual' },
  { name: '事假', kind: 'personal', unit: 'halfDay', paid: false, workdaysOnly: true, balanceRule: 'none' },
  { name: '病假', kind: 'sick', unit: 'halfDay', paid: true, workdaysOnly: true, balanceRule: 'none' },
  {
    name: '调休',
    kind: 'compensatory',
    unit: 'hour',
    paid: true,
    workdaysOnly: true,
    balanceRule: 'compensatory',
  },
  { name: '婚假', kind: 'marriage', unit: 'day', paid: true, workdaysOnly: true, balanceRule: 'none' },
  { name: '产假', kind: 'maternity', unit: 'day', paid: true, workdaysOnly: false, balanceRule: 'none' },
  { name: '陪产假', kind: 'paternity', unit: 'day', paid: true, workdaysOnly: false, balanceRule: 'none' },
  { name: '丧假', kind: 'bereavement', unit: 'day', paid: true, workdaysOnly: true, balanceRule: 'none' },
].map((type, index) => ({ ...type, yearlyQuota: null, sort: (index + 1) * 10 }) as NewLeaveType);

/**
 * Seeds the default types of a new company (`company.created`, the demo data; migration 0035 seeded
 * the companies before it) and of one without any when HR first saves one; never twice.
 */
export async function ensureLeaveTypes(db: DbOrTx, compId: number): Promise<void> {
  const [any] = await db
    .select({ id: attendanceLeaveTypes.id })
    .from(attendanceLeaveTypes)
    .where(eq(attendanceLeaveTypes.compId, compId))
    .limit(1);
  if (any) return;
  await db
    .insert(attendanceLeaveTypes)
    .values(DEFAULT_LEAVE_TYPES.map((type) => ({ ...type, compId })))
    .onConflictDoNothing();
}

/** Whether requests or ledger entries name the type (its unit and balance rule are fixed then). */
// Written with aliases: drizzle leaves a select field's columns unqualified, and `id` inside the
// subqueries would be their own table's.
const usedSql = () =>
  sql<boolean>`(exists (select 1 from ${attendanceRequests} r where r.leave_type_id = ${attendanceLeaveTypes}."id")
    or exists (select 1 from ${attendanceBalanceEntries} e where e.leave_type_id = ${attendanceLeaveTypes}."id"))`;

function present(row: LeaveTypeRow & { used: boolean }): LeaveType {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    unit: row.unit,
    paid: row.paid,
    workdaysOnly: row.workdaysOnly,
    balanceRule: row.balanceRule,
    yearlyQuota: row.yearlyQuota,
    sort: row.sort,
    status: row.status,
    version: row.version,
    used: row.used,
  };
}

/** The company's types in order; only those in use unless `all`. */
export async function leaveTypesOf(db: DbOrTx, compId: number, all = false): Promise<LeaveType[]> {
  const rows = await db
    .select({ row: attendanceLeaveTypes, used: usedSql() })
    .from(attendanceLeaveTypes)
    .where(and(eq(attendanceLeaveTypes.compId, compId), all ? undefined : eq(attendanceLeaveTypes.status, 1)))
    .orderBy(asc(attendanceLeaveTypes.sort), asc(attendanceLeaveTypes.id));
  return rows.map(({ row, used }) => present({ ...row, used }));
}

/** One type of the company, in use or not; 404 for another company's. */
export async function leaveTypeOf(db: DbOrTx, compId: number, id: number): Promise<LeaveType> {
  const [row] = await db
    .select({ row: attendanceLeaveTypes, used: usedSql() })
    .from(attendanceLeaveTypes)
    .where(and(eq(attendanceLeaveTypes.compId, compId), eq(attendanceLeaveTypes.id, id)));
  if (!row) throw notFound(m['attendance.leave.typeNotFound']);
  return present({ ...row.row, used: row.used });
}

/** The type overtime credits (the first in use whose balance comes from overtime), if any. */
export async function compensatoryTypeOf(db: DbOrTx, compId: number): Promise<LeaveType | undefined> {
  return (await leaveTypesOf(db, compId)).find((type) => type.balanceRule === 'compensatory');
}

/** What a save may not do: a statutory rule on another kind, a yearly rule without its quota. */
function saveProblems(kind: LeaveType['kind'], body: LeaveTypeSave) {
  if (body.balanceRule === 'annual' && kind !== 'annual') throw badRequest(m['attendance.leave.ruleOfKind']);
  if (body.balanceRule === 'compensatory' && kind !== 'compensatory')
    throw badRequest(m['attendance.leave.ruleOfKind']);
  if (body.balanceRule === 'yearly' && !(Number(body.yearlyQuota) > 0))
    throw badRequest(m['attendance.leave.quotaNeeded']);
}

async function nameTaken(db: DbOrTx, compId: number, name: string, id?: number) {
  const [row] = await db
    .select({ id: attendanceLeaveTypes.id })
    .from(attendanceLeaveTypes)
    .where(and(eq(attendanceLeaveTypes.compId, compId), eq(attendanceLeaveTypes.name, name)));
  return row !== undefined && row.id !== id;
}

/**
 * HR adds a type (kind `custom`) or changes one at the version read (stale: 409). A used type keeps
 * its unit and balance rule: its ledger and requests are in that unit.
 */
export async function saveLeaveType(
  db: DbOrTx,
  actor: CompanyActor,
  body: LeaveTypeSave,
): Promise<LeaveType> {
  const compId = actor.compId;
  await ensureLeaveTypes(db, compId);
  if (await nameTaken(db, compId, body.name, body.id))
    throw badRequest(m['attendance.leave.typeNameTaken'], { name: body.name });
  const values = {
    name: body.name,
    unit: body.unit,
    paid: body.paid,
    workdaysOnly: body.workdaysOnly,
    balanceRule: body.balanceRule,
    yearlyQuota: body.balanceRule === 'yearly' ? body.yearlyQuota : null,
    sort: body.sort,
  };
  if (body.id === undefined) {
    saveProblems('custom', body);
    const [row] = await db
      .insert(attendanceLeaveTypes)
      .values({ ...values, compId, kind: 'custom' })
      .returning({ id: attendanceLeaveTypes.id });
    return leaveTypeOf(db, compId, row!.id);
  }
  const existing = await leaveTypeOf(db, compId, body.id);
  if (existing.version !== body.version) throw conflict(m['attendance.leave.stale']);
  saveProblems(existing.kind, body);
  if (existing.used && (existing.unit !== body.unit || existing.balanceRule !== body.balanceRule))
    throw badRequest(m['attendance.leave.typeUsed']);
  await writeType(db, compId, existing, values);
  return leaveTypeOf(db, compId, existing.id);
}

/** Disables (2) or enables (1) a type at the version read: a disabled type takes no new requests. */
export async function setLeaveTypeStatus(
  db: DbOrTx,
  actor: CompanyActor,
  body: { id: number; version: number; status: 1 | 2 },
): Promise<LeaveType> {
  const existing = await leaveTypeOf(db, actor.compId, body.id);
  if (existing.version !== body.version) throw conflict(m['attendance.leave.stale']);
  await writeType(db, actor.compId, existing, { status: body.status });
  return leaveTypeOf(db, actor.compId, existing.id);
}

async function writeType(
  db: DbOrTx,
  compId: number,
  existing: LeaveType,
  values: Partial<typeof attendanceLeaveTypes.$inferInsert>,
) {
  const [written] = await db
    .update(attendanceLeaveTypes)
    .set({ ...values, version: existing.version + 1, updatedAt: new Date() })
    .where(
      and(
        eq(attendanceLeaveTypes.compId, compId),
        eq(attendanceLeaveTypes.id, existing.id),
        eq(attendanceLeaveTypes.version, existing.version),
      ),
    )
    .returning({ id: attendanceLeaveTypes.id });
  if (!written) throw conflict(m['attendance.leave.stale']);
}
