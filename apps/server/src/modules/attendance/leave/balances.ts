import {
  type AnnualEntitlement,
  type BalanceEntry,
  type LeaveBalance,
  type LeaveType,
  MAX_SHEET_ROWS,
  type StaffBalances,
  StaffStatus,
} from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, desc, eq } from 'drizzle-orm';
import type { ResourceActor } from '../../../core/actor.ts';
import { chinaToday } from '../../../core/china-time.ts';
import { badRequest } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { pageTotal, paginate } from '../../../core/paging.ts';
import { resourceMessages } from '../../../core/resources/messages.ts';
import { stampedFileName, writeTable } from '../../../core/resources/sheet.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { findUserProfiles } from '../../auth/profiles.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import { staffFacts, staffIdsWhere } from '../../staff/records.ts';
import { attendanceBalanceEntries, attendanceStaffProfiles } from '../schema.ts';
import { entitlementOf, ledgersOf, profilesOf, syncAccruals } from './accrual.ts';
import { balanceOn, formatAmount, shortfall, spentInYear } from './balance-math.ts';
import { leaveTypeOf, leaveTypesOf } from './leave-types.ts';
import { entriesOf, ledgerKey, lockStaffLedger, pendingOf, writeEntry } from './ledger.ts';
import { leaveMessages as m } from './messages.ts';
import { managedStaff } from './subjects.ts';

// Balances (docs/product/attendance.md, "Balances"): per staff member and type in use, on China's
// today, from the ledger; HR's grants and deductions with a note; the start of working life that
// annual leave is counted from.

/** Staff computed per batch of the export (each batch: a few queries). */
const BATCH = 500;
const ZERO = new Decimal(0);

/** Each staff member's balance of each type in use, on today, counting this year's accruals (accrual.ts). */
async function balancesOf(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
  types: readonly LeaveType[],
): Promise<Map<number, LeaveBalance[]>> {
  const today = chinaToday();
  const year = Number(today.slice(0, 4));
  const [entries, pending] = await Promise.all([
    ledgersOf(db, compId, staffIds, [year], types),
    pendingOf(db, compId, staffIds),
  ]);
  return new Map(
    staffIds.map((staffId) => [
      staffId,
      types.map((type): LeaveBalance => {
        const key = ledgerKey(staffId, type.id);
        const ledger = entries.get(key) ?? [];
        const asked = formatAmount((pending.get(key) ?? []).reduce((sum, p) => sum.plus(p.amount), ZERO));
        const base = {
          leaveTypeId: type.id,
          leaveTypeName: type.name,
          unit: type.unit,
          balanceRule: type.balanceRule,
          pending: asked,
        };
        if (type.balanceRule === 'none')
          return { ...base, granted: null, used: spentInYear(ledger, year), remaining: null, expiring: null };
        return { ...base, ...balanceOn(ledger, today) };
      }),
    ]),
  );
}

/** These staff with their balances, in the order given. */
export async function staffBalances(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
): Promise<StaffBalances[]> {
  const types = await leaveTypesOf(db, compId);
  const [facts, profiles, balances] = await Promise.all([
    staffFacts(db, compId, staffIds),
    profilesOf(db, compId, staffIds),
    balancesOf(db, compId, staffIds, types),
  ]);
  const depts = await activeOrgRecordNames(
    db,
    'department',
    [...facts.values()].map((f) => f.deptId),
  );
  return staffIds.flatMap((staffId) => {
    const f = facts.get(staffId);
    if (!f) return [];
    return [
      {
        staffId,
        staffName: f.staffName,
        deptName: f.deptId === null ? null : (depts.get(f.deptId) ?? null),
        employeeType: f.employeeType,
        jobNo: f.jobNo,
        workStartDate: profiles.get(staffId)?.workStartDate ?? null,
        entryDate: f.entryDate,
        balances: balances.get(staffId) ?? [],
      },
    ];
  });
}

interface BalanceFilter {
  staffName?: string | undefined;
  deptId?: number | undefined;
  employeeType?: number | undefined;
}

