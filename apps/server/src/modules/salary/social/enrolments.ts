import {
  CONTRIBUTION_LIST_MAX,
  type ContributionKind,
  type Enrolment,
  type EnrolmentSave,
} from '@renli/contracts';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaToday } from '../../../core/china-time.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import { offsetOf, pageTotal } from '../../../core/paging.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { staffFacts, staffIdsWhere } from '../../staff/records.ts';
import { managesPayOf } from '../access.ts';
import { salaryMessages } from '../messages.ts';
import { moneyText } from '../rounding.ts';
import { clampBase, versionIn } from './calc.ts';
import { socialMessages as m } from './messages.ts';
import { contributionEnrolments } from './schema.ts';
import { kindLabel, schemeRules } from './schemes.ts';

// Enrolments (参保档案, docs/product/salary.md, "Social insurance and housing fund"): a person paid
// under a scheme from a start month until the month before the stop month. A person has at most one
// enrolment of a kind at a time; HR sees and changes only the employee types they manage.

type Row = typeof contributionEnrolments.$inferSelect;

export const currentMonth = () => chinaToday().slice(0, 7);

/** Enrolments in force in `month`: started, and not stopped by then. */
export const inForce = (month: string): SQL =>
  and(
    lte(contributionEnrolments.startMonth, month),
    or(isNull(contributionEnrolments.stopMonth), gt(contributionEnrolments.stopMonth, month)),
  )!;

/** Whether an enrolment pays for `month`. */
export const paysFor = (row: Pick<Row, 'startMonth' | 'stopMonth'>, month: string) =>
  row.startMonth <= month && (row.stopMonth === null || month < row.stopMonth);

/** The employee types of the caller's scope, narrowed to the screen's `:sign`. */
export const typesOf = (actor: CompanyActor, employeeType?: number) =>
  employeeType === undefined ? actor.managedTypes : actor.managedTypes.filter((t) => t === employeeType);

/** The enrolments' rows as the screens show them: names, the scheme and this month's base. */
export async function presentEnrolments(db: DbOrTx, compId: number, rows: Row[]): Promise<Enrolment[]> {
  const [cards, schemes] = await Promise.all([
    staffCardsOf(
      db,
      compId,
      rows.map((r) => r.staffId),
    ),
    schemeRules(db, compId, { ids: rows.map((r) => r.schemeId) }),
  ]);
  const month = currentMonth();
  return rows.map((row) => {
    const card = cards.get(row.staffId);
    const scheme = schemes.get(row.schemeId);
    // The version of this month, or of the start month for an enrolment still to come.
    const version = scheme && versionIn(scheme.versions, [row.startMonth, month].sort().at(-1)!);
    const clamped = version ? clampBase(row.base, version.baseMin, version.baseMax) : null;
    return {
      id: row.id,
      kind: row.kind,
      staffId: row.staffId,
      staffName: card?.staffName ?? '',
      jobNo: card?.jobNo ?? null,
      mobile: card?.mobile ?? null,
      employeeType: card?.employeeType ?? 1,
      schemeId: row.schemeId,
      schemeName: scheme?.name ?? '',
      base: row.base,
      effectiveBase: clamped ? moneyText(clamped.base) : null,
      clamped: clamped?.clamped ?? null,
      startMonth: row.startMonth,
      stopMonth: row.stopMonth,
      accountNo: row.accountNo,
      status: row.stopMonth === null ? 'open' : 'stopped',
      version: row.version,
    };
  });
}

export interface EnrolmentFilter {
  kind: ContributionKind;
  employeeType?: number;
  search?: string;
  status?: 'open' | 'stopped';
}

const whereOf = (actor: CompanyActor, filter: EnrolmentFilter) =>
  and(
    eq(contributionEnrolments.compId, actor.compId),
    eq(contributionEnrolments.kind, filter.kind),
    inArray(
      contributionEnrolments.staffId,
      staffIdsWhere({
        compId: actor.compId,
        search: filter.search || undefined,
        employeeTypes: typesOf(actor, filter.employeeType),
      }),
    ),
    filter.status === 'open' ? isNull(contributionEnrolments.stopMonth) : undefined,
    filter.status === 'stopped' ? isNotNull(contributionEnrolments.stopMonth) : undefined,
  );

/** A page of enrolments; a set list's 999999 is answered with at most CONTRIBUTION_LIST_MAX rows. */
export async function enrolmentPage(
  db: DbOrTx,
  actor: CompanyActor,
  body: EnrolmentFilter & { pageNum: number; pageSize: number },
) {
  const pageSize = Math.min(body.pageSize, CONTRIBUTION_LIST_MAX);
  const rows = await db
    .select({ row: contributionEnrolments, total: pageTotal() })
    .from(contributionEnrolments)
    .where(whereOf(actor, body))
    .orderBy(desc(contributionEnrolments.id))
    .limit(pageSize)
    .offset(offsetOf({ pageNum: body.pageNum, pageSize }));
  return {
    list: await presentEnrolments(
      db,
      actor.compId,
      rows.map((r) => r.row),
    ),
    total: rows[0]?.total ?? 0,
    pageNum: body.pageNum,
    pageSize,
  };
}

