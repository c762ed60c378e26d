import {
  type CheckFormulaBody,
  type FormulaCheck,
  isSystemItem,
  SALARY_ITEMS_MAX,
  SALARY_VARIABLE_NAMES,
  type SalaryItem,
  type SaveItemBody,
  SYSTEM_ITEM_LABELS,
  SYSTEM_ITEMS,
  saveItemBodySchema,
} from '@renli/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { AppError, badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { compileFormulas, FormulaError, type FormulaPlan, isReservedName } from './formula.ts';
import { wageMessages as m } from './messages.ts';
import { salaryArchiveAmounts, salaryArchiveVersions, salaryGroups, salaryItems } from './schema.ts';

// Wage items (docs/product/salary.md, "Items"): each company's list, the six system items always in
// it; every save checks all formulas together, so no saved set has an unknown name or a cycle.

/** The system items as they stand until a company edits one: computed by the payroll, never summed. */
const systemDefault = (code: (typeof SYSTEM_ITEMS)[number], index: number): SalaryItem => ({
  id: null,
  version: 0,
  code,
  name: SYSTEM_ITEM_LABELS[code]['zh-CN'],
  source: 'system',
  effect: 'info',
  taxFree: false,
  formula: null,
  rounding: 'cent',
  prorated: false,
  showOnPayslip: true,
  sort: 900 + index,
  enabled: true,
  system: true,
});

const present = (row: typeof salaryItems.$inferSelect): SalaryItem => ({
  id: row.id,
  version: row.version,
  code: row.code,
  name: row.name,
  source: row.source,
  effect: row.effect,
  taxFree: row.taxFree,
  formula: row.formula,
  rounding: row.rounding,
  prorated: row.prorated,
  showOnPayslip: row.showOnPayslip,
  sort: row.sort,
  enabled: row.enabled,
  system: isSystemItem(row.code),
});

const bySort = (a: SalaryItem, b: SalaryItem) => a.sort - b.sort || (a.id ?? 1e9) - (b.id ?? 1e9);

/** The company's items in order, system items included. */
export async function companyItems(db: DbOrTx, compId: number): Promise<SalaryItem[]> {
  const rows = await db.select().from(salaryItems).where(eq(salaryItems.compId, compId));
  const items = rows.map(present);
  SYSTEM_ITEMS.forEach((code, index) => {
    if (!items.some((item) => item.code === code)) items.push(systemDefault(code, index));
  });
  return items.sort(bySort);
}

/** Items whose value exists only once tax is known: a pre-tax item may not read them. */
const AFTER_TAX_SYSTEM = new Set(['gross', 'taxable', 'tax', 'net']);

/**
 * Checks every formula of `items` together (docs/product/salary.md, "Formulas"): syntax, names
 * (items and variables), cycles; and that no pre-tax item reads, even through other formulas,
 * what exists only after tax (gross, taxable, tax, net, after-tax items).
 */
export function checkItems(items: readonly SalaryItem[]): FormulaPlan {
  const plan = compileFormulas(
    items.map((item) => ({
      code: item.code,
      name: item.name,
      formula: item.source === 'formula' ? item.formula : null,
      rounding: item.rounding,
    })),
    SALARY_VARIABLE_NAMES,
  );
  const byCode = new Map(items.map((item) => [item.code, item]));
  const afterTax = new Set(
    items.filter((i) => AFTER_TAX_SYSTEM.has(i.code) || i.effect.startsWith('afterTax')).map((i) => i.code),
  );
  for (const code of plan.order) {
    const item = byCode.get(code)!;
    const tainted = [...(plan.reads.get(code) ?? [])].find((name) => afterTax.has(name));
    if (!tainted) continue;
    if (item.effect === 'earning' || item.effect === 'deduction')
      throw new FormulaError(m['salary.wage.formula.afterTaxRead'], {
        item: item.name,
        name: byCode.get(tainted)?.name ?? tainted,
      });
    afterTax.add(code);
  }
  return plan;
}