/** The active staff HR manages matching the filter, as a subquery of ids. */
const managedIds = (actor: ResourceActor, filter: BalanceFilter) =>
  staffIdsWhere({
    compId: actor.compId,
    status: StaffStatus.ACTIVE,
    search: filter.staffName,
    deptId: filter.deptId,
    employeeTypes:
      filter.employeeType === undefined
        ? actor.managedTypes
        : actor.managedTypes.filter((type) => type === filter.employeeType),
  }).as('managed');

/** A page of the staff HR manages with their balances (oldest records first). */
export async function balancePage(
  db: DbOrTx,
  actor: ResourceActor,
  body: BalanceFilter & { pageNum: number; pageSize: number },
) {
  const ids = managedIds(actor, body);
  const page = await paginate(
    () => db.select({ id: ids.id, total: pageTotal() }).from(ids).orderBy(ids.id),
    body,
    (row) => row.id,
  );
  return { ...page, list: await staffBalances(db, actor.compId, page.list) };
}

/** Every managed staff member's balances, one row per type (假期余额_YYYYMMDDhhmmss.xlsx). */
export async function balanceExport(db: DbOrTx, actor: ResourceActor, filter: BalanceFilter, locale: Locale) {
  const ids = managedIds(actor, filter);
  const all = (
    await db
      .select({ id: ids.id })
      .from(ids)
      .orderBy(ids.id)
      .limit(MAX_SHEET_ROWS + 1)
  ).map((row) => row.id);
  if (all.length > MAX_SHEET_ROWS)
    throw badRequest(resourceMessages['resource.tooManyRows'], { max: MAX_SHEET_ROWS });
  const say = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const number = (value: string | null) => (value === null ? null : Number(value));
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < all.length; i += BATCH)
    for (const staff of await staffBalances(db, actor.compId, all.slice(i, i + BATCH)))
      for (const b of staff.balances)
        rows.push({
          staffName: staff.staffName,
          jobNo: staff.jobNo,
          dept: staff.deptName,
          workStart: staff.workStartDate,
          type: b.leaveTypeName,
          unit: say(m[`attendance.leave.unit.${b.unit}`]),
          granted: number(b.granted),
          used: number(b.used),
          pending: number(b.pending),
          remaining: number(b.remaining),
          expiring: b.expiring ? say(m['attendance.leave.export.expiringText'], b.expiring) : null,
        });
  const column = (key: string, width = 12) => ({
    key,
    header: say(`attendance.leave.export.${key}`),
    width,
  });
  const title = say(m['attendance.leave.export.title']);
  const file = await writeTable(
    title,
    [
      column('staffName'),
      column('jobNo'),
      column('dept', 16),
      column('workStart', 14),
      column('type'),
      column('unit', 8),
      column('granted'),
      column('used'),
      column('pending'),
      column('remaining'),
      column('expiring', 22),
    ],
    rows,
  );
  return { file, fileName: stampedFileName(title) };
}

