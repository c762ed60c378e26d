import {
  appraisalEndpoints as api,
  type ScoreBody,
  type SelfReviewBody,
  type SheetFilter,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey } from '../../lib/endpoint.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** The appraisal calls (`/performance/appraisal/…`, contracts performance/appraisal.ts) as TanStack Query hooks. */

const LISTS = [api.mine, api.toReview, api.detail, api.calibration, api.all] as const;

/** After any change every list, the open sheet and the board are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(LISTS.map((endpoint) => client.invalidateQueries({ queryKey: endpointKey(endpoint) })));
}

export const useMySheets = () =>
  useQuery({ queryKey: endpointKey(api.mine), queryFn: () => call(api.mine, { body: {} }) });

export const useSheetsToReview = () =>
  useQuery({ queryKey: endpointKey(api.toReview), queryFn: () => call(api.toReview, { body: {} }) });

export const useAppraisalCycles = () =>
  useQuery({ queryKey: endpointKey(api.cycles), queryFn: () => call(api.cycles, { body: {} }) });

export function useSheet(id: number | null) {
  const request = { body: { id: id ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.detail, request),
    queryFn: () => call(api.detail, request),
    enabled: id !== null,
  });
}

export function useCalibration(cycleId: number | null) {
  const request = { body: { cycleId: cycleId ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.calibration, request),
    queryFn: () => call(api.calibration, request),
    enabled: cycleId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAllSheets(filter: SheetFilter) {
  const request = { body: filter };
  return useQuery({
    queryKey: endpointKey(api.all, request),
    queryFn: () => call(api.all, request),
    placeholderData: keepPreviousData,
  });
}

/** The score an actual would give a KPI (the server's engine), for the self-review form. */
export const previewScore = (id: number, itemId: number, actual: string) =>
  call(api.preview, { body: { id, itemId, actual } }, { silent: true });

export const exportResults = async (filter: SheetFilter) => {
  const file = await download(api.export, { body: filter });
  saveBlob(file.blob, file.filename);
};

/** Every write of the page: the lists and the open sheet refresh afterwards. */
export function useAppraisalAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: Action) => run(action),
    onSuccess: refresh,
  });
}

export type Action =
  | { kind: 'selfReview'; body: SelfReviewBody }
  | { kind: 'score'; body: ScoreBody }
  | { kind: 'calibrate'; body: { id: number; grade: string; note: string } }
  | { kind: 'potential'; body: { id: number; potential: 1 | 2 | 3 } }
  | { kind: 'publish'; body: { cycleId: number } }
  | { kind: 'confirm'; body: { id: number } }
  | { kind: 'appeal'; body: { id: number; reason: string } }
  | { kind: 'reply'; body: { id: number; reply: string; grade: string | null } };

function run(action: Action): Promise<unknown> {
  switch (action.kind) {
    case 'selfReview':
      return call(api.selfReview, { body: action.body });
    case 'score':
      return call(api.score, { body: action.body });
    case 'calibrate':
      return call(api.calibrate, { body: action.body });
    case 'potential':
      return call(api.potential, { body: action.body });
    case 'publish':
      return call(api.publish, { body: action.body });
    case 'confirm':
      return call(api.confirm, { body: action.body });
    case 'appeal':
      return call(api.appeal, { body: action.body });
    case 'reply':
      return call(api.reply, { body: action.body });
  }
}
