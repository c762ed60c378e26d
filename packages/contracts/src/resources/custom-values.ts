import type { ApprovalValueErrorCode } from '../approval/field-values.ts';
import type { FormField } from '../approval/form.ts';
import { validateFormValues } from '../approval/values.ts';
import type { CustomField, CustomValues } from './custom-fields.ts';

/**
 * A row's custom values against the company's fields (docs/modules.md, "Custom fields"). The kinds
 * are a subset of the approval form's, so the approval engine's value checks judge them: one rule
 * per kind for both (docs/decisions.md 63).
 */

/** The approval form field that accepts exactly what this custom field accepts. */
export function asFormField(field: CustomField): FormField {
  const common = { key: field.key, label: field.label, required: field.required };
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return { ...common, kind: field.kind, maxLength: field.maxLength };
    case 'number':
      return { ...common, kind: 'number', precision: field.precision };
    case 'date':
      return { ...common, kind: 'date', precision: 'day' };
    default:
      return { ...common, kind: field.kind, options: field.options };
  }
}

export interface CustomValueError {
  /** The field's key (or the unknown key sent). */
  key: string;
  code: ApprovalValueErrorCode;
  params?: Record<string, string | number>;
}

export type CheckedCustomValues =
  | {
      ok: true;
      /** The values to store: texts trimmed, options deduplicated, empty ones left out. */
      values: CustomValues;
      /** Keys sent empty: an update removes their stored values. */
      cleared: string[];
    }
  | { ok: false; errors: CustomValueError[] };

/**
 * `values` checked against the current `fields`. A new row (`insert`) must fill every required field;
 * an update is a patch: only the keys it sends are checked, and a required one may not be emptied.
 * Keys of removed fields are unknown, whatever values rows still keep for them.
 */
export function checkCustomValues(
  fields: readonly CustomField[],
  values: CustomValues,
  mode: 'insert' | 'update',
  now = new Date(),
): CheckedCustomValues {
  const checked = mode === 'insert' ? fields : fields.filter((field) => Object.hasOwn(values, field.key));
  const result = validateFormValues({ fields: checked.map(asFormField) }, values, { now });
  if (!result.ok)
    return { ok: false, errors: result.errors.map(({ field, ...rest }) => ({ key: field, ...rest })) };
  const cleared = checked
    .map((field) => field.key)
    .filter((key) => Object.hasOwn(values, key) && !(key in result.values));
  return { ok: true, values: result.values, cleared };
}

/** The stored values after an update: the patch's over the old ones, cleared keys gone. */
export function mergeCustomValues(
  stored: CustomValues,
  checked: { values: CustomValues; cleared: string[] },
) {
  const merged: CustomValues = { ...stored, ...checked.values };
  for (const key of checked.cleared) delete merged[key];
  return merged;
}

/**
 * A value as people read it (lists, details, exports, timelines): an option's label, several joined
 * with "、" (", " in English); a value no option of `field` names any more is left out.
 */
export function customValueText(field: CustomField, value: unknown, language?: string): string {
  if (value === null || value === undefined) return '';
  if (!('options' in field)) return String(value);
  const chosen = Array.isArray(value) ? value : [value];
  const labels = chosen.flatMap((v) => field.options.find((option) => option.value === v)?.label ?? []);
  return labels.join(language?.startsWith('en') ? ', ' : '、');
}