/** HR grants (发放) or deducts (扣减) a balance, with a required note; a deduction cannot overdraw. */
export async function adjustBalance(
  db: Database,
  actor: ResourceActor,
  body: {
    staffId: number;
    leaveTypeId: number;
    direction: 'grant' | 'deduct';
    amount: string;
    validUntil: string | null;
    note: string;
  },
): Promise<StaffBalances> {
  const subject = await managedStaff(db, actor, body.staffId, true);
  const type = await leaveTypeOf(db, actor.compId, body.leaveTypeId);
  if (type.balanceRule === 'none') throw badRequest(m['attendance.leave.noBalance'], { type: type.name });
  if (new Decimal(body.amount).lte(0)) throw badRequest(m['attendance.leave.amountPositive']);
  const today = chinaToday();
  if (body.direction === 'grant' && body.validUntil !== null && body.validUntil < today)
    throw badRequest(m['attendance.leave.validUntilPast']);
  await db.transaction(async (tx) => {
    await lockStaffLedger(tx, actor.compId, subject.staffId);
    if (body.direction === 'deduct') {
      await syncAccruals(tx, actor.compId, [subject.staffId], [Number(today.slice(0, 4))], [type]);
      const ledger =
        (await entriesOf(tx, actor.compId, [subject.staffId], type.id)).get(
          ledgerKey(subject.staffId, type.id),
        ) ?? [];
      if (shortfall(ledger, [], { amount: body.amount, day: today }).gt(0))
        throw badRequest(m[`attendance.leave.deductTooMuch.${type.unit}`], {
          type: type.name,
          remaining: balanceOn(ledger, today).remaining,
        });
    }
    await writeEntry(tx, {
      compId: actor.compId,
      staffId: subject.staffId,
      leaveTypeId: type.id,
      amount: body.direction === 'grant' ? body.amount : new Decimal(body.amount).neg().toFixed(),
      kind: body.direction,
      validFrom: today,
      validUntil: body.direction === 'grant' ? body.validUntil : null,
      note: body.note,
      createdBy: actor.userId,
    });
  });
  return (await staffBalances(db, actor.compId, [subject.staffId]))[0]!;
}

/** HR sets when a staff member's working life began; this year's annual leave follows at once. */
export async function setWorkStart(
  db: Database,
  actor: ResourceActor,
  body: { staffId: number; workStartDate: string | null },
): Promise<StaffBalances> {
  const subject = await managedStaff(db, actor, body.staffId, true);
  if (body.workStartDate !== null && body.workStartDate > chinaToday())
    throw badRequest(m['attendance.leave.workStartFuture']);
  await db
    .insert(attendanceStaffProfiles)
    .values({
      staffId: subject.staffId,
      compId: actor.compId,
      workStartDate: body.workStartDate,
      updatedBy: actor.userId,
    })
    .onConflictDoUpdate({
      target: attendanceStaffProfiles.staffId,
      set: { workStartDate: body.workStartDate, updatedBy: actor.userId, updatedAt: new Date() },
    });
  return (await staffBalances(db, actor.compId, [subject.staffId]))[0]!;
}

const ENTRIES_MAX = 200;

/** A staff member's ledger (one type, or all), newest first, with who wrote each entry. */
export async function balanceEntries(
  db: DbOrTx,
  actor: ResourceActor,
  staffId: number,
  leaveTypeId?: number,
): Promise<BalanceEntry[]> {
  const rows = await db
    .select()
    .from(attendanceBalanceEntries)
    .where(
      and(
        eq(attendanceBalanceEntries.compId, actor.compId),
        eq(attendanceBalanceEntries.staffId, staffId),
        leaveTypeId === undefined ? undefined : eq(attendanceBalanceEntries.leaveTypeId, leaveTypeId),
      ),
    )
    .orderBy(desc(attendanceBalanceEntries.id))
    .limit(ENTRIES_MAX);
  const types = new Map((await leaveTypesOf(db, actor.compId, true)).map((t) => [t.id, t.name]));
  const authors = await findUserProfiles(db, [
    ...new Set(rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy]))),
  ]);
  const names = new Map(authors.map((a) => [a.userId, a.userName]));
  return rows.map((row) => ({
    id: row.id,
    leaveTypeId: row.leaveTypeId,
    leaveTypeName: types.get(row.leaveTypeId) ?? '',
    amount: formatAmount(row.amount),
    kind: row.kind,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    requestId: row.refKind === 'request' ? row.refId : null,
    note: row.note,
    createdByName: row.createdBy === null ? null : (names.get(row.createdBy) ?? null),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A year's statutory annual leave of a staff member, and why. */
export async function annualEntitlement(
  db: DbOrTx,
  actor: ResourceActor,
  staffId: number,
  year: number,
): Promise<AnnualEntitlement> {
  const profile = (await profilesOf(db, actor.compId, [staffId])).get(staffId)!;
  const { days, reason } = entitlementOf(profile, year);
  return { staffId, year, workStartDate: profile.workStartDate, entryDate: profile.entryDate, days, reason };
}
