import {
  PAYSLIP_SLIPS_PAGE_MAX,
  type PayslipPublished,
  type PayslipRun,
  type PayslipSlip,
  PayslipStatus,
  type PayslipStatusValue,
  type payslipRunsBodySchema,
  type payslipSlipsBodySchema,
} from '@renli/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../../core/actor.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { badRequest, notFound, tooManyRequests } from '../../../core/http/errors.ts';
import { type PageOf, pageTotal, paginate } from '../../../core/paging.ts';
import type { Database } from '../../../db/client.ts';
import { findUserProfiles } from '../../auth/profiles.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { staffIdsWhere } from '../../staff/records.ts';
import { notifyPayslips } from './delivery.ts';
import { payslipMessages as m } from './messages.ts';
import { salaryPayslips as p } from './schema.ts';

// HR's 工资条发放 (docs/product/salary.md, "Payslips"): published runs with their counts, each
// person's payslip, reminders to the unconfirmed and answers to questions. HR sees only runs of the
// employee types they manage.

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Rows of the company's runs HR manages; each run shows its latest publishing (live, or the revoked one). */
const latestBatch = (actor: CompanyActor, extra: SQL[] = []) => {
  const managed = and(eq(p.compId, actor.compId), inArray(p.employeeType, actor.managedTypes), ...extra);
  return and(
    managed,
    sql`(${p.runId}, ${p.publishedAt}) in (select ${p.runId}, max(${p.publishedAt}) from ${p} where ${managed} group by ${p.runId})`,
  );
};

/** `payslipEndpoints.runs`. */
export async function selectRuns(
  db: Database,
  actor: CompanyActor,
  body: z.output<typeof payslipRunsBodySchema>,
): Promise<PageOf<PayslipRun>> {
  const filters = [
    body.employeeType === undefined ? undefined : eq(p.employeeType, body.employeeType),
    body.month === undefined ? undefined : eq(p.month, body.month),
  ].filter((f): f is SQL => f !== undefined);
  const count = (status: SQL) =>
    sql<number>`cast(count(*) filter (where ${status}) as integer)`.mapWith(Number);
  const page = await paginate(
    () =>
      db
        .select({
          runId: p.runId,
          month: sql<string>`max(${p.month})`,
          runName: sql<string>`max(${p.runName})`,
          employeeType: sql<number>`max(${p.employeeType})`.mapWith(Number),
          publishedAt: sql<Date>`max(${p.publishedAt})`.mapWith(p.publishedAt),
          publishedBy: sql<number>`max(${p.publishedBy})`.mapWith(Number),
          revoked: sql<boolean>`bool_and(${p.revoked})`,
          count: sql<number>`cast(count(*) as integer)`.mapWith(Number),
          read: count(sql`${p.status} <> ${PayslipStatus.PUBLISHED}`),
          confirmed: count(sql`${p.status} = ${PayslipStatus.CONFIRMED}`),
          questioned: count(sql`${p.status} = ${PayslipStatus.QUESTIONED}`),
          total: pageTotal(),
        })
        .from(p)
        .where(latestBatch(actor, filters))
        .groupBy(p.runId)
        .orderBy(desc(sql`max(${p.month})`), desc(sql`max(${p.publishedAt})`), desc(p.runId)),
    body,
    (row) => row,
  );
  const names = new Map(
    (await findUserProfiles(db, [...new Set(page.list.map((r) => r.publishedBy))])).map((u) => [
      u.userId,
      u.userName,
    ]),
  );
  return {
    ...page,
    list: page.list.map((r) => ({
      runId: r.runId,
      month: r.month,
      runName: r.runName,
      employeeType: r.employeeType as 1 | 2,
      publishedAt: r.publishedAt.toISOString(),
      publishedByName: names.get(r.publishedBy) ?? null,
      revoked: r.revoked,
      total: r.count,
      read: r.read,
      confirmed: r.confirmed,
      questioned: r.questioned,
    })),
  };
}

type SlipRow = typeof p.$inferSelect;

/** A payslip as HR follows it, with the staff member's job number and department of today. */
export function presentSlip(
  row: SlipRow,
  card: { jobNo: string | null; deptName: string | null } | undefined,
): PayslipSlip {
  return {
    id: row.id,
    staffId: row.staffId,
    staffName: row.staffName,
    jobNo: card?.jobNo ?? null,
    deptName: card?.deptName ?? null,
    status: row.status as PayslipStatusValue,
    gross: row.gross,
    net: row.net,
    revoked: row.revoked,
    readAt: iso(row.readAt),
    confirmedAt: iso(row.confirmedAt),
    question: row.question,
    questionedAt: iso(row.questionedAt),
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
  };
}

