import {
  type ArchiveInfo,
  staffEntryEndpoints as api,
  ENTRY_UPLOAD_TOKEN_FIELD,
  staffEntryResource,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/hooks.ts';
import { call, endpointKey, upload } from '../../lib/endpoint.ts';

// HR's 入职 tab and the hire's public registration form (docs/product/staff.md, "Entry (入职)").

/** The tab counts for the sign's employee type (none: every type the caller manages). */
export function useEntryCounts(employeeType: 1 | 2 | undefined) {
  const request = { query: { employeeType } };
  return useQuery({
    queryKey: endpointKey(api.getCount, request),
    queryFn: () => call(api.getCount, request, { silent: true }),
  });
}

/** A new form link (the old one stops working); the entry's registration status changes with it. */
export function useSendFormLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.sendFormUrl, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(staffEntryResource) }),
  });
}

/** Every write of the tab changes its counts too. */
export function useRefreshCounts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: endpointKey(api.getCount) });
}

// The public form: no session, so the hire's browser never sends a login token of someone else's.

export const useInfoForm = (token: string) =>
  useQuery({
    queryKey: endpointKey(api.infoForm, { body: { token } }),
    queryFn: () => call(api.infoForm, { body: { token } }, { auth: 'none', silent: true }),
    retry: false,
  });

export const saveInfo = (token: string, info: ArchiveInfo, submit: boolean) =>
  call(submit ? api.submitInfo : api.saveInfo, { body: { token, info } }, { auth: 'none', silent: true });

/** Uploads documents: the token goes first, as a field of the form, never in the address. */
export function uploadDocuments(token: string, files: File[]) {
  const form = new FormData();
  form.append(ENTRY_UPLOAD_TOKEN_FIELD, token);
  for (const file of files) form.append('file', file);
  return upload(api.infoUpload, form, undefined, { auth: 'none' });
}
