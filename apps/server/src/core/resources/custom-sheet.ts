import {
  type CustomField,
  type CustomValues,
  customFieldName,
  customValueText,
  MULTI_SEPARATORS,
} from '@renli/contracts';
import { type Locale, translate } from '../i18n/index.ts';
import { customMessages as cm } from './custom-messages.ts';
import { resourceMessages as m } from './messages.ts';
import type { TableColumn } from './sheet.ts';

/**
 * A company's custom fields in spreadsheets (docs/modules.md, "Custom fields"): one column each after
 * the declared ones, headed by its label (company data, the same in every language).
 */

/** A column of the import template: its header and example, its drop-down, and what the guide says. */
export interface TemplateColumn {
  key: string;
  header: string;
  example: string | number | null;
  /** The values a drop-down offers (single choices only: a cell holds one pick). */
  choices?: string[];
  required: boolean;
  rule: string;
}

export const customExportColumns = (fields: readonly CustomField[]): TableColumn[] =>
  fields.map((field) => ({
    key: customFieldName(field.key),
    header: field.label,
    width: field.kind === 'textarea' ? 40 : 16,
  }));

/** A row's custom cells: numbers as numbers, dates as YYYY-MM-DD, options by label. */
export function customExportCells(
  fields: readonly CustomField[],
  row: Record<string, unknown>,
  locale: Locale,
) {
  const values = (row.custom ?? {}) as CustomValues;
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.key];
      const cell =
        field.kind === 'number' && typeof value === 'number' ? value : customValueText(field, value, locale);
      return [customFieldName(field.key), cell === '' ? null : cell];
    }),
  );
}

const joined = (labels: string[], locale: Locale) => labels.join(locale === 'en' ? ', ' : '、');

function ruleOf(field: CustomField, locale: Locale): string {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return translate(locale, m['resource.template.maxLength'], { max: field.maxLength });
    case 'number':
      return field.precision === 0
        ? translate(locale, cm['resource.custom.template.integer'])
        : translate(locale, cm['resource.custom.template.number'], { precision: field.precision });
    case 'date':
      return translate(locale, m['resource.template.date']);
    case 'select':
      return translate(locale, m['resource.template.allowed'], {
        allowed: joined(
          field.options.map((o) => o.label),
          locale,
        ),
      });
    default:
      return translate(locale, cm['resource.custom.template.multi'], {
        allowed: joined(
          field.options.map((o) => o.label),
          locale,
        ),
      });
  }
}

export const customTemplateColumns = (fields: readonly CustomField[], locale: Locale): TemplateColumn[] =>
  fields.map((field) => {
    const labels = 'options' in field ? field.options.map((o) => o.label) : undefined;
    return {
      key: customFieldName(field.key),
      header: field.label,
      example: labels?.[0] ?? null,
      ...(field.kind === 'select' ? { choices: labels } : {}),
      required: field.required,
      rule: ruleOf(field, locale),
    };
  });

const normal = (text: string) => text.trim().toLowerCase();

/** A date typed with slashes or dots (2026/1/31) as the YYYY-MM-DD the checks read. */
function dateText(text: string): string {
  const match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text);
  return match ? `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}` : text;
}

/**
 * A cell of a custom column as the value checks expect it: options found by label (or value), several
 * split at "、", commas or semicolons; a number typed as text still counts. `notAnOption` is the
 * part that names no option; anything else wrong goes to the value checks to be reported.
 */
export function readCustomCell(
  field: CustomField,
  raw: string | number,
): { value: unknown } | { notAnOption: string } {
  const text = String(raw).trim();
  if ('options' in field) {
    const parts =
      field.kind === 'select'
        ? [text]
        : text
            .split(MULTI_SEPARATORS)
            .map((p) => p.trim())
            .filter(Boolean);
    const values: string[] = [];
    for (const part of parts) {
      const option = field.options.find((o) => normal(o.label) === normal(part) || o.value === part);
      if (!option) return { notAnOption: part };
      values.push(option.value);
    }
    return { value: field.kind === 'select' ? values[0] : values };
  }
  if (field.kind === 'number')
    return { value: typeof raw === 'number' ? raw : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text };
  if (field.kind === 'date') return { value: dateText(text) };
  return { value: text };
}
