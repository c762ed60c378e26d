import {
  type AssetKind,
  billingEndpoints as api,
  type InvoiceInfoSave,
  invoiceRequestResource,
  type OrderQuery,
  orderPageSchema,
  orderResource,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/endpoint.ts';
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
    queryFn: () => call(api.selectAsset, undefined, read),
  });

export interface LedgerQuery {
  pageNum: number;
  pageSize: number;
  kind?: AssetKind | undefined;
}
export const useLedger = (query: LedgerQuery) =>
  useQuery({
    queryKey: billingKeys.ledger(query),
    queryFn: () => call(api.selectLedgerPage, { body: query }, read),
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
    queryFn: () => call(api.selectInvoiceInfo, undefined, read),
  });

export function useSaveInvoiceInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceInfoSave) => call(api.saveInvoiceInfo, { body }, { silent: true }),
    onSuccess: (info) => client.setQueryData(billingKeys.invoiceInfo, info),
  });
}

export function useApplyInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(api.applyInvoice, { body: { orderId } }),
    // The lists are the resource kit's pages, cached under their own keys.
    onSuccess: () =>
      Promise.all(
        [billingKeys.all, ['resource', invoiceRequestResource.name], ['resource', orderResource.name]].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
