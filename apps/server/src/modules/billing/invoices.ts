import type {
  InvoiceInfo,
  InvoiceRequestRow,
  invoiceHandleBodySchema,
  invoiceInfoSaveSchema,
} from '@renli/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { CompanyActor } from '../../resources/actor.ts';
import { billingMessages as m } from './messages.ts';
import { toFen, toYuan } from './money.ts';
import { findOrder } from './orders.ts';
import { billingOrders, invoiceInfos, invoiceRequests } from './schema.ts';

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

export async function invoiceRequestPage(
  db: DbOrTx,
  compId: number,
  query: { pageNum: number; pageSize: number; status?: InvoiceRequestRow['status'] | undefined },
) {
  const where: SQL | undefined = and(
    eq(invoiceRequests.compId, compId),
    query.status ? eq(invoiceRequests.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: invoiceRequests,
        orderNo: billingOrders.orderNo,
        productName: billingOrders.productName,
      })
      .from(invoiceRequests)
      .innerJoin(billingOrders, eq(billingOrders.id, invoiceRequests.orderId))
      .where(where)
      .orderBy(desc(invoiceRequests.createdAt), desc(invoiceRequests.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(invoiceRequests).where(where),
  ]);
  return {
    list: rows.map(presentRequest),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

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
    const [row] = await db
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
    return presentRequest({ request: row!, orderNo: order.orderNo, productName: order.productName });
  } catch (error) {
    // A concurrent application for the same order lost the race on the partial unique index.
    if (isUniqueViolation(error)) throw conflict(m['invoice.alreadyRequested']);
    throw error;
  }
}

/** The platform admin's decision on a pending request. */
export async function handleInvoiceRequest(db: DbOrTx, input: z.output<typeof invoiceHandleBodySchema>) {
  const [row] = await db
    .update(invoiceRequests)
    .set({
      status: input.status,
      rejectReason: input.status === 'rejected' ? (input.reason ?? null) : null,
      handledAt: new Date(),
    })
    .where(and(eq(invoiceRequests.id, input.id), eq(invoiceRequests.status, 'pending')))
    .returning({ id: invoiceRequests.id });
  if (row) return;
  const [exists] = await db
    .select({ id: invoiceRequests.id })
    .from(invoiceRequests)
    .where(eq(invoiceRequests.id, input.id));
  throw exists ? conflict(m['invoice.alreadyHandled']) : notFound(m['invoice.notFound']);
}
