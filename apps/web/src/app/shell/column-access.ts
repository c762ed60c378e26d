import { type AuthSummary, COLUMN_KEYS, type ColumnKey, UserType } from '@renli/contracts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import type { AppRoute } from '../route-types.ts';

/** Why a module is refused: the company has not opened it, or the caller lacks a grant. */
export type ColumnDenial = 'closed' | 'denied';

const isColumn = (key: string | undefined): key is ColumnKey => COLUMN_KEYS.includes(key as ColumnKey);

/**
 * docs/architecture.md in the shell. The server gates every call; this only spares people modules they
 * cannot use. Without a company (a person) or before the summary arrives nothing is hidden.
 */
export function columnDenial(
  summary: AuthSummary | undefined,
  route: AppRoute | undefined,
): ColumnDenial | null {
  if (!summary || summary.userType === UserType.PERSON || !route || route.openToAllStaff) return null;
  if (!isColumn(route.module)) return null;
  if (summary.closedColumns.includes(route.module)) return 'closed';
  return summary.columns[route.module] ? null : 'denied';
}

export function useColumnAccess() {
  const { data: summary } = useAuthSummary();
  return {
    denialFor: (route: AppRoute | undefined) => columnDenial(summary, route),
    /** The modules for the top navigation: those the caller may read. */
    readable: (modules: AppRoute[]) => modules.filter((module) => !columnDenial(summary, module)),
  };
}
