import { platformEndpoints as api, type Endpoint, type PlatformUpdate } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';
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

export const usePlatformSettings = () =>
  useQuery({ queryKey: endpointKey(api.selectSettings), queryFn: platformApi.settings });
export const useCaches = () =>
  useQuery({ queryKey: endpointKey(api.cacheList), queryFn: platformApi.caches });

/** A write that refreshes the answers of `read` (one of the reads above) when it succeeds. */
export function usePlatformWrite<A extends unknown[], R>(read: Endpoint, send: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => send(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(read) }),
  });
}
