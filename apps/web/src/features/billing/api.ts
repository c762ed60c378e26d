import {
  type AssetKind,
  assetLedgerPageSchema,
  assetSummarySchema,
  type InvoiceInfoSave,
  type InvoiceStatus,
  invoiceInfoSchema,
  invoiceRequestPageSchema,
  invoiceRequestRowSchema,
  type OrderQuery,
  orderPageSchema,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

/**
 * The company's account, orders and invoices. Reads are `silent`: a plain staff member gets 403,
 * which the tab shows in place (NoAccess) instead of a toast per request.
 */
export const billingKeys = {
  all: ['billing'] as const,
  asset: ['billing', 'asset'] as const,
  ledger: (q: object) => ['billing', 'ledger', q] as const,
  orders: (q: object) => ['billing', 'orders', q] as const,
  invoiceInfo: ['billing', 'invoiceInfo'] as const,
  invoices: (q: object) => ['billing', 'invoices', q] as const,
};
const read = { silent: true } as const;

export const useAssetSummary = () =>
  useQuery({
    queryKey: billingKeys.asset,
    queryFn: () => http.get('/asset/selectAsset', undefined, { ...read, schema: assetSummarySchema }),
  });

export interface LedgerQuery {
  pageNum: number;
  pageSize: number;
  kind?: AssetKind | undefined;
}
export const useLedger = (query: LedgerQuery) =>
  useQuery({
    queryKey: billingKeys.ledger(query),
    queryFn: () => http.post('/asset/selectLedgerPage', query, { ...read, schema: assetLedgerPageSchema }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OrderQuery) =>
  useQuery({
    queryKey: billingKeys.orders(query),
    queryFn: () => http.post('/goodsOrder/selectPage', query, { ...read, schema: orderPageSchema }),
    placeholderData: keepPreviousData,
  });

export const useInvoiceInfo = () =>
  useQuery({
    queryKey: billingKeys.invoiceInfo,
    queryFn: () =>
      http.get('/invoiceInfoCtl/select', undefined, { ...read, schema: invoiceInfoSchema.nullable() }),
  });

export interface InvoiceQuery {
  pageNum: number;
  pageSize: number;
  status?: InvoiceStatus | undefined;
}
export const useInvoiceRequests = (query: InvoiceQuery) =>
  useQuery({
    queryKey: billingKeys.invoices(query),
    queryFn: () => http.post('/cReceipt/selectPage', query, { ...read, schema: invoiceRequestPageSchema }),
    placeholderData: keepPreviousData,
  });

export function useSaveInvoiceInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceInfoSave) =>
      http.post('/invoiceInfoCtl/save', body, { silent: true, schema: invoiceInfoSchema }),
    onSuccess: (info) => client.setQueryData(billingKeys.invoiceInfo, info),
  });
}

export function useApplyInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      http.post('/cReceipt/apply', { orderId }, { schema: invoiceRequestRowSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
