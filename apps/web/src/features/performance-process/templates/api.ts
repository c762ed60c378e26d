import { libraryEndpoints as api, type SaveTemplateBody } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/endpoint.ts';

// The templates tab's calls (`/plan/template`, contracts performance/library.ts).

export function useTemplates() {
  return useQuery({ queryKey: endpointKey(api.templates), queryFn: () => call(api.templates) });
}

function useTemplateMutation<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(api.templates) }),
  });
}

export const useSaveTemplate = () =>
  useTemplateMutation((body: SaveTemplateBody) => call(api.saveTemplate, { body }, { silent: true }));
export const useCopyTemplate = () =>
  useTemplateMutation((id: number) => call(api.copyTemplate, { body: { id } }));
export const useSetTemplateStatus = () =>
  useTemplateMutation((body: { id: number; status: 1 | 2 }) => call(api.setTemplateStatus, { body }));
export const useDeleteTemplate = () =>
  useTemplateMutation((id: number) => call(api.deleteTemplate, { body: { id } }));
