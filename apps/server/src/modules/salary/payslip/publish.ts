import { type PayslipPublished, PayslipStatus } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { companiesByIds } from '../../company/service.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { managesPayOf } from '../access.ts';
import { payslipSourceOf } from '../payroll/payslip-source.ts';
import { mailPayslips, notifyPayslips, type PayslipMail } from './delivery.ts';
import { payslipMessages as m } from './messages.ts';
import { salaryPayslips } from './schema.ts';

// Publishing and revoking a run's payslips (docs/product/salary.md, "Payslips").

/** The most payslips one run publishes: one transaction writes them all, with their notices. */
export const PUBLISH_MAX = 20_000;
const INSERT_CHUNK = 500;

interface Log {
  error(details: object, message: string): void;
}

/**
 * Publishes an approved run: each person's shown figures, gross and net are copied into their
 * payslip, so recalculating the run later changes no published payslip. The bell and the chat card
 * go in the same transaction; e-mails follow the commit without holding up the answer.
 */
export async function publishRun(
  deps: AppDeps,
  actor: CompanyActor,
  runId: number,
  log: Log,
): Promise<PayslipPublished> {
  const { db } = deps;
  const source = await payslipSourceOf(db, actor.compId, runId);
  if (!source || !managesPayOf(actor, source.run.employeeType)) throw notFound(m['payslip.runNotFound']);
  if (!source.run.approved) throw badRequest(m['payslip.runNotApproved']);
  if (source.lines.length > PUBLISH_MAX) throw badRequest(m['payslip.runTooLarge'], { max: PUBLISH_MAX });
  const [cards, companies] = await Promise.all([
    staffCardsOf(
      db,
      actor.compId,
      source.lines.map((line) => line.staffId),
    ),
    companiesByIds(db, [actor.compId]),
  ]);
  const { run } = source;
  const publishedAt = new Date();
  // A line whose staff record is not the company's (it cannot be, but the run is another part's data)
  // gets no payslip rather than someone else's login.
  const values = source.lines.flatMap((line) => {
    const card = cards.get(line.staffId);
    if (!card) return [];
    return [
      {
        compId: actor.compId,
        runId: run.id,
        runName: run.name,
        month: run.month,
        employeeType: run.employeeType,
        staffId: line.staffId,
        userId: card.userId,
        staffName: card.staffName,
        figures: line.figures
          .filter((figure) => figure.shown)
          .map(({ code, name, effect, value }) => ({ code, name, effect, value })),
        gross: line.gross,
        net: line.net,
        status: PayslipStatus.PUBLISHED,
        publishedAt,
        publishedBy: actor.userId,
      },
    ];
  });
  if (values.length === 0) throw badRequest(m['payslip.runEmpty']);
  const inserted = await db
    .transaction(async (tx) => {
      const [live] = await tx
        .select({ id: salaryPayslips.id })
        .from(salaryPayslips)
        .where(
          and(
            eq(salaryPayslips.compId, actor.compId),
            eq(salaryPayslips.runId, run.id),
            eq(salaryPayslips.revoked, false),
          ),
        )
        .limit(1);
      if (live) throw conflict(m['payslip.alreadyPublished']);
      const rows: { id: number; userId: number; staffName: string }[] = [];
      for (let start = 0; start < values.length; start += INSERT_CHUNK) {
        rows.push(
          ...(await tx
            .insert(salaryPayslips)
            .values(values.slice(start, start + INSERT_CHUNK))
            .returning({
              id: salaryPayslips.id,
              userId: salaryPayslips.userId,
              staffName: salaryPayslips.staffName,
            })),
        );
      }
      await notifyPayslips(
        tx,
        actor.compId,
        'published',
        rows.map((row) => ({
          ...row,
          payslipId: row.id,
          runId: run.id,
          month: run.month,
          runName: run.name,
        })),
      );
      return rows;
    })
    .catch((error: unknown) => {
      // Two HR publishing the same run at once: the live-payslip index lets one through.
      if (isUniqueViolation(error)) throw conflict(m['payslip.alreadyPublished']);
      throw error;
    });
  const compName = companies.get(actor.compId)?.compName ?? '';
  const mails: PayslipMail[] = source.lines.flatMap((line) => {
    const card = cards.get(line.staffId);
    return card?.email
      ? [{ to: card.email, staffName: card.staffName, month: run.month, runName: run.name, compName }]
      : [];
  });
  void mailPayslips(deps, mails, log);
  return { runId: run.id, count: inserted.length };
}

/**
 * Withdraws a run's live payslips: staff no longer see them, HR keeps them (revoked) and may publish
 * the run again, which snapshots it anew.
 */
export async function revokeRun(
  deps: AppDeps,
  actor: CompanyActor,
  runId: number,
): Promise<PayslipPublished> {
  const revoked = await deps.db
    .update(salaryPayslips)
    .set({ revoked: true, revokedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(salaryPayslips.compId, actor.compId),
        eq(salaryPayslips.runId, runId),
        eq(salaryPayslips.revoked, false),
        inArray(salaryPayslips.employeeType, actor.managedTypes),
      ),
    )
    .returning({ id: salaryPayslips.id });
  if (revoked.length === 0) throw notFound(m['payslip.notPublished']);
  return { runId, count: revoked.length };
}
