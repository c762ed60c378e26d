import type { ApprovalForm, FormField, FormFieldKind, TableColumn } from '@renli/contracts';

/** The palette, in the order the designer shows it (docs/product/approval.md, "Forms"). */
export const FIELD_KINDS: readonly FormFieldKind[] = [
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'dateRange',
  'select',
  'multiSelect',
  'staff',
  'department',
  'attachment',
  'image',
  'description',
  'table',
];

/** The kinds a detail table's column may have (the contract's `tableColumn`). */
export const COLUMN_KINDS = ['text', 'number', 'money', 'date', 'select'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/**
 * The next free key of the form `<prefix>_<n>`: one more than the highest in use, so a key is never
 * reused after a removal and conditions or effects naming a field keep meaning the same field.
 */
export function nextKey(prefix: string, keys: readonly string[]): string {
  const pattern = new RegExp(`^${prefix}_(\\d+)$`);
  const highest = keys.reduce((max, key) => Math.max(max, Number(pattern.exec(key)?.[1] ?? 0)), 0);
  return `${prefix}_${highest + 1}`;
}

/** A new option of a select: the value is a generated key, so renaming the label keeps conditions valid. */
export const newOption = (values: readonly string[], label: string) => ({
  value: nextKey('option', values),
  label,
});

/** A table column of a kind with the contract's defaults. */
export function newColumn(kind: ColumnKind, key: string, label: string, optionLabel: string): TableColumn {
  const common = { key, label, required: false };
  switch (kind) {
    case 'text':
      return { ...common, kind, maxLength: 200 };
    case 'number':
      return { ...common, kind, precision: 0 };
    case 'money':
      return { ...common, kind, showCapital: false };
    case 'date':
      return { ...common, kind, precision: 'day' };
    case 'select':
      return { ...common, kind, options: [newOption([], optionLabel)] };
  }
}

/** Default texts a new field starts with, in the designer's language. */
export interface NewFieldTexts {
  label: string;
  option: string;
  column: string;
  description: string;
}

/** A new field of a kind with the contract's defaults. */
export function newField(kind: FormFieldKind, key: string, texts: NewFieldTexts): FormField {
  const common = { key, label: texts.label, required: false };
  switch (kind) {
    case 'text':
      return { ...common, kind, maxLength: 200 };
    case 'textarea':
      return { ...common, kind, maxLength: 2000 };
    case 'number':
      return { ...common, kind, precision: 0 };
    case 'money':
      return { ...common, kind, showCapital: true };
    case 'date':
      return { ...common, kind, precision: 'day' };
    case 'dateRange':
      return { ...common, kind, precision: 'day', durationUnit: 'day' };
    case 'select':
    case 'multiSelect':
      return { ...common, kind, options: [newOption([], texts.option)] };
    case 'staff':
    case 'department':
      return { ...common, kind, multiple: false };
    case 'attachment':
    case 'image':
      return { ...common, kind, maxCount: 9 };
    case 'description':
      return { key, kind, text: texts.description };
    case 'table':
      return {
        ...common,
        kind,
        columns: [newColumn('text', 'col_1', texts.column, texts.option)],
        sumColumns: [],
        maxRows: 50,
      };
  }
}

export const addField = (form: ApprovalForm, field: FormField): ApprovalForm => ({
  fields: [...form.fields, field],
});

export const removeField = (form: ApprovalForm, key: string): ApprovalForm => ({
  fields: form.fields.filter((field) => field.key !== key),
});

export const replaceField = (form: ApprovalForm, field: FormField): ApprovalForm => ({
  fields: form.fields.map((each) => (each.key === field.key ? field : each)),
});

/** Moves a field one place up (-1) or down (+1); a move past either end changes nothing. */
export function moveField(form: ApprovalForm, key: string, step: -1 | 1): ApprovalForm {
  const from = form.fields.findIndex((field) => field.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= form.fields.length) return form;
  const fields = [...form.fields];
  [fields[from], fields[to]] = [fields[to]!, fields[from]!];
  return { fields };
}

/** The field's name as the designer lists it: its label, or the description's text. */
export const fieldTitle = (field: FormField): string => ('label' in field ? field.label : field.text).trim();
