import {
  type MyStaffRecord,
  myStaffRecordSchema,
  type resetStaffPasswordBodySchema,
  staffAccountResource,
  type UpdateStaffAdminBody,
  type updateLoginStatusBodySchema,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { resourceKeys } from '../../components/resource/hooks.ts';
import { http } from '../../lib/http.ts';

const CTL = '/companyStaffMemberCtl';

/** Staff account operations beyond plain edits; each refreshes the staff list afterwards. */
export function useStaffAction<Body>(path: 'updateLoginStatus' | 'resetPassword' | 'updateAdmin') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => http.post(`${CTL}/${path}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(staffAccountResource) }),
  });
}

export type LoginStatusBody = z.input<typeof updateLoginStatusBodySchema>;
export type ResetPasswordBody = z.input<typeof resetStaffPasswordBodySchema>;
export type { UpdateStaffAdminBody };

export const useMyStaffRecord = () =>
  useQuery<MyStaffRecord>({
    queryKey: ['staff-accounts', 'my'],
    queryFn: () => http.get(`${CTL}/selectMy`, undefined, { schema: myStaffRecordSchema, silent: true }),
    retry: false,
  });
