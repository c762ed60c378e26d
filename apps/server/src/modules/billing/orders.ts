import type { OrderRow } from '@renli/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { notFound } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { billingMessages as m } from './messages.ts';
import { toYuan } from './money.ts';
import { billingOrders, invoiceRequests } from './schema.ts';

/** Orders joined with the request that still counts for them (a rejected one leaves the order free). */
function selectOrders(db: DbOrTx) {
  return db
    .select({ order: billingOrders, invoiceStatus: invoiceRequests.status })
    .from(billingOrders)
    .leftJoin(invoiceRequests, openRequestOf);
}

const openRequestOf = and(
  eq(invoiceRequests.orderId, billingOrders.id),
  ne(invoiceRequests.status, 'rejected'),
);

function presentOrder(row: {
  order: typeof billingOrders.$inferSelect;
  invoiceStatus: OrderRow['invoiceStatus'];
}): OrderRow {
  const { order } = row;
  return {
    id: order.id,
    orderNo: order.orderNo,
    productName: order.productName,
    quantity: order.quantity,
    amount: toYuan(order.amountFen),
    status: order.status,
    note: order.note,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    invoiceStatus: row.invoiceStatus,
  };
}

/** Another company's order answers 404, the same as a missing one. */
export async function findOrder(db: DbOrTx, compId: number, id: number): Promise<OrderRow> {
  const [row] = await selectOrders(db)
    .where(and(eq(billingOrders.id, id), eq(billingOrders.compId, compId)))
    .limit(1);
  if (!row) throw notFound(m['billing.orderNotFound']);
  return presentOrder(row);
}
