import type { StaffSearchQuery } from '@renli/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

/** The address book. */
export function useStaffSearch(query: StaffSearchQuery) {
  return useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result,
    // Paging or searching keeps the old rows on screen (with a spinner) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
