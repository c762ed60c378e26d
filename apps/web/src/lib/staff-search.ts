import { type StaffSearchQuery, staffSearchResultSchema } from '@renli/contracts';
import { http } from './http.ts';

/**
 * `getStaff`: the caller's company's staff, as the server scopes it to the session. Shared by the
 * address book and the staff pickers, under one query key so they share the cache.
 */
export const searchStaff = (query: StaffSearchQuery) =>
  http.post('/compStaffMember/getStaff', query, { schema: staffSearchResultSchema });

export const staffSearchKey = (query: StaffSearchQuery) => ['staff', 'search', query] as const;
