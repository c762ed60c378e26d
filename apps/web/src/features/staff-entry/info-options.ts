import type { TFunction } from 'i18next';

/** The archive's coded options (contracts `staff-hr/archive-info.ts`, 1-based codes), labelled per language. */
export type InfoOptionList =
  | 'sex'
  | 'hukouType'
  | 'politicalStatus'
  | 'maritalStatus'
  | 'level'
  | 'documentKind';

/** Select options of a coded list: value = code, label in the reader's language. */
export function optionsOf(t: TFunction, list: InfoOptionList) {
  const labels = t(`staff-entry:options.${list}`, { returnObjects: true }) as string[];
  return labels.map((label, i) => ({ value: i + 1, label }));
}

/** The label of a code, or null when there is none. */
export function labelOf(t: TFunction, list: InfoOptionList, code: number | null | undefined): string | null {
  if (!code) return null;
  return optionsOf(t, list).find((option) => option.value === code)?.label ?? null;
}
