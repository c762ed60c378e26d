import { z } from 'zod';
import { INVOICE_STATUSES, invoiceRequestRowSchema, ORDER_STATUSES, orderRowSchema } from '../billing.ts';
import type { FieldOption, ResourceFields } from './fields.ts';
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

/** Order statuses, labelled, in the colours lists show them in. */
export const orderStatusOptions = [
  { value: 'unpaid', label: { 'zh-CN': '待支付', en: 'Unpaid' }, color: 'orange' },
  { value: 'paid', label: { 'zh-CN': '已支付', en: 'Paid' }, color: 'green' },
  { value: 'refunded', label: { 'zh-CN': '已退款', en: 'Refunded' }, color: 'purple' },
  { value: 'closed', label: { 'zh-CN': '已关闭', en: 'Closed' }, color: 'default' },
] as const satisfies readonly FieldOption[];

/** Invoice request statuses, labelled, in the colours lists show them in. */
export const invoiceStatusOptions = [
  { value: 'pending', label: { 'zh-CN': '待开票', en: 'Pending' }, color: 'blue' },
  { value: 'issued', label: { 'zh-CN': '已开票', en: 'Issued' }, color: 'green' },
  { value: 'rejected', label: { 'zh-CN': '已驳回', en: 'Rejected' }, color: 'red' },
] as const satisfies readonly FieldOption[];

const statusLabel = { 'zh-CN': '状态', en: 'Status' } as const;
const companyField = {
  compName: {
    label: { 'zh-CN': '企业', en: 'Company' },
    in: ['list', 'filter', 'detail', 'export'],
  },
} as const satisfies ResourceFields;

const orderFields = {
  searchText: { label: { 'zh-CN': '订单号或商品名称', en: 'Order number or product' }, in: ['filter'] },
  orderNo: { label: { 'zh-CN': '订单号', en: 'Order number' }, in: ['list', 'detail', 'export'] },
  productName: { label: { 'zh-CN': '商品', en: 'Product' }, in: ['list', 'detail', 'export'] },
  quantity: { label: { 'zh-CN': '数量', en: 'Quantity' }, in: ['detail', 'export'] },
  amount: {
    label: { 'zh-CN': '金额（元）', en: 'Amount (yuan)' },
    in: ['list', 'detail', 'export'],
    widget: 'money',
  },
  status: { label: statusLabel, in: ['list', 'filter', 'detail', 'export'], options: orderStatusOptions },
  createdAt: {
    label: { 'zh-CN': '下单时间', en: 'Ordered' },
    in: ['list', 'detail', 'export'],
    widget: 'datetime',
  },
  paidAt: {
    label: { 'zh-CN': '支付时间', en: 'Paid' },
    in: ['list', 'detail', 'export'],
    widget: 'datetime',
  },
  invoiceStatus: { label: { 'zh-CN': '发票', en: 'Invoice' }, in: ['detail'], options: invoiceStatusOptions },
  note: { label: { 'zh-CN': '备注', en: 'Note' }, in: ['detail'] },
  createdFrom: { label: { 'zh-CN': '下单日期从', en: 'Ordered from' }, in: ['filter'], widget: 'date' },
  createdTo: { label: { 'zh-CN': '下单日期至', en: 'Ordered until' }, in: ['filter'], widget: 'date' },
} as const satisfies ResourceFields;

const invoiceFields = {
  orderNo: { label: { 'zh-CN': '订单号', en: 'Order number' }, in: ['list', 'detail', 'export'] },
  productName: { label: { 'zh-CN': '商品', en: 'Product' }, in: ['list', 'detail'] },
  amount: {
    label: { 'zh-CN': '开票金额（元）', en: 'Amount (yuan)' },
    in: ['list', 'detail', 'export'],
    widget: 'money',
  },
  title: { label: { 'zh-CN': '发票抬头', en: 'Invoice title' }, in: ['list', 'detail', 'export'] },
  taxNo: {
    label: { 'zh-CN': '纳税人识别号', en: 'Taxpayer ID' },
    in: ['list', 'detail', 'export'],
    hidden: true,
  },
  status: { label: statusLabel, in: ['list', 'filter', 'detail', 'export'], options: invoiceStatusOptions },
  rejectReason: {
    label: { 'zh-CN': '驳回原因', en: 'Reason rejected' },
    in: ['list', 'detail', 'export'],
    hidden: true,
  },
  createdAt: {
    label: { 'zh-CN': '申请时间', en: 'Requested' },
    in: ['list', 'detail', 'export'],
    widget: 'datetime',
  },
  handledAt: {
    label: { 'zh-CN': '处理时间', en: 'Handled' },
    in: ['list', 'detail', 'export'],
    widget: 'datetime',
  },
} as const satisfies ResourceFields;

const ordersTitle = { 'zh-CN': '订单', en: 'Orders' } as const;
const invoicesTitle = { 'zh-CN': '发票申请', en: 'Invoice requests' } as const;

export const orderResource = {
  prefix: '/goodsOrder',
  name: 'order',
  title: ordersTitle,
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: orderRowSchema.extend(bookkeeping),
    create: noResourceInput,
    update: noResourceInput,
    filter: orderFilter,
  },
  fields: orderFields,
  sortFields: ['createdAt', 'paidAt', 'orderNo'],
} as const satisfies ResourceContract;

export const invoiceRequestResource = {
  prefix: '/cReceipt',
  name: 'invoiceRequest',
  title: invoicesTitle,
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: invoiceRequestRowSchema.extend(bookkeeping),
    create: noResourceInput,
    update: noResourceInput,
    filter: z.object({ status: z.enum(INVOICE_STATUSES).optional() }),
  },
  fields: invoiceFields,
  sortFields: ['createdAt', 'handledAt'],
} as const satisfies ResourceContract;

export const adminOrderResource = {
  prefix: '/admin/order',
  scope: 'platform',
  name: 'adminOrder',
  title: ordersTitle,
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: orderRowSchema.extend(bookkeeping).extend(company),
    create: noResourceInput,
    update: noResourceInput,
    filter: orderFilter.extend(companyFilter),
  },
  fields: { ...companyField, ...orderFields },
  sortFields: ['createdAt', 'paidAt', 'orderNo'],
} as const satisfies ResourceContract;

export const adminInvoiceResource = {
  prefix: '/admin/invoice',
  scope: 'platform',
  name: 'adminInvoice',
  title: invoicesTitle,
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: invoiceRequestRowSchema.extend(bookkeeping).extend(company),
    create: noResourceInput,
    update: noResourceInput,
    filter: z.object({ status: z.enum(INVOICE_STATUSES).optional(), ...companyFilter }),
  },
  fields: { ...companyField, ...invoiceFields },
  sortFields: ['createdAt', 'handledAt'],
  transitions: {
    issue: {},
    reject: { input: z.object({ reason: z.string().trim().min(1).max(200) }) },
  },
} as const satisfies ResourceContract;
