import type { InvoiceInfo, InvoiceRequestRow, invoiceInfoSaveSchema } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import { diffRows, writeAudit } from '../../core/resources/audit.ts';
import type { PresentedRow } from '../../core/resources/presenter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { billingMessages as m } from './messages.ts';
import { toFen, toYuan } from './money.ts';
import { findOrder } from './orders.ts';
import { invoiceInfos, invoiceRequests } from './schema.ts';

type InfoRow = typeof invoiceInfos.$inferSelect;
const presentInfo = ({ compId: _compId, updatedAt, ...rest }: InfoRow): InvoiceInfo => ({
  ...rest,
  updatedAt: updatedAt.toISOString(),
});

export async function findInvoiceInfo(db: DbOrTx, compId: number): Promise<InvoiceInfo | null> {
  const [row] = await db.select().from(invoiceInfos).where(eq(invoiceInfos.compId, compId));
  return row ? presentInfo(row) : null;
}

/**
 * `version` 0 creates the company's copy; otherwise it must be the version last read, so two admins
 * editing at once get 409 instead of silently overwriting each other.
 */
export async function saveInvoiceInfo(
  db: DbOrTx,
  compId: number,
  input: z.output<typeof invoiceInfoSaveSchema>,
): Promise<InvoiceInfo> {
  const { version, ...fields } = input;
  const now = new Date();
  try {
    const rows =
      version === 0
        ? await db
            .insert(invoiceInfos)
            .values({ compId, ...fields, updatedAt: now })
            .onConflictDoNothing()
            .returning()
        : await db
            .update(invoiceInfos)
            .set({ ...fields, version: version + 1, updatedAt: now })
            .where(and(eq(invoiceInfos.compId, compId), eq(invoiceInfos.version, version)))
            .returning();
    if (!rows[0]) throw conflict(m['invoice.stale']);
    return presentInfo(rows[0]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m['invoice.stale']);
    throw error;
  }
}

type RequestJoin = { request: typeof invoiceRequests.$inferSelect; orderNo: string; productName: string };
const presentRequest = ({ request, orderNo, productName }: RequestJoin): InvoiceRequestRow => ({
  id: request.id,
  orderId: request.orderId,
  orderNo,
  productName,
  amount: toYuan(request.amountFen),
  title: request.title,
  taxNo: request.taxNo,
  status: request.status,
  rejectReason: request.rejectReason,
  createdAt: request.createdAt.toISOString(),
  handledAt: request.handledAt?.toISOString() ?? null,
});

/**
 * One request per paid order, for the order's full amount, made out to the company's saved invoice
 * information (copied, so a later edit does not change what was asked for).
 */
export async function applyForInvoice(db: DbOrTx, actor: CompanyActor, orderId: number) {
  const order = await findOrder(db, actor.compId, orderId);
  if (order.status !== 'paid') throw badRequest(m['invoice.orderNotPaid']);
  if (order.invoiceStatus) throw conflict(m['invoice.alreadyRequested']);
  const info = await findInvoiceInfo(db, actor.compId);
  if (!info) throw badRequest(m['invoice.infoMissing']);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invoiceRequests)
        .values({
          compId: actor.compId,
          orderId,
          amountFen: toFen(order.amount),
          title: info.title,
          taxNo: info.taxNo,
          appliedBy: actor.userId,
        })
        .returning();
      const request = presentRequest({
        request: row!,
        orderNo: order.orderNo,
        productName: order.productName,
      });
      // The request's timeline (the kit's `invoiceRequest` record kind) starts with its application.
      await writeAudit(tx, actor, 'invoiceRequest', [
        {
          recordId: request.id,
          action: 'insert',
          changes: diffRows(null, request as unknown as PresentedRow),
        },
      ]);
      return request;
    });
  } catch (error) {
    // A concurrent application for the same order lost the race on the partial unique index.
    if (isUniqueViolation(error)) throw conflict(m['invoice.alreadyRequested']);
    throw error;
  }
}
