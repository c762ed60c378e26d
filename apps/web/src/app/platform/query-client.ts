import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http.ts';
import { subscribeSession } from '../../lib/session.ts';

/** Client errors (4xx) will not change on retry; network trouble and 5xx get one more try. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.code >= 400 && error.code < 500);

/**
 * One cache for the page's lifetime: the platform layout unmounts while the chat workspace is open
 * and must find its data again on the way back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});

// Server data of one login must not outlive it: a logout, lost session or identity switch drops it,
// also when it happens in the chat workspace.
subscribeSession(() => queryClient.removeQueries());
