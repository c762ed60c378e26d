import {
  EmployeeType,
  EmploymentStatus,
  type EntryRecord,
  type FormValues,
  optionLabel,
  staffEntryResource,
} from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import type { Tx } from '../../db/client.ts';
import { hireStaff } from '../staff/hire.ts';
import { openEmployment } from '../staff-archives/employment.ts';
import { announceOnCommit } from './announce.ts';
import { staffEntryMessages as m } from './messages.ts';
import { probationEndOf } from './probation.ts';

/** An entry is confirmed on or after its entry date (China's), never before. */
export const confirmGuard = (_actor: CompanyActor, entry: EntryRecord) =>
  entry.entryDate <= chinaToday() ? true : m['staffEntry.notYet'];

/**
 * 确认入职, inside the transition's transaction (or the approval's, when it waited for one): the
 * staff login and record as 员工账号 makes them (staff/hire.ts), the archive with what the hire filled
 * in and the first job version (probation when there is one), and the entry's link closed. The
 * events follow once it committed (announce.ts). docs/product/staff.md, "Entry (入职)".
 */
export async function confirmEntry(tx: Tx, actor: CompanyActor, entry: EntryRecord) {
  const employeeType = entry.employeeType === EmployeeType.HRO ? EmployeeType.HRO : EmployeeType.HRM;
  const hired = await hireStaff(tx, actor.compId, {
    staffName: entry.staffName,
    mobile: entry.mobile,
    email: entry.email,
    deptId: entry.deptId,
    positionId: entry.positionId,
    rankId: entry.rankId,
    jobNo: entry.jobNo,
    entryDate: entry.entryDate,
    employeeType,
  });
  await openEmployment(tx, {
    compId: actor.compId,
    staffId: hired.staffId,
    entryDate: entry.entryDate,
    probationEnd: probationEndOf(entry.entryDate, entry.probationMonths),
    facts: {
      deptId: entry.deptId,
      positionId: entry.positionId,
      rankId: entry.rankId,
      employeeType,
      empStatus: entry.probationMonths > 0 ? EmploymentStatus.PROBATION : EmploymentStatus.OFFICIAL,
      workLocation: entry.workLocation,
      clientCompany: employeeType === EmployeeType.HRO ? entry.clientCompany : null,
      salaryGrade: entry.salaryGrade,
    },
    sourceId: entry.id,
    // The identity number's sex, when the hire gave one, else what HR entered.
    info: { ...entry.info, sex: entry.info.sex ?? (entry.gender as 1 | 2 | null) },
    today: chinaToday(),
  });
  await announceOnCommit(tx);
  return { staffId: hired.staffId, confirmedAt: new Date(), announced: false, linkTokenHash: null };
}

/**
 * The values of an entry approval, keyed by the fields of the `staffEntry` preset
 * (`staffEntryApprovalForm`); company data, so in Chinese like the templates.
 */
export function entryApprovalValues(entry: EntryRecord): FormValues {
  const fields = staffEntryResource.fields;
  return {
    staffName: entry.staffName,
    mobile: entry.mobile,
    entryDate: entry.entryDate,
    employeeType: optionLabel(fields.employeeType, entry.employeeType, 'zh-CN'),
    probation: optionLabel(fields.probationMonths, entry.probationMonths, 'zh-CN'),
    ...(entry.remarks ? { remarks: entry.remarks } : {}),
  };
}
