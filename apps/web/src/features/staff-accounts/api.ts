import {
  type MyStaffRecord,
  myStaffRecordSchema,
  staffAccountResource,
  type UpdateStaffAdminBody,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

const CTL = '/companyStaffMemberCtl';

/** Staff account operations beyond plain edits; each refreshes the staff list afterwards. */
export function useStaffAction<Body>(path: 'updateLoginStatus' | 'resetPassword' | 'updateAdmin') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => http.post(`${CTL}/${path}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['resource', staffAccountResource.name] }),
  });
}

export type LoginStatusBody = { ids: number[]; loginStatus: 1 | 2 };
export type ResetPasswordBody = { id: number };
export type { UpdateStaffAdminBody };

export const useMyStaffRecord = () =>
  useQuery<MyStaffRecord>({
    queryKey: ['staff-accounts', 'my'],
    queryFn: () => http.get(`${CTL}/selectMy`, undefined, { schema: myStaffRecordSchema, silent: true }),
    retry: false,
  });