/** Every enrolment matching the filter (exports), at most CONTRIBUTION_LIST_MAX. */
export async function enrolmentsMatching(db: DbOrTx, actor: CompanyActor, filter: EnrolmentFilter) {
  const rows = await db
    .select()
    .from(contributionEnrolments)
    .where(whereOf(actor, filter))
    .orderBy(desc(contributionEnrolments.id))
    .limit(CONTRIBUTION_LIST_MAX);
  return presentEnrolments(db, actor.compId, rows);
}

/** The staff member, refused unless the caller manages their pay. */
export async function managedStaff(db: DbOrTx, actor: CompanyActor, staffId: number) {
  const facts = (await staffFacts(db, actor.compId, [staffId])).get(staffId);
  if (!facts || !managesPayOf(actor, facts.employeeType))
    throw badRequest(salaryMessages['salary.staffNotManaged']);
  return facts;
}

/**
 * Writes one enrolment (new without `id`) inside `tx` after the checks every write shares: the person
 * in scope, the scheme of the kind with a version by the start month, the stop after the start, and no
 * other enrolment of the kind overlapping it.
 */
export async function writeEnrolment(
  tx: DbOrTx,
  actor: CompanyActor,
  body: EnrolmentSave,
  locale: Locale,
): Promise<number> {
  const staff = await managedStaff(tx, actor, body.staffId);
  const scheme = (await schemeRules(tx, actor.compId, { ids: [body.schemeId] })).get(body.schemeId);
  if (!scheme || scheme.row.kind !== body.kind) throw badRequest(m['salary.social.schemeNotFound']);
  if (!versionIn(scheme.versions, body.startMonth))
    throw badRequest(m['salary.social.noVersion'], { name: scheme.name, month: body.startMonth });
  if (body.stopMonth !== null && body.stopMonth <= body.startMonth)
    throw badRequest(m['salary.social.stopBeforeStart']);
  const others = await tx
    .select()
    .from(contributionEnrolments)
    .where(
      and(
        eq(contributionEnrolments.compId, actor.compId),
        eq(contributionEnrolments.kind, body.kind),
        eq(contributionEnrolments.staffId, body.staffId),
        body.id === undefined ? undefined : ne(contributionEnrolments.id, body.id),
      ),
    );
  const overlapping = others.find(
    (o) =>
      (o.stopMonth === null || body.startMonth < o.stopMonth) &&
      (body.stopMonth === null || o.startMonth < body.stopMonth),
  );
  if (overlapping)
    throw badRequest(m['salary.social.alreadyEnrolled'], {
      name: staff.staffName,
      kind: kindLabel(locale, body.kind),
      from: overlapping.startMonth,
    });
  const values = {
    schemeId: body.schemeId,
    base: body.base,
    startMonth: body.startMonth,
    stopMonth: body.stopMonth,
    accountNo: body.accountNo,
  };
  if (body.id === undefined) {
    const [row] = await tx
      .insert(contributionEnrolments)
      .values({ compId: actor.compId, kind: body.kind, staffId: body.staffId, ...values })
      .returning({ id: contributionEnrolments.id });
    return row!.id;
  }
  const [row] = await tx
    .select()
    .from(contributionEnrolments)
    .where(
      and(
        eq(contributionEnrolments.id, body.id),
        eq(contributionEnrolments.compId, actor.compId),
        eq(contributionEnrolments.kind, body.kind),
      ),
    )
    .for('update');
  if (!row || row.staffId !== body.staffId) throw notFound(m['salary.social.enrolmentNotFound']);
  if (body.version !== undefined && body.version !== row.version) throw conflict(m['salary.social.stale']);
  await tx
    .update(contributionEnrolments)
    .set({ ...values, version: row.version + 1, updatedAt: new Date() })
    .where(eq(contributionEnrolments.id, row.id));
  return row.id;
}

/** The unique index on open enrolments answers two saves racing: the same message as the check. */
export async function enrolmentWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(m['salary.social.openTwice']);
    throw error;
  }
}

export async function saveEnrolment(db: Database, actor: CompanyActor, body: EnrolmentSave, locale: Locale) {
  const id = await enrolmentWrite(() => db.transaction((tx) => writeEnrolment(tx, actor, body, locale)));
  const [row] = await db.select().from(contributionEnrolments).where(eq(contributionEnrolments.id, id));
  return (await presentEnrolments(db, actor.compId, [row!]))[0]!;
}

/** Removes enrolments entered by mistake; any id not the caller's: 404, nothing removed. */
export async function deleteEnrolments(
  db: Database,
  actor: CompanyActor,
  kind: ContributionKind,
  ids: readonly number[],
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(contributionEnrolments)
      .where(
        and(
          eq(contributionEnrolments.compId, actor.compId),
          eq(contributionEnrolments.kind, kind),
          inArray(contributionEnrolments.id, [...ids]),
        ),
      );
    const facts = await staffFacts(
      tx,
      actor.compId,
      rows.map((r) => r.staffId),
    );
    const mine = rows.filter((r) => managesPayOf(actor, facts.get(r.staffId)?.employeeType ?? 0));
    if (mine.length !== new Set(ids).size) throw notFound(m['salary.social.enrolmentNotFound']);
    await tx.delete(contributionEnrolments).where(
      inArray(
        contributionEnrolments.id,
        mine.map((r) => r.id),
      ),
    );
    return { deleted: mine.length };
  });
}
