import { addressBookEndpoints, type CompanyAccountQuery, type StaffSearchQuery } from '@renli/contracts';
import { call, endpointKey } from './endpoint.ts';

/**
 * `getStaff`: the caller's company's staff, as the server scopes it to the session. Shared by the
 * address book, the staff pickers and the chat's people picker and search, under one query key so the
 * first two share the cache. `silent` leaves a failure to the caller (the chat search shows none).
 */
export const searchStaff = (query: StaffSearchQuery, options?: { silent?: boolean; signal?: AbortSignal }) =>
  call(addressBookEndpoints.getStaff, { body: query }, options);

export const staffSearchKey = (query: StaffSearchQuery) =>
  endpointKey(addressBookEndpoints.getStaff, { body: query });

/**
 * `getCompanyAccount`: the company's own login (no staff record), for the chat's people picker and
 * search; null when the search text does not name it.
 */
export const findCompanyAccount = (query: CompanyAccountQuery, options?: { silent?: boolean }) =>
  call(addressBookEndpoints.getCompanyAccount, { query }, options);
