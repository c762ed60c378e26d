import { type ApprovalValueErrorCode, checkFieldValue } from './field-values.ts';
import type { ApprovalForm, FormField, FormValues } from './form.ts';

/**
 * An instance's values against its template version's form (docs/product/approval.md, "Forms"):
 * unknown keys refused, required fields present, every value of its kind and within its bounds.
 * Pure; the server also checks that pickers and files belong to the company and the initiator.
 */

export interface ApprovalValueError {
  /** The field key; a table cell as `items[2].amount` (rows from 0); a whole table row as `items[2]`. */
  field: string;
  code: ApprovalValueErrorCode;
  params?: Record<string, string | number>;
}

export type ValidatedValues = { ok: true; values: FormValues } | { ok: false; errors: ApprovalValueError[] };

/** Nothing entered: absent, null, blank text, an empty list, or a date range with neither bound. */
function isEmpty(value: unknown, kind: FormField['kind']): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (kind === 'dateRange' && isRecord(value)) {
    const { start, end, ...rest } = value;
    return Object.keys(rest).length === 0 && isEmpty(start, kind) && isEmpty(end, kind);
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates `values` against `fields`, naming errors under `path`; returns the normalised values. */
function check(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  path: (key: string) => string,
  now: Date,
  errors: ApprovalValueError[],
): FormValues {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const key of Object.keys(values))
    if (!byKey.has(key)) errors.push({ field: path(key), code: 'approval.value.unknownField' });
  const out: FormValues = {};
  for (const field of fields) {
    const raw = Object.hasOwn(values, field.key) ? values[field.key] : undefined;
    if (field.kind === 'description') {
      if (raw !== undefined && raw !== null)
        errors.push({ field: path(field.key), code: 'approval.value.notAllowed' });
      continue;
    }
    if (isEmpty(raw, field.kind)) {
      if (field.required) errors.push({ field: path(field.key), code: 'approval.value.required' });
      continue;
    }
    if (field.kind === 'table') {
      out[field.key] = table(field, raw, path(field.key), now, errors);
      continue;
    }
    const checked = checkFieldValue(field, raw, now);
    if ('value' in checked) out[field.key] = checked.value;
    else errors.push({ field: path(field.key), ...checked });
  }
  return out;
}

function table(
  field: Extract<FormField, { kind: 'table' }>,
  raw: unknown,
  name: string,
  now: Date,
  errors: ApprovalValueError[],
): FormValues[] {
  if (!Array.isArray(raw)) {
    errors.push({ field: name, code: 'approval.value.invalid' });
    return [];
  }
  if (raw.length > field.maxRows) {
    errors.push({ field: name, code: 'approval.value.tooMany', params: { max: field.maxRows } });
    return [];
  }
  return raw.map((row, index) => {
    if (isRecord(row)) return check(field.columns, row, (key) => `${name}[${index}].${key}`, now, errors);
    errors.push({ field: `${name}[${index}]`, code: 'approval.value.invalid' });
    return {};
  });
}

/**
 * `values` checked against `form`: the normalised values (texts trimmed, money to two decimals
 * "6000.50", lists without repeats, empty fields left out), or every error found. `now` (default:
 * the clock) bounds dates to a hundred years either way.
 */
export function validateFormValues(
  form: ApprovalForm,
  values: FormValues,
  options?: { now?: Date },
): ValidatedValues {
  const errors: ApprovalValueError[] = [];
  const now = options?.now ?? new Date();
  if (!isRecord(values)) return { ok: false, errors: [{ field: '', code: 'approval.value.invalid' }] };
  const checked = check(form.fields, values, (key) => key, now, errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values: checked };
}