/** `payslipEndpoints.slips`: a run's latest publishing, person by person (at most 500 rows a page). */
export async function selectSlips(
  db: Database,
  actor: CompanyActor,
  body: z.output<typeof payslipSlipsBodySchema>,
): Promise<PageOf<PayslipSlip>> {
  const filters = [
    eq(p.runId, body.runId),
    body.status === undefined ? undefined : eq(p.status, body.status),
    body.search
      ? inArray(p.staffId, staffIdsWhere({ compId: actor.compId, search: body.search }))
      : undefined,
  ].filter((f): f is SQL => f !== undefined);
  const paging = { pageNum: body.pageNum, pageSize: Math.min(body.pageSize, PAYSLIP_SLIPS_PAGE_MAX) };
  const page = await paginate(
    () =>
      db
        .select({ row: p, total: pageTotal() })
        .from(p)
        .where(latestBatch(actor, filters))
        .orderBy(p.staffName, p.id),
    paging,
    ({ row }) => row,
  );
  const cards = await staffCardsOf(
    db,
    actor.compId,
    page.list.map((row) => row.staffId),
  );
  return { ...page, list: page.list.map((row) => presentSlip(row, cards.get(row.staffId))) };
}

/** The live payslips of a run HR manages, or 404. */
async function liveSlips(db: Database, actor: CompanyActor, runId: number, statuses: readonly number[]) {
  const rows = await db
    .select()
    .from(p)
    .where(
      and(
        eq(p.compId, actor.compId),
        eq(p.runId, runId),
        eq(p.revoked, false),
        inArray(p.employeeType, actor.managedTypes),
      ),
    );
  if (rows.length === 0) throw notFound(m['payslip.notPublished']);
  return rows.filter((row) => statuses.includes(row.status));
}

/** A run's unconfirmed are reminded at most once in this many minutes, however many HR press it. */
export const REMIND_EVERY_MINUTES = 10;

/** `payslipEndpoints.remind`: the bell and a chat card to everyone who has not confirmed yet. */
export async function remindUnconfirmed(
  deps: Pick<AppDeps, 'db' | 'rateLimits'>,
  actor: CompanyActor,
  runId: number,
): Promise<PayslipPublished> {
  const { db } = deps;
  const waiting = await liveSlips(db, actor, runId, [
    PayslipStatus.PUBLISHED,
    PayslipStatus.READ,
    PayslipStatus.QUESTIONED,
  ]);
  if (waiting.length === 0) throw badRequest(m['payslip.remindNobody']);
  if ((await deps.rateLimits.hit(`payslip:remind:${actor.compId}:${runId}`, REMIND_EVERY_MINUTES * 60)) > 1) {
    throw tooManyRequests(m['payslip.remindTooSoon'], { minutes: REMIND_EVERY_MINUTES });
  }
  await db.transaction((tx) =>
    notifyPayslips(
      tx,
      actor.compId,
      'remind',
      waiting.map((row) => ({ ...row, payslipId: row.id })),
    ),
  );
  return { runId, count: waiting.length };
}

/** `payslipEndpoints.answer`: HR's answer to a question; the staff member hears of it. */
export async function answerQuestion(
  db: Database,
  actor: CompanyActor,
  body: { id: number; answer: string },
): Promise<PayslipSlip> {
  const row = await db.transaction(async (tx) => {
    const [slip] = await tx
      .select()
      .from(p)
      .where(
        and(
          eq(p.id, body.id),
          eq(p.compId, actor.compId),
          eq(p.revoked, false),
          inArray(p.employeeType, actor.managedTypes),
        ),
      )
      .for('update');
    if (!slip) throw notFound(m['payslip.notFound']);
    if (slip.status !== PayslipStatus.QUESTIONED) throw badRequest(m['payslip.notQuestioned']);
    const now = new Date();
    const [saved] = await tx
      .update(p)
      .set({ answer: body.answer, answeredAt: now, answeredBy: actor.userId, updatedAt: now })
      .where(eq(p.id, slip.id))
      .returning();
    await notifyPayslips(tx, actor.compId, 'answered', [{ ...slip, payslipId: slip.id, text: body.answer }]);
    return saved!;
  });
  const cards = await staffCardsOf(db, actor.compId, [row.staffId]);
  return presentSlip(row, cards.get(row.staffId));
}
