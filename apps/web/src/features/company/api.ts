import {
  type AttestationSave,
  companyEndpoints as api,
  filesEndpoints,
  type TrialApply,
  type UpdateCompanyProfile,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey, upload } from '../../lib/endpoint.ts';

const PROFILE_KEY = endpointKey(api.selectMyCompany);
const ATTESTATIONS_KEY = endpointKey(api.attestationList);

/**
 * The session's company (never another: the server reads it from the session). `silent` when the
 * caller shows the failure itself (the workbench widget).
 */
export function useMyCompany({ silent = false } = {}) {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => call(api.selectMyCompany, undefined, { silent }) });
}

/** Forms show their own errors (`silent`), on the fields where the server put them. */
export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyProfile) => call(api.updateMyCompany, { body: input }, { silent: true }),
    onSuccess: (profile) => client.setQueryData(PROFILE_KEY, profile),
  });
}

/** The company's own verification history, newest (or pending) first; profile editors only. */
export function useMyAttestations(enabled: boolean) {
  return useQuery({
    queryKey: ATTESTATIONS_KEY,
    queryFn: () => call(api.attestationList, { body: { pageNum: 1, pageSize: 5 } }),
    enabled,
  });
}

/** A new application changes the company's verification status and its history. */
export function useSaveAttestation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AttestationSave) => call(api.saveAttestation, { body: input }, { silent: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: PROFILE_KEY }),
        client.invalidateQueries({ queryKey: ATTESTATIONS_KEY }),
      ]),
  });
}

/** Uploads one image (logo, licence) and answers its stored URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await upload(filesEndpoints.upload, form, { query: { fileDirType: 'comp_img' } });
  const url = Object.values(result)[0];
  if (!url) throw new Error('upload answered no URL');
  return url;
}

export const applyForTrial = (input: TrialApply) =>
  call(api.applyForTrial, { body: input }, { auth: 'none', silent: true });
