import {
  percentSchema,
  SALARY_GROUPS_MAX,
  SALARY_VARIABLE_NAMES,
  type SalaryGroup,
  type SaveGroupBody,
  SYSTEM_ITEMS,
  saveGroupBodySchema,
} from '@renli/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { managesPayOf } from '../access.ts';
import { compileFormulas } from './formula.ts';
import { companyItems } from './items.ts';
import { wageMessages as m } from './messages.ts';
import { salaryArchives, salaryGroups } from './schema.ts';

// Salary groups (docs/product/salary.md, "Salary groups"): who is paid together, with which items in
// which order, how a partial month is paid, and for HRO the client and the service fee.

type GroupRow = typeof salaryGroups.$inferSelect;

const present = (row: GroupRow, archives: number): SalaryGroup => ({
  id: row.id,
  version: row.version,
  name: row.name,
  employeeType: row.employeeType as 1 | 2,
  clientCompany: row.clientCompany,
  prorate: row.prorate,
  overtimeBaseItems: row.overtimeBaseItems,
  items: row.items,
  feeKind: row.feeKind,
  feeValue: row.feeValue,
  archives,
});

async function archiveCounts(db: DbOrTx, compId: number, groupIds: number[]) {
  if (groupIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ groupId: salaryArchives.groupId, count: sql<number>`cast(count(*) as integer)` })
    .from(salaryArchives)
    .where(and(eq(salaryArchives.compId, compId), inArray(salaryArchives.groupId, groupIds)))
    .groupBy(salaryArchives.groupId);
  return new Map(rows.map((r) => [r.groupId, r.count]));
}

/** The groups of the employee types the caller manages, by name. */
export async function groupsOf(db: DbOrTx, actor: CompanyActor): Promise<SalaryGroup[]> {
  if (actor.managedTypes.length === 0) return [];
  const rows = await db
    .select()
    .from(salaryGroups)
    .where(and(eq(salaryGroups.compId, actor.compId), inArray(salaryGroups.employeeType, actor.managedTypes)))
    .orderBy(asc(salaryGroups.employeeType), asc(salaryGroups.name));
  const counts = await archiveCounts(
    db,
    actor.compId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => present(row, counts.get(row.id) ?? 0));
}

/** A group of the company the caller manages, or 404. */
export async function managedGroup(db: DbOrTx, actor: CompanyActor, id: number): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(salaryGroups)
    .where(and(eq(salaryGroups.id, id), eq(salaryGroups.compId, actor.compId)));
  if (!row || !managesPayOf(actor, row.employeeType)) throw notFound(m['salary.wage.group.notFound']);
  return row;
}

/**
 * Checks a group's items: each an enabled item of the company, once; the system items added at the
 * end when not placed; the overtime base of the group's fixed items; the group's formulas read only
 * the group's items and the variables.
 */
async function checkedItems(db: DbOrTx, compId: number, body: ReturnType<typeof saveGroupBodySchema.parse>) {
  const all = new Map((await companyItems(db, compId)).map((item) => [item.code, item]));
  const chosen: { code: string; showOnPayslip: boolean }[] = [];
  for (const entry of body.items) {
    const item = all.get(entry.code);
    if (!item?.enabled) throw badRequest(m['salary.wage.group.unknownItem'], { code: entry.code });
    if (!chosen.some((c) => c.code === entry.code))
      chosen.push({ code: entry.code, showOnPayslip: entry.showOnPayslip });
  }
  for (const code of SYSTEM_ITEMS)
    if (!chosen.some((c) => c.code === code))
      chosen.push({ code, showOnPayslip: all.get(code)!.showOnPayslip });
  const base = [...new Set(body.overtimeBaseItems)];
  for (const code of base) {
    const item = all.get(code);
    if (item?.source !== 'fixed' || !chosen.some((c) => c.code === code))
      throw badRequest(m['salary.wage.group.baseNotFixed'], { name: item?.name ?? code });
  }
  compileFormulas(
    chosen.map(({ code }) => {
      const item = all.get(code)!;
      return { code, name: item.name, formula: item.source === 'formula' ? item.formula : null };
    }),
    SALARY_VARIABLE_NAMES,
  );
  return { chosen, base };
}

