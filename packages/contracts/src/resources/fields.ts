/**
 * Field metadata of a resource, declared once beside its schemas (docs/architecture.md, "Fields
 * declared once"): the label in both languages, the widget, and where the field shows. The web list,
 * filters, form and detail, and the server's export, import and template are all drawn from it.
 */

/** A text people read, in each language the product speaks. */
export interface Label {
  'zh-CN': string;
  en: string;
}

/** The label in a language; anything but English reads Chinese (the product's first language). */
export const labelIn = (label: Label, language: string | undefined): string =>
  language?.startsWith('en') ? label.en : label['zh-CN'];

/**
 * How a value is entered and shown. Without one the schema decides (text, number, select for an
 * enum, switch for a boolean). `reference` picks another record (see `ref`).
 */
export type FieldWidget =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'select'
  | 'switch'
  | 'password'
  | 'image'
  | 'reference';

/** Where a field appears: the list's columns, the filter bar, the edit form, the detail, the export. */
export type FieldPlace = 'list' | 'filter' | 'form' | 'detail' | 'export';

export interface FieldOption {
  value: string | number | boolean;
  label: Label;
  /** The tag colour lists show it in (an antd preset: 'green', 'red', 'gold', ...); plain text without. */
  color?: string;
}

export interface FieldSpec {
  label: Label;
  /** Where it appears, in declaration order; a field in none is declared for its label only. */
  in: readonly FieldPlace[];
  widget?: FieldWidget;
  /** The values of a select, an enum or a boolean, labelled: lists, exports and imports use the label. */
  options?: readonly FieldOption[];
  /**
   * What a reference points at ('department', 'position', 'rank', 'company', ...): the web asks the
   * feature that registered a picker of that kind (docs/architecture.md, "Pickers").
   */
  ref?: string;
  /**
   * The row field holding the name of what a reference points at (the server fills it): lists,
   * details and exports show the name, never the id; imports accept the name.
   */
  display?: string;
  /** Left out of the list until the user shows it in the column settings. */
  hidden?: boolean;
  /** Column width in the list, in pixels. */
  width?: number;
  /** The value the import template's example row shows. */
  example?: string | number;
}

/** A resource's fields by name: row, create or filter fields of its schemas. */
export type ResourceFields = Readonly<Record<string, FieldSpec>>;

/** Labels of the fields every row carries, for resources that show them. */
export const baseFieldLabels = {
  id: { 'zh-CN': '编号', en: 'ID' },
  createdAt: { 'zh-CN': '创建时间', en: 'Created' },
  updatedAt: { 'zh-CN': '更新时间', en: 'Updated' },
} as const satisfies Record<string, Label>;

/** Labels of a yes/no field's values when it declares none. */
export const yesNoOptions: readonly FieldOption[] = [
  { value: true, label: { 'zh-CN': '是', en: 'Yes' } },
  { value: false, label: { 'zh-CN': '否', en: 'No' } },
];

/** The fields shown in a place, in declaration order. */
export const fieldsIn = (fields: ResourceFields, place: FieldPlace): [string, FieldSpec][] =>
  Object.entries(fields).filter(([, spec]) => spec.in.includes(place));

/** The label of an option value, or the value as it is when no option names it. */
export function optionLabel(spec: FieldSpec, value: unknown, language: string | undefined): string {
  const options = spec.options ?? (typeof value === 'boolean' ? yesNoOptions : undefined);
  const option = options?.find((o) => o.value === value);
  return option
    ? labelIn(option.label, language)
    : value === null || value === undefined
      ? ''
      : String(value);
}
