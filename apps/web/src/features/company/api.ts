import {
  type AttestationSave,
  attestationRowSchema,
  companyProfileSchema,
  pageSchemaOf,
  type TrialApply,
  type UpdateCompanyProfile,
  uploadResultSchema,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

const PROFILE_KEY = ['company', 'profile'];
const ATTESTATIONS_KEY = ['company', 'attestations'];

/** The session's company (never another: the server reads it from the session). */
export function useMyCompany() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => http.get('/companyCtl/selectMyCompany', undefined, { schema: companyProfileSchema }),
  });
}

/** Forms show their own errors (`silent`), on the fields where the server put them. */
export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyProfile) =>
      http.post('/companyCtl/updateMyCompany', input, { schema: companyProfileSchema, silent: true }),
    onSuccess: (profile) => client.setQueryData(PROFILE_KEY, profile),
  });
}

/** The company's own verification history, newest (or pending) first. */
export function useMyAttestations() {
  return useQuery({
    queryKey: ATTESTATIONS_KEY,
    queryFn: () =>
      http.post(
        '/attestation/selectList',
        { pageNum: 1, pageSize: 5 },
        { schema: pageSchemaOf(attestationRowSchema) },
      ),
  });
}

export function useSaveAttestation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AttestationSave) => http.post('/attestation/save', input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['company'] }),
  });
}

/** Uploads one image (logo, licence) and answers its stored URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await http.upload('/file/upload?fileDirType=comp_img', form, { schema: uploadResultSchema });
  const url = Object.values(result)[0];
  if (!url) throw new Error('upload answered no URL');
  return url;
}

export const applyForTrial = (input: TrialApply) =>
  http.post('/anon/trial/apply', input, { auth: 'none', silent: true });
