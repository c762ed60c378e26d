import {
  salarySocialEndpoints as api,
  type ContributionKind,
  type EnrolmentSave,
  type MonthView,
  type SchemeSave,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey, upload } from '../../lib/endpoint.ts';

/** The 社保 / 公积金 calls (`/socialInsuranceCtl`, contracts salary/social.ts) as TanStack Query hooks. */

export type EnrolmentQuery = {
  kind: ContributionKind;
  employeeType?: 1 | 2;
  search?: string;
  status?: 'open' | 'stopped';
  pageNum: number;
  pageSize: number;
};
export type MonthQuery = { kind: ContributionKind; month: string; employeeType?: 1 | 2 };

export function useSchemes(kind: ContributionKind) {
  const request = { body: { kind } };
  return useQuery({
    queryKey: endpointKey(api.schemeList, request),
    queryFn: () => call(api.schemeList, request),
  });
}

/** The platform dictionary's cities; asked only when the dialog opens. */
export function usePlatformCities(kind: ContributionKind, enabled: boolean) {
  const request = { body: { kind } };
  return useQuery({
    queryKey: endpointKey(api.platformCities, request),
    queryFn: () => call(api.platformCities, request),
    enabled,
  });
}

export function useEnrolments(body: EnrolmentQuery) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.enrolmentList, request),
    queryFn: () => call(api.enrolmentList, request),
    placeholderData: keepPreviousData,
  });
}

export function useMonth(body: MonthQuery) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.month, request),
    queryFn: () => call(api.month, request),
    placeholderData: keepPreviousData,
  });
}

/** Forms show their own errors (next to the field, lib/form-errors.ts): the client stays silent. */
const FORM = { silent: true } as const;

/** Every change refreshes the three screens' answers: schemes count enrolments, months read both. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [api.schemeList, api.enrolmentList, api.month].map((endpoint) =>
        client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
}

export function useSchemeSave() {
  const onSuccess = useRefresh();
  return useMutation({ mutationFn: (body: SchemeSave) => call(api.schemeSave, { body }, FORM), onSuccess });
}

export function useSchemeFromPlatform() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: { kind: ContributionKind; cityCode: string; effectiveFrom: string }) =>
      call(api.schemeFromPlatform, { body }),
    onSuccess,
  });
}

export function useSchemeDelete() {
  const onSuccess = useRefresh();
  return useMutation({ mutationFn: (id: number) => call(api.schemeDelete, { body: { id } }), onSuccess });
}

export function useEnrolmentSave() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: EnrolmentSave) => call(api.enrolmentSave, { body }, FORM),
    onSuccess,
  });
}

export function useEnrolmentDelete() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: { kind: ContributionKind; ids: number[] }) => call(api.enrolmentDelete, { body }),
    onSuccess,
  });
}

export function useEnrolmentImport(kind: ContributionKind) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload(api.enrolmentImport, form, { query: { kind } }, FORM);
    },
    onSuccess,
  });
}

/** A month's change (generate, book, remove a line, confirm): the answer is the new view. */
export type MonthChange =
  | { action: 'generate' }
  | { action: 'backPay'; staffId: number; forMonth: string; reason: string }
  | {
      action: 'adjust';
      staffId: number;
      item: MonthView['totals'][number]['item'];
      company: string;
      personal: string;
      reason: string;
    }
  | { action: 'lineDelete'; lineId: number }
  | { action: 'confirm'; reopen: boolean; version: number };

export function useMonthChange(key: { kind: ContributionKind; month: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: MonthChange) => {
      if (change.action === 'generate') return call(api.monthGenerate, { body: key });
      if (change.action === 'backPay') {
        const { action: _, ...rest } = change;
        return call(api.monthBackPay, { body: { ...key, ...rest } }, FORM);
      }
      if (change.action === 'adjust') {
        const { action: _, ...rest } = change;
        return call(api.monthAdjust, { body: { ...key, ...rest } }, FORM);
      }
      if (change.action === 'lineDelete')
        return call(api.monthLineDelete, { body: { ...key, lineId: change.lineId } });
      return call(api.monthConfirm, { body: { ...key, reopen: change.reopen, version: change.version } });
    },
    // The view answered is for every employee type; the signed screen asks again for its own.
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(api.month) }),
  });
}

export const exportEnrolments = (body: Omit<EnrolmentQuery, 'pageNum' | 'pageSize'>) =>
  download(api.enrolmentExport, { body });
export const enrolmentTemplate = (kind: ContributionKind) =>
  download(api.enrolmentTemplate, { query: { kind } });
export const exportMonth = (body: MonthQuery) => download(api.monthExport, { body });
