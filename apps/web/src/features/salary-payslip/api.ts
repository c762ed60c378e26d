import { payslipEndpoints as api, type PayslipRunsBody, type PayslipSlipsBody } from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { ApiError } from '../../lib/http.ts';

/** The payslip calls (`/payslipCtl`, `/salaryBillCtl`, contracts salary/payslip.ts) as TanStack Query hooks. */

/** A refusal because the identity check ran out (403): the page asks for it again instead of toasting. */
export const needsIdentity = (error: unknown) => error instanceof ApiError && error.code === 403;

export function useIdentity(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(api.identity),
    queryFn: () => call(api.identity, { body: {} }),
    enabled,
  });
}

/** After a confirmation (or its end) the identity and everything it opened are read again. */
export function useRefreshStaff() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [api.identity, api.mine, api.detail].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
    [client],
  );
}

export function useSendCode() {
  return useMutation({ mutationFn: () => call(api.sendCode, { body: {} }) });
}

export function useVerify() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: { method: 'password' | 'code'; secret: string }) =>
      call(api.verify, { body }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useMyPayslips(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(api.mine),
    queryFn: () => call(api.mine, { body: {} }, { silent: true }),
    enabled,
    retry: false,
  });
}

export function usePayslip(id: number | null) {
  const request = { body: { id: id ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.detail, request),
    queryFn: () => call(api.detail, request, { silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** 确认无误 or 有疑问: the list and the slip show the new status. */
export function useAnswerPayslip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; question?: string }) =>
      input.question === undefined
        ? call(api.confirm, { body: { id: input.id } })
        : call(api.question, { body: { id: input.id, text: input.question } }),
    onSuccess: () =>
      Promise.all(
        [api.mine, api.detail].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

// ---- HR ----

export function usePayslipRuns(body: PayslipRunsBody) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.runs, request),
    queryFn: () => call(api.runs, request),
    placeholderData: keepPreviousData,
  });
}

export function usePayslipSlips(body: PayslipSlipsBody | null) {
  const request = { body: body ?? { runId: 1 } };
  return useQuery({
    queryKey: endpointKey(api.slips, request),
    queryFn: () => call(api.slips, request),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

type RunAction = 'publish' | 'revoke' | 'remind';

/** Publishes, revokes or reminds a run; the counts and lists are read again. */
export function useRunAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, runId }: { action: RunAction; runId: number }) =>
      call(api[action], { body: { runId } }),
    onSuccess: () =>
      Promise.all(
        [api.runs, api.slips].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

export function useAnswerQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; answer: string }) => call(api.answer, { body }),
    onSuccess: () =>
      Promise.all(
        [api.runs, api.slips].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}
