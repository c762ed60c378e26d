import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/** A company's platform account. Money is integer fen so sums never drift. */
export const companyAssets = pgTable('company_assets', {
  compId: integer('comp_id')
    .primaryKey()
    .references(() => companies.id),
  balanceFen: money('balance_fen').notNull().default(0),
  smsCount: integer('sms_count').notNull().default(0),
  emailCount: integer('email_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a company account, one row per changed quantity, written with the change. */
export const assetLedger = pgTable(
  'asset_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['balance', 'sms', 'email'] }).notNull(),
    /** Fen for balance, a count for sms/email. */
    amount: money('amount').notNull(),
    after: money('after').notNull(),
    note: text('note').notNull(),
    /** Who made it: 'admin:<id>' for back-office adjustments, 'order:<no>' for purchases. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('asset_ledger_comp_idx').on(t.compId, t.createdAt)],
);

/** The company's purchases from the platform (created by purchases; read-only for the company). */
export const billingOrders = pgTable(
  'billing_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    orderNo: text('order_no').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    amountFen: money('amount_fen').notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'refunded', 'closed'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_orders_no_uq').on(t.orderNo),
    index('billing_orders_comp_idx').on(t.compId, t.createdAt),
  ],
);

/** The company's invoice details (one per company); `version` guards concurrent saves. */
export const invoiceInfos = pgTable('invoice_infos', {
  compId: integer('comp_id')
    .primaryKey()
    .references(() => companies.id),
  title: text('title').notNull(),
  taxNo: text('tax_no').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  bank: text('bank').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A request to invoice one paid order; title and tax number are copied at application time. */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => billingOrders.id),
    amountFen: money('amount_fen').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    status: text('status', { enum: ['pending', 'issued', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectReason: text('reject_reason'),
    appliedBy: integer('applied_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Optimistic concurrency of handling (resource kit transitions). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open or issued request per order; a rejected one may be applied for again.
    uniqueIndex('invoice_requests_order_uq').on(t.orderId).where(sql`${t.status} <> 'rejected'`),
    index('invoice_requests_comp_idx').on(t.compId, t.createdAt),
  ],
);
