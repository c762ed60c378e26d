import {
  type AssetKind,
  billingEndpoints as api,
  type InvoiceInfoSave,
  invoiceRequestResource,
  type OrderQuery,
  type OrderRow,
  orderResource,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys, useResourceList } from '../../components/resource/hooks.ts';
import type { BaseRow, ResourceDef } from '../../components/resource/types.ts';
import { call, endpointKey } from '../../lib/endpoint.ts';

/**
 * The company's account, orders and invoices. Reads are `silent`: a plain staff member gets 403,
 * which the tab shows in place (NoAccess) instead of a toast per request.
 */
const read = { silent: true } as const;

export const useAssetSummary = () =>
  useQuery({
    queryKey: endpointKey(api.selectAsset),
    queryFn: () => call(api.selectAsset, undefined, read),
  });

export interface LedgerQuery {
  pageNum: number;
  pageSize: number;
  kind?: AssetKind | undefined;
}
export const useLedger = (query: LedgerQuery) =>
  useQuery({
    queryKey: endpointKey(api.selectLedgerPage, { body: query }),
    queryFn: () => call(api.selectLedgerPage, { body: query }, read),
    placeholderData: keepPreviousData,
  });

/** The company's orders as the kit lists them (`/goodsOrder`), cached with the orders page. */
export const useOrders = (query: OrderQuery & { pageNum: number; pageSize: number }) =>
  useResourceList(orderResource as unknown as ResourceDef<OrderRow & BaseRow>, query);

export const useInvoiceInfo = () =>
  useQuery({
    queryKey: endpointKey(api.selectInvoiceInfo),
    queryFn: () => call(api.selectInvoiceInfo, undefined, read),
  });

export function useSaveInvoiceInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceInfoSave) => call(api.saveInvoiceInfo, { body }, { silent: true }),
    onSuccess: (info) => client.setQueryData(endpointKey(api.selectInvoiceInfo), info),
  });
}

export function useApplyInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(api.applyInvoice, { body: { orderId } }),
    // The account's figures and the kit's order and invoice lists all change.
    onSuccess: () =>
      Promise.all(
        [
          endpointKey(api.selectAsset),
          endpointKey(api.selectLedgerPage),
          resourceKeys.all(invoiceRequestResource as unknown as ResourceDef<BaseRow>),
          resourceKeys.all(orderResource as unknown as ResourceDef<BaseRow>),
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
