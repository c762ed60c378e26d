import {
  adminInvoiceResource,
  adminOrderResource,
  invoiceRequestResource,
  orderResource,
} from '@renli/contracts';
import { and, gte, ilike, inArray, lt, ne, or } from 'drizzle-orm';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaDayEnd, chinaDayStart } from '../../core/china-time.ts';
import { defineResource } from '../../core/resources/define.ts';
import type { PresentedRow } from '../../core/resources/presenter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { companyIdsNamed, companyNamesOf } from '../company/directory.ts';
import { billingMessages as m } from './messages.ts';
import { toYuan } from './money.ts';
import { billingOrders, invoiceRequests } from './schema.ts';

/** The company's money is the company account's and its staff admins' business (plain staff: 403). */
const companyMoney = (actor: ResourceActor) => actor.isCompany || actor.staffAdmin;

const orderFilters = {
  searchText: (value: unknown) => {
    const text = containing(String(value));
    return or(ilike(billingOrders.orderNo, text), ilike(billingOrders.productName, text))!;
  },
  // Days are China's: an order at 01:30 in Beijing belongs to that day, not to the UTC day before.
  createdFrom: (value: unknown) => gte(billingOrders.createdAt, chinaDayStart(String(value))),
  createdTo: (value: unknown) => lt(billingOrders.createdAt, chinaDayEnd(String(value))),
};
const byCompanyName =
  (column: typeof billingOrders.compId | typeof invoiceRequests.compId) => (value: unknown) =>
    inArray(column, companyIdsNamed(containing(String(value))));

/** Each order's open or issued request (a rejected one leaves the order free to apply again). */
async function withInvoiceStatus(db: DbOrTx, rows: PresentedRow[]) {
  const ids = rows.map((row) => row.id);
  const requests = ids.length
    ? await db
        .select({ orderId: invoiceRequests.orderId, status: invoiceRequests.status })
        .from(invoiceRequests)
        .where(and(inArray(invoiceRequests.orderId, ids), ne(invoiceRequests.status, 'rejected')))
    : [];
  const statusOf = new Map(requests.map((r) => [r.orderId, r.status]));
  return rows.map((row) => ({ ...row, invoiceStatus: statusOf.get(row.id) ?? null }));
}

/** The order each request is for: its number and product. */
async function withOrder(db: DbOrTx, rows: PresentedRow[]) {
  const ids = [...new Set(rows.map((row) => row.orderId as number))];
  const orders = ids.length
    ? await db
        .select({
          id: billingOrders.id,
          orderNo: billingOrders.orderNo,
          productName: billingOrders.productName,
        })
        .from(billingOrders)
        .where(inArray(billingOrders.id, ids))
    : [];
  const byId = new Map(orders.map((o) => [o.id, o]));
  return rows.map((row) => ({
    ...row,
    orderNo: byId.get(row.orderId as number)?.orderNo ?? '',
    productName: byId.get(row.orderId as number)?.productName ?? '',
  }));
}

async function withCompanyName(db: DbOrTx, rows: PresentedRow[]) {
  const names = await companyNamesOf(
    db,
    rows.map((row) => row.compId as number),
  );
  return rows.map((row) => ({ ...row, compName: names.get(row.compId as number) ?? '' }));
}

async function seedOrder(db: DbOrTx, compId: number) {
  const [row] = await db
    .insert(billingOrders)
    .values({
      compId,
      orderNo: `SAMPLE-${compId}-${Math.random().toString(36).slice(2, 10)}`,
      productName: 'Sample',
      amountFen: 100,
      status: 'paid',
    })
    .returning({ id: billingOrders.id });
  return row!.id;
}

/** The company's purchases (`/goodsOrder`), read-only: created by purchases. */
export const orderResourceDefinition = defineResource({
  contract: orderResource,
  table: billingOrders,
  tenant: 'compId',
  policy: (actor, action) => companyMoney(actor) && (action === 'read' || action === 'export'),
  searchable: [],
  customFilters: orderFilters,
  softDelete: null,
  defaultSort: [
    { field: 'createdAt', order: 'descend' },
    { field: 'id', order: 'descend' },
  ],
  present: (row) => ({ amount: toYuan(row.amountFen) }),
  decorate: withInvoiceStatus,
  sample: { seed: (db, owner) => seedOrder(db, owner.compId!) },
});

/** The company's invoice requests (`/cReceipt`); applying is the module's own endpoint. */
export const invoiceRequestResourceDefinition = defineResource({
  contract: invoiceRequestResource,
  table: invoiceRequests,
  tenant: 'compId',
  policy: (actor, action) => companyMoney(actor) && (action === 'read' || action === 'export'),
  searchable: [],
  softDelete: null,
  defaultSort: [
    { field: 'createdAt', order: 'descend' },
    { field: 'id', order: 'descend' },
  ],
  present: (row) => ({ amount: toYuan(row.amountFen) }),
  decorate: withOrder,
  sample: {
    async seed(db, owner) {
      const orderId = await seedOrder(db, owner.compId!);
      const [row] = await db
        .insert(invoiceRequests)
        .values({
          compId: owner.compId!,
          orderId,
          amountFen: 100,
          title: 'Sample',
          taxNo: '-',
          appliedBy: owner.userId,
        })
        .returning({ id: invoiceRequests.id });
      return row!.id;
    },
  },
});

/** Every company's orders for the back office (`#/Order`). */
export const adminOrderResourceDefinition = defineResource({
  scope: 'platform',
  contract: adminOrderResource,
  table: billingOrders,
  policy: () => true,
  searchable: [],
  customFilters: { ...orderFilters, compName: byCompanyName(billingOrders.compId) },
  softDelete: null,
  defaultSort: [
    { field: 'createdAt', order: 'descend' },
    { field: 'id', order: 'descend' },
  ],
  present: (row) => ({ amount: toYuan(row.amountFen) }),
  decorate: async (db, rows) => withCompanyName(db, await withInvoiceStatus(db, rows)),
  sample: { seed: (db, owner) => seedOrder(db, owner.compId!) },
});

/**
 * Every company's invoice requests for the back office (`#/Order`, invoices): the platform issues or
 * rejects (with a reason) a pending one. The company's own list shows the decision, and its timeline
 * the same entry (one record kind, `invoiceRequest`).
 */
export const adminInvoiceResourceDefinition = defineResource({
  scope: 'platform',
  contract: adminInvoiceResource,
  table: invoiceRequests,
  auditName: 'invoiceRequest',
  policy: () => true,
  searchable: [],
  customFilters: { compName: byCompanyName(invoiceRequests.compId) },
  softDelete: null,
  defaultSort: [
    { field: 'createdAt', order: 'descend' },
    { field: 'id', order: 'descend' },
  ],
  states: {
    field: 'status',
    transitions: [
      {
        name: 'issue',
        from: ['pending'],
        to: 'issued',
        labelKey: m['invoice.issue'],
        effect: async () => ({ rejectReason: null, handledAt: new Date() }),
      },
      {
        name: 'reject',
        from: ['pending'],
        to: 'rejected',
        labelKey: m['invoice.reject'],
        effect: async (_tx, _actor, _row, input) => ({ rejectReason: input.reason, handledAt: new Date() }),
      },
    ],
  },
  present: (row) => ({ amount: toYuan(row.amountFen) }),
  decorate: async (db, rows) => withCompanyName(db, await withOrder(db, rows)),
  sample: invoiceRequestResourceDefinition.sample,
});

export const billingResources = [
  orderResourceDefinition,
  invoiceRequestResourceDefinition,
  adminOrderResourceDefinition,
  adminInvoiceResourceDefinition,
];
