import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { appendPage, type CloudPage, type CloudQuery, searchCloud } from './cloud-search.ts';
import { createRequestGate } from './search-rules.ts';

export interface CloudSearchState {
  /** null while nothing was asked, while loading the first page, or after a failure. */
  page: CloudPage | null;
  loading: boolean;
  loadingMore: boolean;
  more: () => void;
}

const reasonOf = (error: unknown) => (error as { message?: string })?.message || String(error);

/**
 * Runs a cloud search whenever the query changes (null: nothing to search) and pages it with the
 * cursor. Answers to an older query are dropped; a failure shows the spec's toast and leaves no result.
 */
export function useCloudSearch(query: CloudQuery | null): CloudSearchState {
  const { t } = useTranslation('chat-search');
  const [page, setPage] = useState<CloudPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const gate = useRef(createRequestGate());
  const key = query ? JSON.stringify(query) : '';

  const fail = useCallback(
    (error: unknown) => {
      setPage(null);
      toast.error(t('failed', { reason: reasonOf(error) }));
    },
    [t],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query's content.
  useEffect(() => {
    const ticket = gate.current.next();
    setPage(null);
    setLoadingMore(false);
    if (!query) {
      setLoading(false);
      return;
    }
    setLoading(true);
    searchCloud(query).then(
      (result) => {
        if (!gate.current.isCurrent(ticket)) return;
        setPage(result);
        setLoading(false);
      },
      (error) => {
        if (!gate.current.isCurrent(ticket)) return;
        setLoading(false);
        fail(error);
      },
    );
  }, [key, fail]);

  useEffect(() => () => gate.current.cancel(), []);

  const more = useCallback(() => {
    if (!query || !page?.cursor || loadingMore) return;
    const ticket = gate.current.next();
    setLoadingMore(true);
    searchCloud(query, page.cursor).then(
      (next) => {
        if (!gate.current.isCurrent(ticket)) return;
        setPage((previous) => (previous ? appendPage(previous, next) : next));
        setLoadingMore(false);
      },
      (error) => {
        if (!gate.current.isCurrent(ticket)) return;
        setLoadingMore(false);
        fail(error);
      },
    );
  }, [query, page, loadingMore, fail]);

  return { page, loading, loadingMore, more };
}
