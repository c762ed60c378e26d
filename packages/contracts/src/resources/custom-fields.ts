import { z } from 'zod';
import type { ResourceSchemas } from './resource.ts';

/**
 * A company's own fields on a kit resource (自定义字段, docs/modules.md, "Custom fields"): the
 * definitions the company keeps per resource and the values rows carry in `custom`. Every list and
 * text is bounded: definitions are client input.
 */

export const MAX_CUSTOM_FIELDS = 50;
export const MAX_CUSTOM_OPTIONS = 50;
export const CUSTOM_LABEL_MAX = 20;
export const CUSTOM_OPTION_MAX = 30;
export const CUSTOM_TEXT_MAX = 200;
export const CUSTOM_TEXTAREA_MAX = 2000;
export const CUSTOM_PRECISION_MAX = 4;

export const CUSTOM_FIELD_KINDS = ['text', 'textarea', 'number', 'date', 'select', 'multiSelect'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

/** Keys and option values are the server's (`cf_` / `o_` and a random id), stable and never reused. */
export const customFieldKey = z.string().regex(/^cf_[a-z0-9]{1,16}$/);
export const customOptionValue = z.string().regex(/^o_[a-z0-9]{1,16}$/);

/**
 * What separates the chosen options of a multiple choice in a spreadsheet cell (export writes "、",
 * import also reads commas and semicolons), so no option label may contain one.
 */
export const MULTI_SEPARATORS = /[、,，;；]/;

const label = z.string().trim().min(1).max(CUSTOM_LABEL_MAX);
const optionLabel = z
  .string()
  .trim()
  .min(1)
  .max(CUSTOM_OPTION_MAX)
  .refine((text) => !MULTI_SEPARATORS.test(text), { message: 'resource.custom.optionSeparator' });

/** The field kinds with what each adds; `key` and an option's `value` are given (stored) or not yet (drafts). */
function fieldSchema<K extends z.ZodType, V extends z.ZodType>(key: K, optionValue: V) {
  const common = {
    key,
    label,
    required: z.boolean().default(false),
    /** Shown as a list column by default (the column settings can still hide or show it). */
    showInList: z.boolean().default(false),
  };
  return z.discriminatedUnion('kind', [
    z.object({
      ...common,
      kind: z.literal('text'),
      maxLength: z.number().int().min(1).max(CUSTOM_TEXT_MAX).default(CUSTOM_TEXT_MAX),
    }),
    z.object({
      ...common,
      kind: z.literal('textarea'),
      maxLength: z.number().int().min(1).max(CUSTOM_TEXTAREA_MAX).default(CUSTOM_TEXTAREA_MAX),
    }),
    z.object({
      ...common,
      kind: z.literal('number'),
      /** Decimal places allowed (0: whole numbers). */
      precision: z.number().int().min(0).max(CUSTOM_PRECISION_MAX).default(0),
    }),
    z.object({ ...common, kind: z.literal('date') }),
    z.object({
      ...common,
      kind: z.enum(['select', 'multiSelect']),
      options: z
        .array(z.object({ value: optionValue, label: optionLabel }))
        .min(1)
        .max(MAX_CUSTOM_OPTIONS),
    }),
  ]);
}

/** A field as the company has it now. */
export const customFieldSchema = fieldSchema(customFieldKey, customOptionValue);
export type CustomField = z.infer<typeof customFieldSchema>;
export type CustomFieldOption = Extract<CustomField, { options: unknown }>['options'][number];

/** A field as the dialog sends it: a new field has no key yet, a new option no value. */
export const customFieldDraftSchema = fieldSchema(customFieldKey.optional(), customOptionValue.optional());
export type CustomFieldDraft = z.input<typeof customFieldDraftSchema>;

/** `GET <prefix>/customFields`: the fields in order, the version to save against, whether the caller may. */
export const customFieldsSchema = z.object({
  version: z.number().int().min(0),
  fields: z.array(customFieldSchema).max(MAX_CUSTOM_FIELDS),
  canEdit: z.boolean(),
});
export type CustomFields = z.infer<typeof customFieldsSchema>;

/** `POST <prefix>/saveCustomFields`: the whole ordered list; fields left out are removed. */
export const saveCustomFieldsBodySchema = z.object({
  /** The version read (0 before the company saved any); a stale one is refused with 409. */
  version: z.number().int().min(0),
  fields: z.array(customFieldDraftSchema).max(MAX_CUSTOM_FIELDS),
});

/** One value as a client may send it: text, a number, chosen options, or null to clear it. */
const customValueSchema = z.union([
  z.string().max(CUSTOM_TEXTAREA_MAX),
  z.number(),
  z.array(z.string().max(40)).max(MAX_CUSTOM_OPTIONS),
  z.null(),
]);

/** The `custom` of an insert or update body: values by field key (checked against the definitions). */
export const customValuesSchema = z
  .record(customFieldKey, customValueSchema)
  .refine((values) => Object.keys(values).length <= MAX_CUSTOM_FIELDS, {
    message: 'resource.custom.tooManyValues',
  });
export type CustomValues = Record<string, unknown>;

const extended = new WeakMap<object, ResourceSchemas>();

/**
 * The schemas the kit serves a resource with: its contract's, plus `custom` on rows, creates and
 * updates when the contract has custom fields. Server and web both read rows through these.
 */
export function kitSchemas<S extends ResourceSchemas>(contract: { schemas: S; customFields?: boolean }): S {
  if (!contract.customFields) return contract.schemas;
  const known = extended.get(contract);
  if (known) return known as S;
  const { row, create, update, filter } = contract.schemas;
  const input = { custom: customValuesSchema.optional() };
  const schemas = {
    row: row.extend({ custom: z.record(z.string(), z.unknown()) }),
    create: create.extend(input),
    update: update.extend(input),
    filter,
  };
  extended.set(contract, schemas);
  return schemas as unknown as S;
}

/** The field name a custom value's problems and timeline changes go under: `custom.<key>`. */
export const customFieldName = (key: string) => `custom.${key}`;
