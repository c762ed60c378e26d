import { payrollEndpoints as api, type PayrollLine, payslipEndpoints } from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey, upload } from '../../lib/endpoint.ts';

/** 薪资核算's calls (`/salaryCtl`, contracts salary/payroll.ts) as TanStack Query hooks. */

export function useRuns(month: string, employeeType: 1 | 2 | undefined) {
  const request = { body: { month, ...(employeeType ? { employeeType } : {}) } };
  return useQuery({
    queryKey: endpointKey(api.selectRuns, request),
    queryFn: () => call(api.selectRuns, request),
    placeholderData: keepPreviousData,
  });
}

export function useLines(body: { runId: number; pageNum: number; pageSize: number; searchText?: string }) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.selectLines, request),
    queryFn: () => call(api.selectLines, request),
    placeholderData: keepPreviousData,
  });
}

export function useLineDetail(runId: number, staffId: number | null) {
  const request = { body: { runId, staffId: staffId ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.lineDetail, request),
    queryFn: () => call(api.lineDetail, request),
    enabled: staffId !== null,
  });
}

/** After any change every run, line and detail is read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [api.selectRuns, api.selectLines, api.lineDetail].map((endpoint) =>
        client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
}

export function useCreateRun() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { month: string; groupId: number; serviceFee?: string }) =>
      call(api.createRun, { body }),
    onSuccess: refresh,
  });
}

export function useRunAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      runId,
      version,
      action,
    }: {
      runId: number;
      version: number;
      action: 'calculate' | 'review' | 'submit' | 'pay' | 'lock' | 'delete';
    }) => {
      if (action === 'calculate') await call(api.calculate, { body: { runId } });
      else if (action === 'delete') await call(api.deleteRun, { body: { runId } });
      else await call(api.changeStatus, { body: { runId, version, action } });
    },
    onSuccess: refresh,
  });
}

export function useSaveInput() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { runId: number; staffId: number; code: string; value: string | null }) =>
      call(api.saveInputs, {
        body: { runId: body.runId, inputs: [{ staffId: body.staffId, code: body.code, value: body.value }] },
      }),
    onSuccess: refresh,
  });
}

export function useImportInputs(runId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload(api.importInputs, form, { query: { runId } });
    },
    onSuccess: refresh,
  });
}

export const exportRun = (runId: number, kind: 'sheet' | 'bank' | 'tax') =>
  download(api.export, { body: { runId, kind } });
export const inputsTemplate = (runId: number) => download(api.inputsTemplate, { body: { runId } });

/** Whether a line's figure differs from last month's (highlighted). */
export const changedIn = (line: PayrollLine, code: string) => line.changed?.includes(code) ?? false;

/** Publishes an approved run's payslips (the payslip part's endpoint, contracts salary/payslip.ts). */
export function usePublishPayslips() {
  return useMutation({
    mutationFn: (runId: number) => call(payslipEndpoints.publish, { body: { runId } }),
  });
}
