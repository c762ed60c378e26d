import { commentAttachmentSchema } from '../resources/resource.ts';
import { type DatePrecision, minutesBetween, type ParsedDate, parseFormDate } from './dates.ts';
import { compareDecimal, formatDecimal, parseDecimal } from './decimal.ts';
import type { FormField } from './form.ts';

/**
 * One value against its field's kind (docs/product/approval.md, "Forms"); `validateFormValues`
 * (values.ts) calls it for every field and table cell that holds something.
 */

/** Message keys of the value errors: the server gives each a zh-CN and an en text. */
export const APPROVAL_VALUE_ERRORS = [
  'approval.value.unknownField',
  'approval.value.required',
  'approval.value.notAllowed',
  'approval.value.invalid',
  'approval.value.tooLong',
  'approval.value.tooSmall',
  'approval.value.tooLarge',
  'approval.value.tooPrecise',
  'approval.value.invalidDate',
  'approval.value.dateOutOfRange',
  'approval.value.rangeReversed',
  'approval.value.notAnOption',
  'approval.value.tooMany',
  'approval.value.notAnImage',
] as const;
export type ApprovalValueErrorCode = (typeof APPROVAL_VALUE_ERRORS)[number];

export type Checked =
  | { value: unknown }
  | { code: ApprovalValueErrorCode; params?: Record<string, string | number> };

export const MONEY_MAX = '9999999999999.99';
/** Numbers stay below 10^13 either way, as conditions compare them (flow.ts). */
const NUMBER_LIMIT = 1e13;
/** A multiple staff or department picker holds at most this many. */
export const PICKER_MAX = 100;
/** Dates are accepted within this many years of today. */
const DATE_YEARS = 100;

const invalid = { code: 'approval.value.invalid' } as const;

function ids(raw: unknown, max: number): Checked {
  if (!Array.isArray(raw) || !raw.every((id) => Number.isSafeInteger(id) && id > 0)) return invalid;
  const unique = [...new Set(raw as number[])];
  return unique.length > max ? { code: 'approval.value.tooMany', params: { max } } : { value: unique };
}

const IMAGE_URL = /\.(?:png|jpe?g|gif|webp)$/;

/** Uploaded files as the upload answered them (`{ name, url }`), deduplicated by address. */
function files(raw: unknown, max: number, images: boolean): Checked {
  if (!Array.isArray(raw)) return invalid;
  const parsed = raw.map((item) => commentAttachmentSchema.safeParse(item));
  if (!parsed.every((result) => result.success)) return invalid;
  const list = parsed.map((result) => result.data!);
  if (images && !list.every((file) => IMAGE_URL.test(file.url))) return { code: 'approval.value.notAnImage' };
  const unique = list.filter((file, i) => list.findIndex((other) => other.url === file.url) === i);
  return unique.length > max ? { code: 'approval.value.tooMany', params: { max } } : { value: unique };
}

type DateRead =
  | { text: string; at: ParsedDate }
  | { code: ApprovalValueErrorCode; params?: Record<string, number> };

function readDate(raw: unknown, precision: DatePrecision, now: Date): DateRead {
  if (typeof raw !== 'string') return invalid;
  const text = raw.trim();
  const at = parseFormDate(text, precision);
  if (!at) return { code: 'approval.value.invalidDate' };
  if (Math.abs(Number(text.slice(0, 4)) - now.getUTCFullYear()) > DATE_YEARS)
    return { code: 'approval.value.dateOutOfRange', params: { years: DATE_YEARS } };
  return { text, at };
}

function dateRange(raw: unknown, precision: DatePrecision, now: Date): Checked {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return invalid;
  const { start, end, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return invalid;
  const from = readDate(start, precision, now);
  if ('code' in from) return from;
  const to = readDate(end, precision, now);
  if ('code' in to) return to;
  if (minutesBetween(from.at, to.at) < 0) return { code: 'approval.value.rangeReversed' };
  return { value: { start: from.text, end: to.text } };
}

function number(raw: unknown, field: Extract<FormField, { kind: 'number' }>): Checked {
  const parsed = parseDecimal(raw);
  if (typeof raw !== 'number' || !parsed) return invalid;
  if (parsed.scale > field.precision)
    return { code: 'approval.value.tooPrecise', params: { precision: field.precision } };
  const min = field.min ?? -NUMBER_LIMIT;
  const max = field.max ?? NUMBER_LIMIT;
  if (raw < min || raw <= -NUMBER_LIMIT) return { code: 'approval.value.tooSmall', params: { min } };
  if (raw > max || raw >= NUMBER_LIMIT) return { code: 'approval.value.tooLarge', params: { max } };
  return { value: raw };
}

function money(raw: unknown): Checked {
  const parsed = typeof raw === 'string' ? parseDecimal(raw) : null;
  if (!parsed) return invalid;
  if (parsed.scale > 2) return { code: 'approval.value.tooPrecise', params: { precision: 2 } };
  if (parsed.units < 0n) return { code: 'approval.value.tooSmall', params: { min: 0 } };
  const max = parseDecimal(MONEY_MAX);
  if (max && compareDecimal(parsed, max) > 0)
    return { code: 'approval.value.tooLarge', params: { max: MONEY_MAX } };
  return { value: formatDecimal(parsed, 2) };
}

/** A value that is not empty, of any kind but description and table (values.ts handles those). */
export function checkFieldValue(field: FormField, raw: unknown, now: Date): Checked {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      if (typeof raw !== 'string') return invalid;
      const text = raw.trim();
      // Characters as the database counts them (code points), not UTF-16 units.
      if ([...text].length > field.maxLength)
        return { code: 'approval.value.tooLong', params: { max: field.maxLength } };
      return { value: text };
    }
    case 'number':
      return number(raw, field);
    case 'money':
      return money(raw);
    case 'date': {
      const read = readDate(raw, field.precision, now);
      return 'code' in read ? read : { value: read.text };
    }
    case 'dateRange':
      return dateRange(raw, field.precision, now);
    case 'select':
    case 'multiSelect': {
      const list = field.kind === 'select' ? [raw] : raw;
      if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return invalid;
      const chosen = [...new Set(list.map((item: string) => item.trim()))];
      if (!chosen.every((item) => field.options.some((option) => option.value === item)))
        return { code: 'approval.value.notAnOption' };
      return { value: field.kind === 'select' ? chosen[0] : chosen };
    }
    case 'staff':
    case 'department':
      return ids(raw, field.multiple ? PICKER_MAX : 1);
    case 'attachment':
    case 'image':
      return files(raw, field.maxCount, field.kind === 'image');
    default:
      return invalid;
  }
}
