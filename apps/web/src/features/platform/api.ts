import {
  type AdminAccount,
  adminAccountSchema,
  cacheInfoSchema,
  deleteResultSchema,
  type PlatformUpdate,
  type Poster,
  type PosterListQuery,
  pageSchemaOf,
  platformSettingsSchema,
  posterSchema,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../lib/http.ts';
import { hashPassword } from '../../lib/md5.ts';

const admin = { auth: 'admin' as const };
const form = { ...admin, silent: true };
const nothing = z.null();

/** The back office's platform calls: `/Platform`, `/Poster`, `/Cache`, `/Set`. */
export const platformApi = {
  settings: () => http.get('/admin/plat/select', undefined, { ...admin, schema: platformSettingsSchema }),
  saveSettings: (values: PlatformUpdate) =>
    http.post('/admin/plat/update', values, { ...form, schema: platformSettingsSchema }),

  posters: (query: PosterListQuery) =>
    http.post('/admin/poster/selectPage', query, { ...admin, schema: pageSchemaOf(posterSchema) }),
  savePoster: (editing: Poster | null, values: Record<string, unknown>) =>
    editing
      ? http.post(
          '/admin/poster/update',
          { ...values, id: editing.id, version: editing.version },
          { ...form, schema: posterSchema },
        )
      : http.post('/admin/poster/insert', values, { ...form, schema: posterSchema }),
  removePosters: (ids: number[]) =>
    http.post('/admin/poster/delete', { ids }, { ...admin, schema: deleteResultSchema }),

  caches: () => http.get('/admin/cache/list', undefined, { ...admin, schema: z.array(cacheInfoSchema) }),
  clearCache: (name: string) => http.post('/admin/cache/clear', { name }, { ...admin, schema: nothing }),

  admins: (query: { keyword?: string; pageNum: number; pageSize: number }) =>
    http.post('/admin/set/selectPage', query, { ...admin, schema: pageSchemaOf(adminAccountSchema) }),
  addAdmin: ({ password, ...rest }: { loginCode: string; name: string; password: string }) =>
    http.post(
      '/admin/set/insert',
      { ...rest, password: hashPassword(password) },
      { ...form, schema: adminAccountSchema },
    ),
  setAdminStatus: (account: AdminAccount, status: 1 | 2) =>
    http.post('/admin/set/updateStatus', { id: account.id, status }, { ...admin, schema: nothing }),
  resetAdminPassword: (id: number, password: string) =>
    http.post(
      '/admin/set/resetPassword',
      { id, password: hashPassword(password) },
      { ...form, schema: nothing },
    ),
};

export const platformKeys = {
  settings: ['platform', 'settings'] as const,
  posters: ['platform', 'posters'] as const,
  caches: ['platform', 'caches'] as const,
  admins: ['platform', 'admins'] as const,
};

export const usePlatformSettings = () =>
  useQuery({ queryKey: platformKeys.settings, queryFn: platformApi.settings });
export const usePosters = (query: PosterListQuery) =>
  useQuery({
    queryKey: [...platformKeys.posters, query],
    queryFn: () => platformApi.posters(query),
    placeholderData: keepPreviousData,
  });
export const useCaches = () => useQuery({ queryKey: platformKeys.caches, queryFn: platformApi.caches });
export const useAdmins = (query: { keyword?: string; pageNum: number; pageSize: number }) =>
  useQuery({
    queryKey: [...platformKeys.admins, query],
    queryFn: () => platformApi.admins(query),
    placeholderData: keepPreviousData,
  });

/** A write that refreshes one of the lists above when it succeeds. */
export function usePlatformWrite<A extends unknown[], R>(
  key: readonly string[],
  call: (...args: A) => Promise<R>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
