import { z } from 'zod';

/**
 * An approval template's form (审批表单), as the form designer writes it and the server validates
 * instances against it (docs/product/approval.md, "Forms"). Every list and text is bounded: a
 * template is client input.
 */

/** A field's key inside its form: stable across versions, so conditions and effects can name it. */
export const fieldKey = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/);

const common = {
  key: fieldKey,
  label: z.string().trim().min(1).max(40),
  required: z.boolean().default(false),
  placeholder: z.string().max(100).optional(),
  help: z.string().max(200).optional(),
};

export const selectOption = z.object({
  value: z.string().trim().min(1).max(40),
  label: z.string().trim().min(1).max(40),
});

const textField = z.object({
  ...common,
  kind: z.literal('text'),
  maxLength: z.number().int().min(1).max(200).default(200),
});
const textareaField = z.object({
  ...common,
  kind: z.literal('textarea'),
  maxLength: z.number().int().min(1).max(5000).default(2000),
});
const numberField = z.object({
  ...common,
  kind: z.literal('number'),
  min: z.number().optional(),
  max: z.number().optional(),
  /** Decimal places allowed (0 for whole numbers). */
  precision: z.number().int().min(0).max(4).default(0),
  unit: z.string().max(10).optional(),
});
/** Yuan with at most two decimals, stored as a decimal string; the capital-letter amount is shown beside it. */
const moneyField = z.object({ ...common, kind: z.literal('money'), showCapital: z.boolean().default(true) });
const dateField = z.object({
  ...common,
  kind: z.literal('date'),
  precision: z.enum(['day', 'minute']).default('day'),
});
/** A start and an end; the form shows the duration in `durationUnit` (docs/product/approval.md, "Durations"). */
const dateRangeField = z.object({
  ...common,
  kind: z.literal('dateRange'),
  precision: z.enum(['day', 'halfDay', 'minute']).default('day'),
  durationUnit: z.enum(['day', 'hour']).default('day'),
});
const selectField = z.object({
  ...common,
  kind: z.enum(['select', 'multiSelect']),
  options: z.array(selectOption).min(1).max(50),
});
/** People and departments of the initiator's company, by id (staff: login user ids). */
const pickerField = z.object({
  ...common,
  kind: z.enum(['staff', 'department']),
  multiple: z.boolean().default(false),
});
const fileField = z.object({
  ...common,
  kind: z.enum(['attachment', 'image']),
  maxCount: z.number().int().min(1).max(9).default(9),
});
/** Text shown to the initiator (instructions); holds no value. */
const descriptionField = z.object({
  key: fieldKey,
  kind: z.literal('description'),
  text: z.string().trim().min(1).max(1000),
});

/** The kinds a detail table's columns may have. */
export const tableColumn = z.discriminatedUnion('kind', [
  textField,
  numberField,
  moneyField,
  dateField,
  selectField,
]);

/** 明细: rows of simple columns; numeric columns marked `sum` show a total below the table. */
const tableField = z.object({
  ...common,
  kind: z.literal('table'),
  columns: z.array(tableColumn).min(1).max(10),
  sumColumns: z.array(fieldKey).max(10).default([]),
  maxRows: z.number().int().min(1).max(100).default(50),
});

export const formField = z.discriminatedUnion('kind', [
  textField,
  textareaField,
  numberField,
  moneyField,
  dateField,
  dateRangeField,
  selectField,
  pickerField,
  fileField,
  descriptionField,
  tableField,
]);

export const approvalForm = z.object({ fields: z.array(formField).min(1).max(50) });

export type FormField = z.infer<typeof formField>;
export type FormFieldKind = FormField['kind'];
export type TableColumn = z.infer<typeof tableColumn>;
export type ApprovalForm = z.infer<typeof approvalForm>;

/**
 * An instance's values by field key, as the client sends them. Their shape per kind (validated
 * against the template version by `validateFormValues`): text kinds a string; number a number;
 * money a decimal string ("1234.50"); date an ISO date or date-time string in China time; dateRange
 * `{ start, end }` (halfDay: `YYYY-MM-DD AM|PM`); select a value; multiSelect and pickers arrays
 * (a single picker too, of one); attachment and image arrays of uploaded files `{ name, url }` as
 * the upload answers them; table an array of rows.
 */
export const formValues = z
  .record(fieldKey, z.unknown())
  .refine((values) => Object.keys(values).length <= 50);
export type FormValues = z.infer<typeof formValues>;
