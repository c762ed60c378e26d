import { addressBookEndpoints, type StaffSearchQuery } from '@renli/contracts';
import { call, endpointKey } from './endpoint.ts';

/**
 * `getStaff`: the caller's company's staff, as the server scopes it to the session. Shared by the
 * address book and the staff pickers, under one query key so they share the cache.
 */
export const searchStaff = (query: StaffSearchQuery) => call(addressBookEndpoints.getStaff, { body: query });

export const staffSearchKey = (query: StaffSearchQuery) =>
  endpointKey(addressBookEndpoints.getStaff, { body: query });
