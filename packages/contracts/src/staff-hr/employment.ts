import { z } from 'zod';
import { EmployeeType } from '../user-types.ts';

/**
 * An employment's job facts and their effective-dated history (docs/product/staff.md, "Employment
 * and its history"). Each change is a version valid from a China date until the next one begins.
 */

/** Where an employment stands: on probation, official (转正 done or none needed), or ended. */
export const EmploymentStatus = { PROBATION: 1, OFFICIAL: 2, LEFT: 3 } as const;
export type EmploymentStatus = (typeof EmploymentStatus)[keyof typeof EmploymentStatus];

/** What made a version: joining, 转正, 调动, 离职, or an HR correction of the current facts. */
export const JOB_CHANGE_KINDS = ['entry', 'regularize', 'transfer', 'dimission', 'correction'] as const;
export type JobChangeKind = (typeof JOB_CHANGE_KINDS)[number];

/** The longest probation the Labour Contract Law allows (art. 19: six months). */
export const PROBATION_MONTHS_MAX = 6;
export const WORK_LOCATION_MAX = 50;
export const CLIENT_COMPANY_MAX = 100;
export const SALARY_GRADE_MAX = 30;

const refId = z.number().int().positive().nullable();

/** The facts a version holds; a change names only those it changes. */
export const jobFactsSchema = z.object({
  deptId: refId,
  positionId: refId,
  rankId: refId,
  employeeType: z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]),
  empStatus: z.union([
    z.literal(EmploymentStatus.PROBATION),
    z.literal(EmploymentStatus.OFFICIAL),
    z.literal(EmploymentStatus.LEFT),
  ]),
  workLocation: z.string().trim().max(WORK_LOCATION_MAX).nullable(),
  /** For outsourced (HRO) staff: the client company they are placed with. */
  clientCompany: z.string().trim().max(CLIENT_COMPANY_MAX).nullable(),
  salaryGrade: z.string().trim().max(SALARY_GRADE_MAX).nullable(),
});
export type JobFacts = z.infer<typeof jobFactsSchema>;

/** One version as lists and the archive's history show it (names of references filled in). */
export const jobVersionSchema = jobFactsSchema.extend({
  id: z.number().int(),
  staffId: z.number().int(),
  kind: z.enum(JOB_CHANGE_KINDS),
  /** First day the facts hold (China date). */
  effectiveFrom: z.iso.date(),
  /** First day they no longer hold; null while they are the latest. */
  effectiveTo: z.iso.date().nullable(),
  /** Whether the day has come and the facts were applied to the staff record. */
  applied: z.boolean(),
  deptName: z.string().nullable(),
  positionName: z.string().nullable(),
  rankName: z.string().nullable(),
  createdAt: z.string(),
});
export type JobVersion = z.infer<typeof jobVersionSchema>;

export const EMPLOYMENT_STATUS_LABELS = {
  [EmploymentStatus.PROBATION]: { 'zh-CN': '试用', en: 'Probation' },
  [EmploymentStatus.OFFICIAL]: { 'zh-CN': '正式', en: 'Official' },
  [EmploymentStatus.LEFT]: { 'zh-CN': '离职', en: 'Left' },
} as const;

export const JOB_CHANGE_KIND_LABELS = {
  entry: { 'zh-CN': '入职', en: 'Entry' },
  regularize: { 'zh-CN': '转正', en: 'Confirmation' },
  transfer: { 'zh-CN': '调动', en: 'Transfer' },
  dimission: { 'zh-CN': '离职', en: 'Dimission' },
  correction: { 'zh-CN': '信息更正', en: 'Correction' },
} as const;