/** What uses an item: formulas reading it, groups choosing it, archives with an amount for it. */
async function usersOf(
  tx: DbOrTx,
  compId: number,
  item: SalaryItem,
  items: readonly SalaryItem[],
  locale: Locale,
) {
  const users: string[] = [];
  const plan = checkItems(items);
  for (const other of items)
    if (other.code !== item.code && plan.reads.get(other.code)?.has(item.code))
      users.push(translate(locale, m['salary.wage.item.usedByFormula'], { name: other.name }));
  const groups = await tx
    .select({ name: salaryGroups.name })
    .from(salaryGroups)
    .where(
      and(
        eq(salaryGroups.compId, compId),
        sql`(${salaryGroups.items} @> ${JSON.stringify([{ code: item.code }])}::jsonb or ${salaryGroups.overtimeBaseItems} ? ${item.code})`,
      ),
    );
  for (const group of groups)
    users.push(translate(locale, m['salary.wage.item.usedByGroup'], { name: group.name }));
  const [archives] = await tx
    .select({ count: sql<number>`cast(count(distinct ${salaryArchiveVersions.archiveId}) as integer)` })
    .from(salaryArchiveAmounts)
    .innerJoin(salaryArchiveVersions, eq(salaryArchiveVersions.id, salaryArchiveAmounts.versionId))
    .where(
      and(
        eq(salaryArchiveVersions.compId, compId),
        eq(salaryArchiveAmounts.itemCode, item.code),
        ne(salaryArchiveAmounts.amount, '0'),
      ),
    );
  if (archives && archives.count > 0)
    users.push(translate(locale, m['salary.wage.item.usedByArchive'], { count: archives.count }));
  return users;
}

