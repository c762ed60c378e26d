import {
  type CustomField,
  type CustomFieldDraft,
  type CustomValues,
  customFieldName,
  customValueText,
  resourceEndpoints,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';
import type { BaseRow, ResourceDef } from './types.ts';

/**
 * A company's own fields of a resource on the page (docs/modules.md, "Custom fields"): read once per
 * resource and shared by the list, the form, the detail and the import's error list.
 */

const NONE: CustomField[] = [];

export function useCustomFields(resource: ResourceDef<BaseRow>) {
  const endpoint = resourceEndpoints(resource).customFields;
  const query = useQuery({
    queryKey: endpointKey(endpoint),
    queryFn: () => call(endpoint),
    enabled: Boolean(resource.customFields),
  });
  return {
    fields: query.data?.fields ?? NONE,
    version: query.data?.version ?? 0,
    canEdit: query.data?.canEdit ?? false,
    /** Whether what the page draws from them can be drawn: always, for a resource without them. */
    ready: !resource.customFields || query.data !== undefined,
    reload: () => query.refetch(),
  };
}

/** Saves the whole ordered list against the version read; the answer is the list as now stored. */
export function useSaveCustomFields(resource: ResourceDef<BaseRow>) {
  const client = useQueryClient();
  const { customFields, saveCustomFields } = resourceEndpoints(resource);
  return useMutation({
    mutationFn: (body: { version: number; fields: CustomFieldDraft[] }) =>
      call(saveCustomFields, { body }, { silent: true }),
    onSuccess: (saved) => client.setQueryData(endpointKey(customFields), saved),
  });
}

const EMPTY = '—';

/** A row's value of a custom field as lists and details show it; '—' when there is none. */
export function customCell(field: CustomField, row: BaseRow, language: string): string {
  const values = (row as BaseRow & { custom?: CustomValues }).custom ?? {};
  return customValueText(field, values[field.key], language) || EMPTY;
}

/** The label a field name stands for when it is a custom field's (`custom.<key>`). */
export const customLabel = (fields: readonly CustomField[], name: string) =>
  fields.find((field) => customFieldName(field.key) === name)?.label;

/**
 * A row's custom values as the form holds them, under flat names (`custom.<key>`, the names the
 * server's field errors use); choices no option offers any more are left out.
 */
export function customFormValues(
  fields: readonly CustomField[],
  row: BaseRow | null,
): Record<string, unknown> {
  const values = (row as (BaseRow & { custom?: CustomValues }) | null)?.custom ?? {};
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.key];
      if (!('options' in field) || value === undefined) return [customFieldName(field.key), value];
      const offered = new Set(field.options.map((o) => o.value));
      const kept = Array.isArray(value)
        ? value.filter((v) => offered.has(v))
        : offered.has(value as string)
          ? value
          : undefined;
      return [customFieldName(field.key), kept];
    }),
  );
}

/**
 * The form's values split into the declared fields' and `custom` for the body; an emptied custom
 * field is sent as null, so an update clears it.
 */
export function splitCustomValues(fields: readonly CustomField[], values: Record<string, unknown>) {
  const names = new Set(fields.map((field) => customFieldName(field.key)));
  const declared = Object.fromEntries(Object.entries(values).filter(([name]) => !names.has(name)));
  const custom = Object.fromEntries(
    fields.map((field) => [field.key, values[customFieldName(field.key)] ?? null]),
  );
  return { declared, custom };
}
