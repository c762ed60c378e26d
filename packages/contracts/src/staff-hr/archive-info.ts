import { z } from 'zod';

/**
 * The personal part of a staff archive (员工档案): what the new hire fills in on `/staff-info` and HR
 * keeps in the archive (docs/product/staff.md, "Archives"). Option values are stable codes; labels
 * live beside them for lists, exports and imports.
 */

export const ARCHIVE_ROWS_MAX = 10;
export const ARCHIVE_DOCUMENTS_MAX = 20;
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const day = z.iso.date();
const code = (max: number) => z.number().int().min(1).max(max).nullable().optional();

export const HUKOU_TYPES = ['城镇户口', '农业户口', '居民户口'] as const;
export const POLITICAL_STATUSES = [
  '群众',
  '共青团员',
  '中共党员',
  '中共预备党员',
  '民主党派',
  '无党派人士',
] as const;
export const MARITAL_STATUSES = ['未婚', '已婚', '离异', '丧偶'] as const;
/** Ordered from lowest: the highest education is the largest code among the rows. */
export const EDUCATION_LEVELS = ['初中及以下', '高中/中专', '大专', '本科', '硕士', '博士'] as const;
export const DOCUMENT_KINDS = [
  '身份证人像面',
  '身份证国徽面',
  '学历证书',
  '学位证书',
  '离职证明',
  '体检报告',
  '银行卡',
  '证件照',
  '其他',
] as const;

export const emergencyContactSchema = z.object({
  name: text(30).min(1),
  relation: text(20).min(1),
  phone: text(20).min(1),
});

export const educationRowSchema = z.object({
  school: text(60).min(1),
  major: optionalText(60),
  /** Code in EDUCATION_LEVELS (1-based). */
  level: z.number().int().min(1).max(EDUCATION_LEVELS.length),
  from: day.nullable().optional(),
  to: day.nullable().optional(),
  fullTime: z.boolean().optional(),
});

export const workRowSchema = z.object({
  company: text(60).min(1),
  position: optionalText(40),
  from: day.nullable().optional(),
  to: day.nullable().optional(),
  leaveReason: optionalText(100),
});

export const archiveDocumentSchema = z.object({
  /** Code in DOCUMENT_KINDS (1-based). */
  kind: z.number().int().min(1).max(DOCUMENT_KINDS.length),
  name: text(100).min(1),
  /** An address an upload answered (`/files/<sha256>.<ext>`). */
  url: z.string().regex(/^\/files\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/),
});

/** Every personal field; all optional so a half-filled form can be saved and completed later. */
export const archiveInfoSchema = z.object({
  idNumber: optionalText(18),
  /** 1 male, 2 female; derived from the identity number when there is one. */
  sex: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
  birthDate: day.nullable().optional(),
  nationality: optionalText(30),
  ethnicity: optionalText(20),
  hukouType: code(HUKOU_TYPES.length),
  hukouAddress: optionalText(100),
  politicalStatus: code(POLITICAL_STATUSES.length),
  maritalStatus: code(MARITAL_STATUSES.length),
  personalEmail: z.email().max(100).nullable().optional(),
  currentAddress: optionalText(100),
  emergencyContacts: z.array(emergencyContactSchema).max(ARCHIVE_ROWS_MAX).optional(),
  education: z.array(educationRowSchema).max(ARCHIVE_ROWS_MAX).optional(),
  workHistory: z.array(workRowSchema).max(ARCHIVE_ROWS_MAX).optional(),
  bankName: optionalText(50),
  bankAccount: z
    .string()
    .trim()
    .regex(/^\d{12,30}$/, 'staffHr.bankAccount.format')
    .nullable()
    .optional(),
  socialSecurityNo: optionalText(30),
  housingFundNo: optionalText(30),
  documents: z.array(archiveDocumentSchema).max(ARCHIVE_DOCUMENTS_MAX).optional(),
});
export type ArchiveInfo = z.infer<typeof archiveInfoSchema>;

/** The fields an employee may not change on their own: their requests go to HR (docs/product/staff.md, "My record"). */
export const HR_REVIEWED_INFO_FIELDS = ['idNumber', 'sex', 'birthDate', 'bankName', 'bankAccount'] as const;

/** The highest education among the rows, as a code of EDUCATION_LEVELS, or null without rows. */
export const highestEducation = (rows: readonly { level: number }[] | undefined) =>
  rows && rows.length > 0 ? Math.max(...rows.map((r) => r.level)) : null;
