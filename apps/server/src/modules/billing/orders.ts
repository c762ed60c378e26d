import type { OrderRow } from '@renli/contracts';
import { and, count, desc, eq, gte, ilike, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { notFound } from '../../http/errors.ts';
import { billingMessages as m } from './messages.ts';
import { toYuan } from './money.ts';
import { billingOrders, invoiceRequests } from './schema.ts';

export interface OrderFilter {
  pageNum: number;
  pageSize: number;
  status?: OrderRow['status'] | undefined;
  searchText?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function orderWhere(compId: number, filter: Omit<OrderFilter, 'pageNum' | 'pageSize'>): SQL | undefined {
  const text = filter.searchText ? containing(filter.searchText) : null;
  return and(
    eq(billingOrders.compId, compId),
    filter.status ? eq(billingOrders.status, filter.status) : undefined,
    text ? or(ilike(billingOrders.orderNo, text), ilike(billingOrders.productName, text)) : undefined,
    filter.createdFrom
      ? gte(billingOrders.createdAt, new Date(`${filter.createdFrom}T00:00:00Z`))
      : undefined,
    filter.createdTo ? lt(billingOrders.createdAt, addDay(filter.createdTo)) : undefined,
  );
}

/** Orders joined with the request that still counts for them (a rejected one leaves the order free). */
function selectOrders(db: DbOrTx) {
  return db
    .select({ order: billingOrders, invoiceStatus: invoiceRequests.status })
    .from(billingOrders)
    .leftJoin(
      invoiceRequests,
      and(eq(invoiceRequests.orderId, billingOrders.id), ne(invoiceRequests.status, 'rejected')),
    );
}

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

export async function orderPage(db: DbOrTx, compId: number, filter: OrderFilter) {
  const where = orderWhere(compId, filter);
  const [rows, [total]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(billingOrders.createdAt), desc(billingOrders.id))
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize),
    db.select({ n: count() }).from(billingOrders).where(where),
  ]);
  return {
    list: rows.map(presentOrder),
    total: total?.n ?? 0,
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
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
