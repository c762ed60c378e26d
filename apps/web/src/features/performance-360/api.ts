import { type AddRaterBody, review360Endpoints as api } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';
import type { Answer360 } from './QuestionnaireForm.tsx';

/** 360 评估's calls (`/performance/360`, contracts performance/review360.ts) as TanStack Query hooks. */

export const useMySheets = () =>
  useQuery({
    queryKey: endpointKey(api.sheets, { body: {} }),
    queryFn: () => call(api.sheets, { body: {} }),
  });

/** HR: the sheets with a 360 section of a cycle. */
export const useCycleSheets = (cycleId: number | null) =>
  useQuery({
    queryKey: endpointKey(api.sheets, { body: { cycleId: cycleId ?? 0 } }),
    queryFn: () => call(api.sheets, { body: { cycleId: cycleId! } }),
    enabled: cycleId !== null,
  });

export const useRaters = (sheetId: number | null) =>
  useQuery({
    queryKey: endpointKey(api.raters, { body: { sheetId: sheetId ?? 0 } }),
    queryFn: () => call(api.raters, { body: { sheetId: sheetId! } }),
    enabled: sheetId !== null,
  });

export const useInbox = () => useQuery({ queryKey: endpointKey(api.inbox), queryFn: () => call(api.inbox) });

export const useQuestionnaire = (raterId: number | null) =>
  useQuery({
    queryKey: endpointKey(api.questionnaire, { body: { raterId: raterId ?? 0 } }),
    queryFn: () => call(api.questionnaire, { body: { raterId: raterId! } }),
    enabled: raterId !== null,
  });

export const useResults = (sheetId: number | null) =>
  useQuery({
    queryKey: endpointKey(api.results, { body: { sheetId: sheetId ?? 0 } }),
    queryFn: () => call(api.results, { body: { sheetId: sheetId! } }),
    enabled: sheetId !== null,
    retry: false,
  });

/** After any change the raters, sheets and inbox are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [api.raters, api.sheets, api.inbox, api.questionnaire].map((endpoint) =>
        client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
}

export function useRaterActions() {
  const refresh = useRefresh();
  const options = { onSuccess: refresh };
  return {
    add: useMutation({ mutationFn: (body: AddRaterBody) => call(api.addRater, { body }), ...options }),
    remove: useMutation({
      mutationFn: (raterId: number) => call(api.removeRater, { body: { raterId } }),
      ...options,
    }),
    send: useMutation({ mutationFn: (sheetId: number) => call(api.send, { body: { sheetId } }), ...options }),
    remind: useMutation({
      mutationFn: (sheetId: number) => call(api.remind, { body: { sheetId } }),
      ...options,
    }),
  };
}

export function useSubmitAnswers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { raterId: number; answers: Answer360[] }) => call(api.submit, { body }),
    onSuccess: refresh,
  });
}

// The external rater's public page: no session, so the rater's browser never sends someone's login.

export const useExternalForm = (token: string) =>
  useQuery({
    queryKey: endpointKey(api.externalForm, { body: { token } }),
    queryFn: () => call(api.externalForm, { body: { token } }, { auth: 'none', silent: true }),
    retry: false,
  });

export const useSubmitExternal = (token: string) =>
  useMutation({
    mutationFn: (answers: Answer360[]) =>
      call(api.externalSubmit, { body: { token, answers } }, { auth: 'none', silent: true }),
  });
