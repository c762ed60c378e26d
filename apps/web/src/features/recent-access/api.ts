import { recentAccessEndpoints as api, RECENT_ROUTE_PATTERN } from '@renli/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, endpointKey } from '../../lib/endpoint.ts';

/** A page counts as used once it stayed on screen this long (passing through it does not). */
export const VISIT_DWELL_MS = 1500;

const key = endpointKey(api.list);

/** Silent: the header menu is a convenience and the workbench widget shows its own error. */
export function useRecentAccesses() {
  return useQuery({
    queryKey: key,
    queryFn: () => call(api.list, undefined, { silent: true }),
  });
}

/** A screen on display: its menu key (absent for detail pages) and title key. */
export interface ShownPage {
  routeKey?: string;
  titleKey: string;
}

/**
 * Records the screen after VISIT_DWELL_MS if it is a menu page of a module (the server's pattern:
 * not a module root, not a detail page) and not already the newest entry. Failures stay quiet: the
 * list is a convenience, never in the way of the page itself.
 */
export function useRecordVisit(page: ShownPage | null) {
  const client = useQueryClient();
  const routeKey = page?.routeKey;
  const titleKey = page?.titleKey;
  useEffect(() => {
    if (!routeKey || !titleKey || !RECENT_ROUTE_PATTERN.test(routeKey)) return;
    const timer = setTimeout(() => {
      const newest = client.getQueryData<{ routeKey: string }[]>(key)?.[0];
      if (newest?.routeKey === routeKey) return;
      call(api.add, { body: { routeKey, titleKey } }, { silent: true })
        .then((list) => client.setQueryData(key, list))
        .catch(() => undefined);
    }, VISIT_DWELL_MS);
    return () => clearTimeout(timer);
  }, [client, routeKey, titleKey]);
}
