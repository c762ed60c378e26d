import { type ArchiveInfo, idNumberFacts, idNumberProblem } from '@renli/contracts';

// Between the registration form's inputs and the ArchiveInfo the server takes (docs/product/staff.md,
// "Entry (入职)"): inputs hold '' when emptied and rows may be added and left blank.

type Values = Record<string, unknown>;
const LISTS = ['emergencyContacts', 'education', 'workHistory', 'documents'] as const;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A text emptied is no value (null), so the server's format checks never see ''. */
const cleanRow = (row: Values): Values =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, blank(value) ? null : value]));

/** The form's values as the info sent: emptied fields null, rows left wholly blank dropped. */
export function toArchiveInfo(values: Values): ArchiveInfo {
  const info: Values = cleanRow(
    Object.fromEntries(Object.entries(values).filter(([key]) => !LISTS.includes(key as never))),
  );
  for (const list of LISTS) {
    const rows = (values[list] as Values[] | undefined) ?? [];
    info[list] = rows
      .filter((row) => row && Object.values(row).some((value) => !blank(value) && typeof value !== 'boolean'))
      .map(cleanRow);
  }
  return info as ArchiveInfo;
}

/**
 * Birth date and sex a valid identity number states (the server takes them from it too), or null
 * while the number is incomplete or wrong; `today` is the China date.
 */
export function factsOfIdNumber(idNumber: unknown, today: string) {
  if (typeof idNumber !== 'string' || idNumberProblem(idNumber, today) !== null) return null;
  return idNumberFacts(idNumber);
}

/** A field the server named (`info.education.0.school`) as the form's path (['education', 0, 'school']). */
export const formPathOf = (field: string): (string | number)[] =>
  field
    .replace(/^info\./, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
