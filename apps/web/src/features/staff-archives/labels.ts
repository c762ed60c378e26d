import { type FieldOption, labelIn, type ResourceFields, staffArchiveResource } from '@renli/contracts';
import type { TFunction } from 'i18next';

// The archive's labels and option texts come from its contract (both languages), as the list's do;
// screen-only words are in this feature's locales.

const fields: ResourceFields = staffArchiveResource.fields;

/** A field's label in the UI language. */
export const archiveLabel = (name: string, language: string) => labelIn(fields[name]!.label, language);

/** The options of a field, for a select. */
export const selectOptions = (options: readonly FieldOption[], language: string) =>
  options.map((o) => ({ value: o.value as number, label: labelIn(o.label, language) }));

/** The label of a stored code, or '—'. */
export function optionText(options: readonly FieldOption[], value: unknown, language: string): string {
  const option = options.find((o) => o.value === value);
  return option ? labelIn(option.label, language) : '—';
}

/** Months of service as people say it: 3年2个月, 5个月. */
export function tenureText(t: TFunction, months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return years > 0
    ? t('staff-archives:tenure.years', { years, months: rest })
    : t('staff-archives:tenure.months', { months: rest });
}

/** Empty values as '—'. */
export const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
