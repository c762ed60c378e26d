import {
  type AdminCompanyQuery,
  type AdminPersonQuery,
  type AdminStaffQuery,
  adminCompanyPageSchema,
  adminPersonRowSchema,
  adminStaffRowSchema,
  attestationRowSchema,
  pageSchemaOf,
  type Review,
  trialRowSchema,
} from '@renli/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

/** Every call here runs on the platform admin's session. */
const admin = { auth: 'admin' as const };

/** A list page as the tables need it; companies answer the spec's `current`/`size` paging. */
export interface ListPage<T> {
  list: T[];
  total: number;
}

export const adminApi = {
  companies: (query: AdminCompanyQuery) =>
    http.post('/admin/company/selectList', query, { ...admin, schema: adminCompanyPageSchema }),
  persons: (query: AdminPersonQuery) =>
    http.post('/admin/person/selectList', query, { ...admin, schema: pageSchemaOf(adminPersonRowSchema) }),
  staff: (query: AdminStaffQuery) =>
    http.post('/admin/staff/selectList', query, { ...admin, schema: pageSchemaOf(adminStaffRowSchema) }),
  attestations: (query: { pageNum: number; pageSize: number; applyStatus?: number; compName?: string }) =>
    http.post('/attestation/selectList', query, { ...admin, schema: pageSchemaOf(attestationRowSchema) }),
  trials: (query: { pageNum: number; pageSize: number; applyStatus?: number; keyword?: string }) =>
    http.post('/admin/trial/selectList', query, { ...admin, schema: pageSchemaOf(trialRowSchema) }),
};

/** The admin's switches; each refreshes every back-office list afterwards. */
const actions = {
  companyLabel: (body: { compId: number; compLabel: string | null }) =>
    http.post('/admin/company/updateLabel', body, admin),
  companyStatus: (body: { compId: number; status: 1 | 2 }) =>
    http.post('/admin/company/updateStatus', body, admin),
  personStatus: (body: { userId: number; status: 1 | 2 }) =>
    http.post('/admin/person/updateStatus', body, admin),
  reviewAttestation: (body: Review) => http.post('/attestation/updateApplyStatus', body, admin),
  reviewTrial: (body: Review) => http.post('/admin/trial/updateApplyStatus', body, admin),
};

export function useAdminAction<K extends keyof typeof actions>(name: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actions[name] as (body: Parameters<(typeof actions)[K]>[0]) => Promise<unknown>,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
