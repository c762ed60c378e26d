import {
  EmploymentStatus,
  type JobFacts,
  type StaffChangeCreate,
  StaffChangeKind,
  StaffChangeStage,
  stageOf,
} from '@renli/contracts';
import { nextDay } from '../staff-archives/employment.ts';

// The rules of a change that need no database (docs/product/staff.md, "转正, 调动 and 离职").

/** The version's first day: the effective date, or the day after 离职's last working day. */
export const effectiveFromOf = (kind: number, effectiveDate: string) =>
  kind === StaffChangeKind.DIMISSION ? nextDay(effectiveDate) : effectiveDate;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The facts a change sets. 转正: official, and the new salary grade if given; 离职: left; 调动: the
 * new facts HR filled in (a blank keeps the current one), only those that differ from `current`.
 */
export function requestedChanges(input: StaffChangeCreate, current: JobFacts): Partial<JobFacts> {
  if (input.kind === StaffChangeKind.DIMISSION) return { empStatus: EmploymentStatus.LEFT };
  if (input.kind === StaffChangeKind.REGULARIZE) {
    return {
      empStatus: EmploymentStatus.OFFICIAL,
      ...(blank(input.newSalaryGrade) ? {} : { salaryGrade: input.newSalaryGrade! }),
    };
  }
  const asked: Partial<JobFacts> = {
    deptId: input.newDeptId,
    positionId: input.newPositionId,
    rankId: input.newRankId,
    employeeType: input.newEmployeeType ?? undefined,
    workLocation: input.newWorkLocation,
    clientCompany: input.newClientCompany,
    salaryGrade: input.newSalaryGrade,
  };
  return Object.fromEntries(
    Object.entries(asked).filter(([key, value]) => !blank(value) && value !== current[key as keyof JobFacts]),
  ) as Partial<JobFacts>;
}

/** Open: asked for and not cancelled, and not yet in effect. One per kind and employment at a time. */
export const isOpen = (status: number, effectiveFrom: string, today: string) => {
  const stage = stageOf(status, effectiveFrom, today);
  return stage === StaffChangeStage.PENDING || stage === StaffChangeStage.SCHEDULED;
};
