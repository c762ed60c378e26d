import { oaSearchEndpoints as api, type OaSearchKind } from '@renli/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, endpointKey } from '../../lib/endpoint.ts';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it stayed unchanged for `ms`. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The search for the trimmed words (nothing while they are empty); the last answer stays while the next loads. */
export function useOaSearch(q: string, kinds?: OaSearchKind[]) {
  const request = { body: { q, kinds } };
  return useQuery({
    queryKey: endpointKey(api.query, request),
    queryFn: () => call(api.query, request),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
