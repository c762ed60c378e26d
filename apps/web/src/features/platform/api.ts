import { platformEndpoints as api, type PlatformUpdate } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/endpoint.ts';
import { hashPassword } from '../../lib/md5.ts';

const form = { silent: true };

/** The back office's platform calls: `/Platform`, `/Cache`, a password reset on `/Set` (the lists are kit pages). */
export const platformApi = {
  settings: () => call(api.selectSettings),
  saveSettings: (values: PlatformUpdate) => call(api.updateSettings, { body: values }, form),

  caches: () => call(api.cacheList),
  clearCache: (name: string) => call(api.cacheClear, { body: { name } }),

  resetAdminPassword: (id: number, password: string) =>
    call(api.adminResetPassword, { body: { id, password: hashPassword(password) } }, form),
};

export const platformKeys = {
  settings: ['platform', 'settings'] as const,
  caches: ['platform', 'caches'] as const,
};

export const usePlatformSettings = () =>
  useQuery({ queryKey: platformKeys.settings, queryFn: platformApi.settings });
export const useCaches = () => useQuery({ queryKey: platformKeys.caches, queryFn: platformApi.caches });
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
