import type { FieldOption, Label } from '../resources/fields.ts';
import {
  DOCUMENT_KINDS,
  EDUCATION_LEVELS,
  HUKOU_TYPES,
  MARITAL_STATUSES,
  POLITICAL_STATUSES,
} from './archive-info.ts';
import { EMPLOYMENT_STATUS_LABELS, EmploymentStatus } from './employment.ts';

/**
 * The archive's option lists labelled in both languages (docs/product/staff.md, "Archives"): lists,
 * exports, imports and the archive's sections show the label of the stored code (1-based).
 */
const coded = (zh: readonly string[], en: readonly string[]): FieldOption[] =>
  zh.map((label, index) => ({ value: index + 1, label: { 'zh-CN': label, en: en[index]! } }));

export const SEX_OPTIONS: FieldOption[] = coded(['男', '女'], ['Male', 'Female']);
export const HUKOU_TYPE_OPTIONS = coded(HUKOU_TYPES, ['Urban', 'Rural', 'Resident']);
export const POLITICAL_STATUS_OPTIONS = coded(POLITICAL_STATUSES, [
  'Citizen',
  'Communist Youth League member',
  'CPC member',
  'CPC probationary member',
  'Democratic party member',
  'No party affiliation',
]);
export const MARITAL_STATUS_OPTIONS = coded(MARITAL_STATUSES, ['Single', 'Married', 'Divorced', 'Widowed']);
export const EDUCATION_LEVEL_OPTIONS = coded(EDUCATION_LEVELS, [
  'Junior high or below',
  'High school / vocational',
  'Associate degree',
  "Bachelor's",
  "Master's",
  'Doctorate',
]);
export const DOCUMENT_KIND_OPTIONS = coded(DOCUMENT_KINDS, [
  'ID card (photo side)',
  'ID card (emblem side)',
  'Education certificate',
  'Degree certificate',
  'Separation certificate',
  'Medical report',
  'Bank card',
  'ID photo',
  'Other',
]);

const STATUS_COLORS = {
  [EmploymentStatus.PROBATION]: 'gold',
  [EmploymentStatus.OFFICIAL]: 'green',
  [EmploymentStatus.LEFT]: 'default',
} as const;

export const EMPLOYMENT_STATUS_OPTIONS: FieldOption[] = Object.values(EmploymentStatus).map((value) => ({
  value,
  label: EMPLOYMENT_STATUS_LABELS[value],
  color: STATUS_COLORS[value],
}));

/** The list's status filter: 在职 is probation and official together. */
export const ARCHIVE_STATES = ['employed', 'probation', 'official', 'left'] as const;
export type ArchiveState = (typeof ARCHIVE_STATES)[number];
const STATE_LABELS: Record<ArchiveState, Label> = {
  employed: { 'zh-CN': '在职', en: 'Employed' },
  probation: EMPLOYMENT_STATUS_LABELS[EmploymentStatus.PROBATION],
  official: EMPLOYMENT_STATUS_LABELS[EmploymentStatus.OFFICIAL],
  left: EMPLOYMENT_STATUS_LABELS[EmploymentStatus.LEFT],
};
export const ARCHIVE_STATE_OPTIONS: FieldOption[] = ARCHIVE_STATES.map((value) => ({
  value,
  label: STATE_LABELS[value],
}));

/** The employment statuses a state filter stands for. */
export const STATUSES_OF_STATE: Record<ArchiveState, readonly EmploymentStatus[]> = {
  employed: [EmploymentStatus.PROBATION, EmploymentStatus.OFFICIAL],
  probation: [EmploymentStatus.PROBATION],
  official: [EmploymentStatus.OFFICIAL],
  left: [EmploymentStatus.LEFT],
};
