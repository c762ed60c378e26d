import { type MyPayslips, PAYSLIP_LIST_MAX, type PayslipDetail, PayslipStatus } from '@renli/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { UserAuth } from '../../../core/actor.ts';
import { badRequest, notFound } from '../../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { companiesByIds } from '../../company/service.ts';
import { salaryStaff } from '../access.ts';
import { notifyPayslips } from './delivery.ts';
import { requireIdentity } from './identity.ts';
import { payslipMessages as m } from './messages.ts';
import { salaryPayslips as p } from './schema.ts';

// A staff member's own payslips (docs/product/salary.md, "Payslips"): only their own, of the
// company the session acts in, never a revoked one, and only after the identity check.

type SlipRow = typeof p.$inferSelect;
const iso = (at: Date | null) => at?.toISOString() ?? null;

async function compNameOf(db: DbOrTx, compId: number) {
  return (await companiesByIds(db, [compId])).get(compId)?.compName ?? '';
}

function present(row: SlipRow, compName: string): PayslipDetail {
  return {
    id: row.id,
    month: row.month,
    runName: row.runName,
    compName,
    status: row.status as PayslipDetail['status'],
    net: row.net,
    publishedAt: row.publishedAt.toISOString(),
    staffName: row.staffName,
    gross: row.gross,
    figures: row.figures,
    readAt: iso(row.readAt),
    confirmedAt: iso(row.confirmedAt),
    question: row.question,
    questionedAt: iso(row.questionedAt),
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
  };
}

/** The staff member behind the session, with their identity confirmed. */
async function reader(db: Database, auth: UserAuth) {
  const actor = await salaryStaff(db, auth);
  await requireIdentity(db, auth);
  return actor;
}

const ownSlip = (actor: { compId: number; staffId: number }, id: number) =>
  and(eq(p.id, id), eq(p.compId, actor.compId), eq(p.staffId, actor.staffId), eq(p.revoked, false));

/** `payslipEndpoints.mine`: newest month first. */
export async function selectMine(db: Database, auth: UserAuth): Promise<MyPayslips> {
  const actor = await salaryStaff(db, auth);
  const until = await requireIdentity(db, auth);
  const [rows, compName] = await Promise.all([
    db
      .select()
      .from(p)
      .where(and(eq(p.compId, actor.compId), eq(p.staffId, actor.staffId), eq(p.revoked, false)))
      .orderBy(desc(p.month), desc(p.publishedAt), desc(p.id))
      .limit(PAYSLIP_LIST_MAX),
    compNameOf(db, actor.compId),
  ]);
  return {
    verifiedUntil: until.toISOString(),
    list: rows.map((row) => ({
      id: row.id,
      month: row.month,
      runName: row.runName,
      compName,
      status: row.status as PayslipDetail['status'],
      net: row.net,
      publishedAt: row.publishedAt.toISOString(),
    })),
  };
}

/** `payslipEndpoints.detail`: opening an unread payslip marks it read (已查看). */
export async function openPayslip(db: Database, auth: UserAuth, id: number): Promise<PayslipDetail> {
  const actor = await reader(db, auth);
  const [row] = await db
    .update(p)
    .set({ status: PayslipStatus.READ, readAt: new Date() })
    .where(and(ownSlip(actor, id), eq(p.status, PayslipStatus.PUBLISHED)))
    .returning();
  const slip = row ?? (await db.select().from(p).where(ownSlip(actor, id)).limit(1))[0];
  if (!slip) throw notFound(m['payslip.notFound']);
  return present(slip, await compNameOf(db, actor.compId));
}

/** `payslipEndpoints.confirm`: 确认无误, also after a question was answered. */
export async function confirmPayslip(db: Database, auth: UserAuth, id: number): Promise<PayslipDetail> {
  const actor = await reader(db, auth);
  const now = new Date();
  const [row] = await db
    .update(p)
    .set({ status: PayslipStatus.CONFIRMED, readAt: now, confirmedAt: now, updatedAt: now })
    .where(ownSlip(actor, id))
    .returning();
  if (!row) throw notFound(m['payslip.notFound']);
  return present(row, await compNameOf(db, actor.compId));
}

/**
 * `payslipEndpoints.question`: 有疑问. The question goes to HR who published the run, in the chat's
 * 工资条 conversation and the bell, in the same transaction as the payslip's change.
 */
export async function askAboutPayslip(
  db: Database,
  auth: UserAuth,
  body: { id: number; text: string },
): Promise<PayslipDetail> {
  const actor = await reader(db, auth);
  const row = await db.transaction(async (tx) => {
    const [slip] = await tx.select().from(p).where(ownSlip(actor, body.id)).for('update');
    if (!slip) throw notFound(m['payslip.notFound']);
    if (slip.status === PayslipStatus.CONFIRMED) throw badRequest(m['payslip.alreadyConfirmed']);
    const now = new Date();
    const [saved] = await tx
      .update(p)
      .set({
        status: PayslipStatus.QUESTIONED,
        readAt: slip.readAt ?? now,
        question: body.text,
        questionedAt: now,
        answer: null,
        answeredAt: null,
        answeredBy: null,
        updatedAt: now,
      })
      .where(eq(p.id, slip.id))
      .returning();
    await notifyPayslips(tx, actor.compId, 'question', [
      { ...slip, userId: slip.publishedBy, payslipId: slip.id, text: body.text },
    ]);
    return saved!;
  });
  return present(row, await compNameOf(db, actor.compId));
}
