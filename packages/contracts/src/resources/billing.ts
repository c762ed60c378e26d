import { z } from 'zod';
import { INVOICE_STATUSES, invoiceRequestRowSchema, ORDER_STATUSES, orderRowSchema } from '../billing.ts';
import { noResourceInput, type ResourceContract, resourceRowBase } from './resource.ts';

/**
 * Orders and invoice requests as kit resources: the company's own (`#/other/setting/order`,
 * `invoice`) and every company's in the back office (`#/Order`), where handling an invoice request
 * is a transition: pending -> issued | rejected (with a reason). Money is yuan with two decimals on
 * the wire, integer fen in the database.
 */
const bookkeeping = resourceRowBase.pick({ version: true, updatedAt: true, transitions: true }).shape;
const orderFilter = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Order number or product name, contains. */
  searchText: z.string().trim().max(50).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
});
const company = { compId: z.number().int(), compName: z.string() };
const companyFilter = {
  compId: z.number().int().positive().optional(),
  /** The company's name, contains. */
  compName: z.string().trim().max(50).optional(),
};

export const orderResource = {
  prefix: '/goodsOrder',
  name: 'order',
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: orderRowSchema.extend(bookkeeping),
    create: noResourceInput,
    update: noResourceInput,
    filter: orderFilter,
  },
  sortFields: ['createdAt', 'paidAt', 'orderNo'],
} as const satisfies ResourceContract;

export const invoiceRequestResource = {
  prefix: '/cReceipt',
  name: 'invoiceRequest',
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: invoiceRequestRowSchema.extend(bookkeeping),
    create: noResourceInput,
    update: noResourceInput,
    filter: z.object({ status: z.enum(INVOICE_STATUSES).optional() }),
  },
  sortFields: ['createdAt', 'handledAt'],
} as const satisfies ResourceContract;

export const adminOrderResource = {
  prefix: '/admin/order',
  scope: 'platform',
  name: 'adminOrder',
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: orderRowSchema.extend(bookkeeping).extend(company),
    create: noResourceInput,
    update: noResourceInput,
    filter: orderFilter.extend(companyFilter),
  },
  sortFields: ['createdAt', 'paidAt', 'orderNo'],
} as const satisfies ResourceContract;

export const adminInvoiceResource = {
  prefix: '/admin/invoice',
  scope: 'platform',
  name: 'adminInvoice',
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: invoiceRequestRowSchema.extend(bookkeeping).extend(company),
    create: noResourceInput,
    update: noResourceInput,
    filter: z.object({ status: z.enum(INVOICE_STATUSES).optional(), ...companyFilter }),
  },
  sortFields: ['createdAt', 'handledAt'],
  transitions: {
    issue: {},
    reject: { input: z.object({ reason: z.string().trim().min(1).max(200) }) },
  },
} as const satisfies ResourceContract;