/** Adds or changes a salary group. */
export async function saveGroup(
  db: Database,
  actor: CompanyActor,
  input: SaveGroupBody,
): Promise<SalaryGroup> {
  const body = saveGroupBodySchema.parse(input);
  if (!managesPayOf(actor, body.employeeType)) throw forbidden(m['salary.wage.group.typeNotManaged']);
  const hro = body.employeeType === 2;
  if (hro && !body.clientCompany) throw badRequest(m['salary.wage.group.clientRequired']);
  const feeKind = body.feeKind ?? null;
  const feeValue = feeKind ? (body.feeValue ?? null) : null;
  if (feeKind && !hro) throw badRequest(m['salary.wage.group.feeHroOnly']);
  if (feeKind && feeValue === null) throw badRequest(m['salary.wage.group.feeRequired']);
  if (feeKind === 'percentOfGross' && !percentSchema.safeParse(feeValue).success)
    throw badRequest('salary.percentFormat');
  return db.transaction(async (tx) => {
    const existing = body.id ? await managedGroup(tx, actor, body.id) : undefined;
    if (existing && body.version !== existing.version) throw conflict(m['salary.wage.stale']);
    const [clash] = await tx
      .select({ id: salaryGroups.id })
      .from(salaryGroups)
      .where(and(eq(salaryGroups.compId, actor.compId), eq(salaryGroups.name, body.name)));
    if (clash && clash.id !== existing?.id)
      throw badRequest(m['salary.wage.group.nameTaken'], { name: body.name });
    if (!existing) {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`cast(count(*) as integer)` })
        .from(salaryGroups)
        .where(eq(salaryGroups.compId, actor.compId));
      if (count >= SALARY_GROUPS_MAX)
        throw badRequest(m['salary.wage.group.tooMany'], { max: SALARY_GROUPS_MAX });
    }
    if (existing && existing.employeeType !== body.employeeType) {
      // Archives follow their staff's employee type; a group full of HRM staff cannot turn HRO.
      const counts = await archiveCounts(tx, actor.compId, [existing.id]);
      if ((counts.get(existing.id) ?? 0) > 0)
        throw badRequest(m['salary.wage.group.inUse'], {
          name: existing.name,
          count: counts.get(existing.id)!,
        });
    }
    const { chosen, base } = await checkedItems(tx, actor.compId, body);
    const values = {
      name: body.name,
      employeeType: body.employeeType,
      clientCompany: hro ? body.clientCompany : null,
      prorate: body.prorate,
      overtimeBaseItems: base,
      items: chosen,
      feeKind,
      feeValue,
    };
    const [row] = existing
      ? await tx
          .update(salaryGroups)
          .set({ ...values, version: existing.version + 1, updatedAt: new Date() })
          .where(eq(salaryGroups.id, existing.id))
          .returning()
      : await tx
          .insert(salaryGroups)
          .values({ ...values, compId: actor.compId })
          .returning();
    const counts = await archiveCounts(tx, actor.compId, [row!.id]);
    return present(row!, counts.get(row!.id) ?? 0);
  });
}

/** Removes a group no archive names. */
export async function deleteGroup(db: Database, actor: CompanyActor, id: number) {
  return db.transaction(async (tx) => {
    const group = await managedGroup(tx, actor, id);
    const count = (await archiveCounts(tx, actor.compId, [id])).get(id) ?? 0;
    if (count > 0) throw badRequest(m['salary.wage.group.inUse'], { name: group.name, count });
    await tx.delete(salaryGroups).where(eq(salaryGroups.id, id));
    return { deleted: 1 };
  });
}