/** One company's item writes at a time: the whole set is checked before any is saved. */
const lockItems = (tx: DbOrTx, compId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${0x5a1a}, ${compId})`);

/** The item as saved, normalised: a formula only on formula items, tax-free only on earnings. */
function normalised(
  body: ReturnType<typeof saveItemBodySchema.parse>,
): Omit<SalaryItem, 'id' | 'version' | 'system'> {
  const formula = body.source === 'formula' ? (body.formula ?? '').trim() : null;
  if (body.source === 'formula' && !formula) throw badRequest(m['salary.wage.item.formulaRequired']);
  if (body.taxFree && body.effect !== 'earning') throw badRequest(m['salary.wage.item.taxFreeEarning']);
  return {
    code: body.code,
    name: body.name,
    source: body.source,
    effect: body.effect,
    taxFree: body.taxFree,
    formula,
    rounding: body.rounding,
    prorated: body.source === 'fixed' && body.prorated,
    showOnPayslip: body.showOnPayslip,
    sort: body.sort,
    enabled: body.enabled,
  };
}

/** Adds or changes an item (a system item by its code: only its name, rounding, payslip and order). */
export async function saveItem(
  db: Database,
  actor: CompanyActor,
  input: SaveItemBody,
  locale: Locale,
): Promise<SalaryItem> {
  const body = saveItemBodySchema.parse(input);
  const next = normalised(body);
  return db.transaction(async (tx) => {
    await lockItems(tx, actor.compId);
    const items = await companyItems(tx, actor.compId);
    const existing = body.id
      ? items.find((item) => item.id === body.id)
      : isSystemItem(body.code)
        ? items.find((item) => item.code === body.code)
        : undefined;
    if (body.id && !existing) throw notFound(m['salary.wage.item.notFound']);
    if (existing && existing.id !== null && body.version !== existing.version)
      throw conflict(m['salary.wage.stale']);
    if (existing?.system || isSystemItem(body.code)) {
      if (
        !existing?.system ||
        existing.code !== next.code ||
        next.source !== 'system' ||
        next.effect !== 'info'
      )
        throw badRequest(
          isSystemItem(body.code) && !existing?.system
            ? m['salary.wage.item.notSystem']
            : m['salary.wage.item.systemFixed'],
          {
            name: existing?.name ?? body.code,
            code: body.code,
          },
        );
      next.enabled = true;
    } else if (next.source === 'system')
      throw badRequest(m['salary.wage.item.notSystem'], { code: next.code });
    if (
      !existing?.system &&
      (isReservedName(next.code) || (SALARY_VARIABLE_NAMES as string[]).includes(next.code))
    )
      throw badRequest(m['salary.wage.item.codeReserved'], { code: next.code });
    const others = items.filter((item) => item !== existing);
    const sameCode = others.find((item) => item.code === next.code);
    if (sameCode) throw badRequest(m['salary.wage.item.codeTaken'], { code: next.code, name: sameCode.name });
    if (others.some((item) => item.name === next.name))
      throw badRequest(m['salary.wage.item.nameTaken'], { name: next.name });
    if (!existing && items.filter((item) => item.id !== null).length >= SALARY_ITEMS_MAX)
      throw badRequest(m['salary.wage.item.tooMany'], { max: SALARY_ITEMS_MAX });
    if (existing && existing.code !== next.code) {
      // A new code would orphan whatever reads the old one.
      const users = await usersOf(tx, actor.compId, existing, items, locale);
      if (users.length > 0)
        throw badRequest(m['salary.wage.item.inUse'], { name: existing.name, users: users.join('、') });
    }
    // The item saved goes first, so a cycle is told from it.
    checkItems([{ ...next, id: existing?.id ?? null, version: 0, system: !!existing?.system }, ...others]);
    if (existing?.id) {
      const [row] = await tx
        .update(salaryItems)
        .set({ ...next, version: existing.version + 1, updatedAt: new Date() })
        .where(and(eq(salaryItems.id, existing.id), eq(salaryItems.compId, actor.compId)))
        .returning();
      return present(row!);
    }
    const [row] = await tx
      .insert(salaryItems)
      .values({ ...next, compId: actor.compId })
      .returning();
    return present(row!);
  });
}

/** Removes an item nothing uses; system items stay. */
export async function deleteItem(db: Database, actor: CompanyActor, id: number, locale: Locale) {
  return db.transaction(async (tx) => {
    await lockItems(tx, actor.compId);
    const items = await companyItems(tx, actor.compId);
    const item = items.find((i) => i.id === id);
    if (!item) throw notFound(m['salary.wage.item.notFound']);
    if (item.system) throw badRequest(m['salary.wage.item.systemFixed'], { name: item.name });
    const users = await usersOf(tx, actor.compId, item, items, locale);
    if (users.length > 0)
      throw badRequest(m['salary.wage.item.inUse'], { name: item.name, users: users.join('、') });
    await tx.delete(salaryItems).where(and(eq(salaryItems.id, id), eq(salaryItems.compId, actor.compId)));
    return { deleted: 1 };
  });
}

/** The live check: the saved items with this one's formula as typed (nothing is written). */
export async function checkFormula(
  db: DbOrTx,
  actor: CompanyActor,
  body: CheckFormulaBody,
  locale: Locale,
): Promise<FormulaCheck> {
  const items = await companyItems(db, actor.compId);
  const others = items.filter((item) => item.code !== body.code);
  const candidate: SalaryItem = {
    ...(items.find((item) => item.code === body.code) ?? systemDefault('gross', 0)),
    code: body.code,
    name: body.name ?? body.code,
    source: 'formula',
    effect: body.effect ?? 'earning',
    formula: body.formula,
    system: false,
  };
  try {
    const plan = checkItems([candidate, ...others]);
    return { ok: true, message: null, order: [...plan.order] };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, message: translate(locale, error.key, error.params), order: [] };
  }
}

/** Items of the company by code among `codes` (groups resolve their choices). */
export async function itemsByCode(db: DbOrTx, compId: number, codes: readonly string[]) {
  const wanted = new Set(codes);
  return new Map((await companyItems(db, compId)).filter((i) => wanted.has(i.code)).map((i) => [i.code, i]));
}
