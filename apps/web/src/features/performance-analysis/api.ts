import { type AnalysisTab, analysisEndpoints as api } from '@renli/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, download, endpointKey } from '../../lib/endpoint.ts';

/** 结果分析's calls (`/performance/analysis`, contracts performance/analysis.ts) as TanStack Query hooks. */

export function useCycles() {
  return useQuery({ queryKey: endpointKey(api.cycles), queryFn: () => call(api.cycles) });
}

export interface AnalysisFilter {
  cycleId: number;
  departmentId?: number;
}

const request = (filter: AnalysisFilter) => ({
  body: { cycleId: filter.cycleId, ...(filter.departmentId ? { departmentId: filter.departmentId } : {}) },
});

const tabQuery = (filter: AnalysisFilter | null) => ({
  enabled: filter !== null,
  placeholderData: keepPreviousData,
});

export const useTargets = (filter: AnalysisFilter | null) =>
  useQuery({
    queryKey: endpointKey(api.mb, filter ? request(filter) : undefined),
    queryFn: () => call(api.mb, request(filter!)),
    ...tabQuery(filter),
  });
export const useIndicators = (filter: AnalysisFilter | null) =>
  useQuery({
    queryKey: endpointKey(api.zb, filter ? request(filter) : undefined),
    queryFn: () => call(api.zb, request(filter!)),
    ...tabQuery(filter),
  });
export const useEvaluations = (filter: AnalysisFilter | null) =>
  useQuery({
    queryKey: endpointKey(api.pj, filter ? request(filter) : undefined),
    queryFn: () => call(api.pj, request(filter!)),
    ...tabQuery(filter),
  });
export const useResults = (filter: AnalysisFilter | null) =>
  useQuery({
    queryKey: endpointKey(api.jg, filter ? request(filter) : undefined),
    queryFn: () => call(api.jg, request(filter!)),
    ...tabQuery(filter),
  });

export const exportTab = (filter: AnalysisFilter, tab: AnalysisTab) =>
  download(api.export, { body: { ...request(filter).body, tab } });
