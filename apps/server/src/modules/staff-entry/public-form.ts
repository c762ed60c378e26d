import {
  type ArchiveInfo,
  type EntryInfoForm,
  EntryInfoStatus,
  idNumberFacts,
  idNumberProblem,
} from '@renli/contracts';
import { eq, sql } from 'drizzle-orm';
import { chinaToday } from '../../core/china-time.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { FieldProblem } from '../../core/resources/define.ts';
import { invalid, problemMessages } from '../../core/resources/problems.ts';
import type { Database } from '../../db/client.ts';
import { companiesByIds } from '../company/service.ts';
import { createReminder } from '../notifications/service.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { entryOfToken } from './form-access.ts';
import { staffEntryMessages as m } from './messages.ts';
import { staffEntries } from './schema.ts';

// The public registration form (入职登记表, `#/staff-info?token=…`): the hire reads whose form it is,
// saves as often as they like and submits; HR's bell rings on submission (docs/product/staff.md,
// "Entry (入职)").

/** Where HR reads the filled-in form. */
const ENTRY_TAB_LINK = '#/staff/staffmanage/assi-in';

/** The form of a link: the company, the hire, the job and the info so far. */
export async function readInfoForm(db: Database, token: string): Promise<EntryInfoForm> {
  const entry = await entryOfToken(db, token);
  const [companies, departments, positions] = await Promise.all([
    companiesByIds(db, [entry.compId]),
    activeOrgRecordNames(db, 'department', [entry.deptId]),
    activeOrgRecordNames(db, 'position', [entry.positionId]),
  ]);
  return {
    compName: companies.get(entry.compId)?.compName ?? '',
    staffName: entry.staffName,
    entryDate: entry.entryDate,
    deptName: entry.deptId === null ? null : (departments.get(entry.deptId) ?? null),
    positionName: entry.positionId === null ? null : (positions.get(entry.positionId) ?? null),
    info: entry.info,
    infoStatus: entry.infoStatus,
    expiresAt: entry.linkExpiresAt!.toISOString(),
  };
}

const ID_NUMBER_KEYS = {
  shape: m['staffEntry.idNumber.shape'],
  birthDate: m['staffEntry.idNumber.birthDate'],
  checkDigit: m['staffEntry.idNumber.checkDigit'],
} as const;

/**
 * What is wrong with the form: a submitted one needs the identity number, and any identity number
 * must be a real one; documents must be files uploaded through this form.
 */
export function infoProblems(info: ArchiveInfo, uploads: readonly string[], submit: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (info.idNumber) {
    const problem = idNumberProblem(info.idNumber, chinaToday());
    if (problem) problems.push({ field: 'info.idNumber', key: ID_NUMBER_KEYS[problem] });
  } else if (submit) {
    problems.push({ field: 'info.idNumber', key: m['staffEntry.idNumber.required'] });
  }
  (info.documents ?? []).forEach((document, i) => {
    if (!uploads.includes(document.url))
      problems.push({ field: `info.documents.${i}.url`, key: m['staffEntry.document.notUploaded'] });
  });
  return problems;
}

/** A valid identity number states the birth date and sex: they are taken from it. */
const withIdFacts = (info: ArchiveInfo): ArchiveInfo =>
  info.idNumber
    ? { ...info, idNumber: info.idNumber.trim().toUpperCase(), ...idNumberFacts(info.idNumber) }
    : info;

/**
 * Saves the form (`submit` false: a draft) or submits it: status 已填写 and a bell reminder to the
 * login that created the entry, in its company. Answers the form's status.
 */
export async function saveInfoForm(
  db: Database,
  input: { token: string; info: ArchiveInfo; submit: boolean; locale: Locale },
) {
  return db.transaction(async (tx) => {
    const entry = await entryOfToken(tx, input.token, true);
    const problems = infoProblems(input.info, entry.uploads, input.submit);
    if (problems.length > 0) throw invalid(problemMessages(input.locale, problems));
    const infoStatus = input.submit ? EntryInfoStatus.FILLED : entry.infoStatus;
    await tx
      .update(staffEntries)
      .set({
        info: withIdFacts(input.info),
        infoStatus,
        ...(input.submit ? { infoSubmittedAt: new Date() } : {}),
        // An HR edit form opened before this is stale now (409), not silently overwriting.
        version: sql`${staffEntries.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(staffEntries.id, entry.id));
    if (input.submit) {
      await createReminder(tx, {
        userId: entry.createdBy,
        compId: entry.compId,
        type: 'staff',
        titleKey: m['staffEntry.remind.filled.title'],
        contentKey: m['staffEntry.remind.filled.content'],
        params: { staffName: entry.staffName, entryDate: entry.entryDate },
        link: ENTRY_TAB_LINK,
      });
    }
    return { infoStatus: infoStatus as 1 | 2 };
  });
}
