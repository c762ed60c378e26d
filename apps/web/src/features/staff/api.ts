import { type StaffSearchQuery, staffSearchResultSchema } from '@renli/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

/** The address book: the caller's company's staff, as the server scopes it to the session. */
export function useStaffSearch(query: StaffSearchQuery) {
  return useQuery({
    queryKey: ['staff', 'search', query],
    queryFn: async () =>
      (await http.post('/compStaffMember/getStaff', query, { schema: staffSearchResultSchema })).result,
    // Paging or searching keeps the old rows on screen (with a spinner) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
