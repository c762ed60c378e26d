import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/**
 * A company's platform account: balance (yuan, two decimals on the wire, integer fen in the
 * database), SMS and e-mail counts, and the ledger of every change. Orders are the company's
 * purchases from the platform; invoices are requested against paid orders.
 */

const pageRequest = {
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
};
const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

/** Yuan with at most two decimals (fen), within ±10 million. */
export const moneySchema = z
  .number()
  .min(-10_000_000)
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'billing.moneyDecimals');

export const ASSET_KINDS = ['balance', 'sms', 'email'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const assetSummarySchema = z.object({
  balance: z.number(),
  smsCount: z.number().int(),
  emailCount: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

export const assetLedgerRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ASSET_KINDS),
  /** Yuan for balance, a count for sms/email; negative when spent. */
  amount: z.number(),
  after: z.number(),
  note: z.string(),
  createdAt: z.string(),
});
export type AssetLedgerRow = z.infer<typeof assetLedgerRowSchema>;

export const assetLedgerQuerySchema = z.object({ ...pageRequest, kind: z.enum(ASSET_KINDS).optional() });
export const assetLedgerPageSchema = pageOf(assetLedgerRowSchema);

/** The platform admin's top-up or correction (`/admin/asset/adjust`); there is no payment provider yet. */
export const assetAdjustBodySchema = z
  .object({
    compId: z.number().int().positive(),
    balanceDelta: moneySchema.default(0),
    smsDelta: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    emailDelta: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    note: z.string().trim().min(1).max(200),
  })
  .refine((b) => b.balanceDelta !== 0 || b.smsDelta !== 0 || b.emailDelta !== 0, {
    message: 'billing.nothingToAdjust',
    path: ['balanceDelta'],
  });
export type AssetAdjustBody = z.infer<typeof assetAdjustBodySchema>;

export const ORDER_STATUSES = ['unpaid', 'paid', 'refunded', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Status of this order's invoice request, null when none is open. */
  invoiceStatus: z.enum(['pending', 'issued', 'rejected']).nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderQuerySchema = z.object({
  ...pageRequest,
  status: z.enum(ORDER_STATUSES).optional(),
  /** Order number or product name, contains, case-insensitive. */
  searchText: z.string().trim().max(50).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
});
export type OrderQuery = z.input<typeof orderQuerySchema>;
export const orderPageSchema = pageOf(orderRowSchema);

/**
 * Taxpayer identification number: the 18-character unified social credit code (GB 32100-2015
 * alphabet, no I, O, S, V, Z) or a legacy 15- or 20-character tax registration number.
 */
export const TAXPAYER_ID =
  /^(?:[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|[0-9A-Z]{15}|[0-9A-Z]{20})$/;

export const invoiceInfoInputSchema = z.object({
  title: z.string().trim().min(1).max(100),
  taxNo: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(TAXPAYER_ID, 'invoice.taxNoInvalid')),
  address: z.string().trim().max(200).default(''),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[\d\-+() ]*$/, 'invoice.phoneInvalid')
    .default(''),
  bank: z.string().trim().max(100).default(''),
  bankAccount: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\d ]*$/, 'invoice.bankAccountInvalid')
    .default(''),
});
/** `version` 0 saves the first copy; afterwards the one read, so a stale save answers 409. */
export const invoiceInfoSaveSchema = invoiceInfoInputSchema.extend({ version: z.number().int().min(0) });
export type InvoiceInfoSave = z.input<typeof invoiceInfoSaveSchema>;

export const invoiceInfoSchema = z.object({
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type InvoiceInfo = z.infer<typeof invoiceInfoSchema>;

export const INVOICE_STATUSES = ['pending', 'issued', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceRequestRowSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  productName: z.string(),
  amount: z.number(),
  title: z.string(),
  taxNo: z.string(),
  status: z.enum(INVOICE_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type InvoiceRequestRow = z.infer<typeof invoiceRequestRowSchema>;

export const invoiceApplyBodySchema = z.object({ orderId: z.number().int().positive() });

/** Platform admin issues or rejects a request (`/admin/invoice/handle`). */
export const invoiceHandleBodySchema = z
  .object({
    id: z.number().int().positive(),
    status: z.enum(['issued', 'rejected']),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.status !== 'rejected' || Boolean(b.reason), {
    message: 'invoice.reasonRequired',
    path: ['reason'],
  });

/**
 * The company's account and invoices (the company account and staff admins only, always the
 * session's company), and the back-office calls that change them.
 */
export const billingEndpoints = defineEndpoints('billing', {
  selectAsset: {
    method: 'GET',
    path: '/asset/selectAsset',
    access: 'user',
    summary: 'Balance, SMS and e-mail counts',
    data: assetSummarySchema,
  },
  selectLedgerPage: {
    method: 'POST',
    path: '/asset/selectLedgerPage',
    access: 'user',
    summary: 'Changes of the company account, newest first',
    body: assetLedgerQuerySchema,
    data: assetLedgerPageSchema,
  },
  selectInvoiceInfo: {
    method: 'GET',
    path: '/invoiceInfoCtl/select',
    access: 'user',
    summary: 'The company’s invoice information; null until saved',
    data: invoiceInfoSchema.nullable(),
  },
  saveInvoiceInfo: {
    method: 'POST',
    path: '/invoiceInfoCtl/save',
    access: 'user',
    summary: 'Save invoice information; `version` 0 the first time, then the version read (stale: 409)',
    body: invoiceInfoSaveSchema,
    data: invoiceInfoSchema,
  },
  applyInvoice: {
    method: 'POST',
    path: '/cReceipt/apply',
    access: 'user',
    summary: 'Request an invoice for a paid order (one per order, its full amount)',
    body: invoiceApplyBodySchema,
    data: invoiceRequestRowSchema,
  },
  adjustAssets: {
    method: 'POST',
    path: '/admin/asset/adjust',
    access: 'admin',
    summary: 'Platform admin: top up or correct a company account (writes the ledger)',
    body: assetAdjustBodySchema,
    data: assetSummarySchema,
  },
  // Handling is the kit's transition (`/admin/invoice/changeStatus`); this older path applies it.
  handleInvoice: {
    method: 'POST',
    path: '/admin/invoice/handle',
    access: 'admin',
    summary: 'Platform admin: issue or reject a pending invoice request',
    body: invoiceHandleBodySchema,
    data: z.null(),
  },
});
