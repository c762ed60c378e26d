import { type IdNumberProblem, idNumberFacts, idNumberProblem } from '@renli/contracts';
import type { FieldProblem } from '../../core/resources/define.ts';
import { archiveMessages as m } from './archive-messages.ts';

/** The identity fields of an archive, as a change names them (absent: unchanged). */
export interface IdentityFields {
  idNumber?: string | null | undefined;
  birthDate?: string | null | undefined;
  sex?: 1 | 2 | null | undefined;
}

const ID_PROBLEMS: Record<IdNumberProblem, string> = {
  shape: m['staffArchive.idNumber.shape'],
  birthDate: m['staffArchive.idNumber.birthDate'],
  checkDigit: m['staffArchive.idNumber.checkDigit'],
};

/**
 * What a change of the identity fields writes, and what is wrong with it (docs/product/staff.md,
 * "Archives (员工档案) and my record"): an identity number must be valid (GB 11643-1999) and is kept
 * upper-case; a valid one sets the birth date and sex it states; a birth date or sex typed beside it
 * (or beside the number on record) must say the same; a birth date may not be after `today`.
 */
export function identityChange(
  change: IdentityFields,
  recordedIdNumber: string | null,
  today: string,
): { columns: IdentityFields; problems: FieldProblem[] } {
  const columns: IdentityFields = {};
  const problems: FieldProblem[] = [];
  const typedNumber = change.idNumber?.trim().toUpperCase() || null;
  if (change.idNumber !== undefined) {
    const problem = typedNumber && idNumberProblem(typedNumber, today);
    if (problem) return { columns, problems: [{ field: 'idNumber', key: ID_PROBLEMS[problem] }] };
    columns.idNumber = typedNumber;
  }
  if (change.birthDate !== undefined) columns.birthDate = change.birthDate;
  if (change.sex !== undefined) columns.sex = change.sex;
  if (change.birthDate && change.birthDate > today)
    problems.push({ field: 'birthDate', key: m['staffArchive.birthDate.future'] });
  const number = change.idNumber !== undefined ? typedNumber : recordedIdNumber;
  // A number on record from before these checks may be invalid: it then states nothing.
  if (!number || idNumberProblem(number, today)) return { columns, problems };
  const facts = idNumberFacts(number);
  if (change.birthDate && change.birthDate !== facts.birthDate)
    problems.push({ field: 'birthDate', key: m['staffArchive.birthDate.mismatch'] });
  if (change.sex && change.sex !== facts.sex)
    problems.push({ field: 'sex', key: m['staffArchive.sex.mismatch'] });
  if (change.idNumber !== undefined) Object.assign(columns, facts);
  return { columns, problems };
}
