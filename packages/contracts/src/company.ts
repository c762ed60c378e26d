import { z } from 'zod';
import { compNameSchema } from './auth.ts';
import { defineEndpoints } from './endpoint.ts';

/** companies.attest_status and an application's applyStatus share these values. */
export const AttestStatus = { NONE: 0, PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export type AttestStatus = (typeof AttestStatus)[keyof typeof AttestStatus];

/** A trial application (public /try) is pending until a platform admin marks it handled. */
export const TrialStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015: 18 characters of a 31-letter alphabet, the last a mod-31 check character. */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce((acc, w, i) => acc + CREDIT_CODE_CHARS.indexOf(code[i]!) * w, 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] === code[17];
}

/** Mainland mobile numbers, as the sign-up form accepts them. */
const mobile = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'company.mobileFormat');
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
/** Stored uploads (`/files/<sha256>.<ext>`) only: a link elsewhere could change after review. */
export const storedFileUrl = z.string().regex(/^\/files\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/, 'company.fileUrl');

export const companyProfileSchema = z.object({
  compId: z.number().int(),
  compName: z.string(),
  shortName: z.string().nullable(),
  industry: z.string().nullable(),
  scale: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  intro: z.string().nullable(),
  /** Set by the platform admin only. */
  compLabel: z.string().nullable(),
  sysType: z.number().int(),
  attestStatus: z.number().int(),
  version: z.number().int(),
  /** Whether the caller may edit (company account or staff admin). */
  editable: z.boolean(),
  /** Whether the caller may apply for verification (the company account only). */
  mayApply: z.boolean(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const updateCompanyProfileSchema = z.object({
  version: z.number().int().positive(),
  // The registration's rule: a name a company registered with can always be saved again.
  compName: compNameSchema.optional(),
  shortName: optionalText(20),
  industry: optionalText(50),
  scale: optionalText(20),
  province: optionalText(30),
  city: optionalText(30),
  address: optionalText(200),
  contactName: optionalText(30),
  contactPhone: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{5,20}$/, 'company.phoneFormat')
    .nullable()
    .optional(),
  email: z.email('company.emailFormat').max(100).nullable().optional(),
  website: z
    .url({ protocol: /^https?$/, error: 'company.websiteFormat' })
    .max(200)
    .nullable()
    .optional(),
  logoUrl: storedFileUrl.nullable().optional(),
  intro: optionalText(2000),
});
export type UpdateCompanyProfile = z.infer<typeof updateCompanyProfileSchema>;

export const attestationSaveSchema = z.object({
  creditCode: z.string().trim().toUpperCase().refine(isCreditCode, { message: 'company.creditCodeFormat' }),
  legalPerson: z.string().trim().min(1).max(30),
  licenseUrl: storedFileUrl,
  contactName: z.string().trim().min(1).max(30),
  contactPhone: mobile,
});
export type AttestationSave = z.infer<typeof attestationSaveSchema>;

const applyStatus = z.coerce.number().int().min(0).max(3);
const pageNum = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(10);

export const attestationListQuerySchema = z.object({
  pageNum,
  pageSize,
  applyStatus: applyStatus.optional(),
  /** Platform admin only; a company always sees its own applications. */
  compName: z.string().trim().max(60).optional(),
});
export type AttestationListQuery = z.input<typeof attestationListQuerySchema>;

export const attestationRowSchema = z.object({
  id: z.number().int(),
  compId: z.number().int(),
  compName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  licenseUrl: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  applyStatus: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AttestationRow = z.infer<typeof attestationRowSchema>;

/** Shared by attestation and trial reviews: approve (2) or reject (3, with a reason). */
export const reviewSchema = z
  .object({
    id: z.number().int().positive(),
    applyStatus: z.union([z.literal(AttestStatus.APPROVED), z.literal(AttestStatus.REJECTED)]),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((r) => r.applyStatus !== AttestStatus.REJECTED || Boolean(r.reason), {
    path: ['reason'],
    message: 'company.reasonRequired',
  });
export type Review = z.infer<typeof reviewSchema>;

export const trialApplySchema = z.object({
  compName: compNameSchema,
  contactName: z.string().trim().min(1).max(30),
  mobile,
  email: z.email('company.emailFormat').max(100).optional(),
  note: z.string().trim().max(500).optional(),
});
export type TrialApply = z.infer<typeof trialApplySchema>;

export const trialRowSchema = z.object({
  id: z.number().int(),
  compName: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  note: z.string().nullable(),
  applyStatus: z.number().int(),
  reason: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TrialRow = z.infer<typeof trialRowSchema>;

/** `{ list, total, pageNum, pageSize }` of the house list convention. */
export const pageSchemaOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

/** Company profile and verification, and the platform admin's review of verifications and trials. */
export const companyEndpoints = defineEndpoints('company', {
  selectMyCompany: {
    method: 'GET',
    path: '/companyCtl/selectMyCompany',
    access: 'user',
    summary: "The session's company profile",
    data: companyProfileSchema,
  },
  updateMyCompany: {
    method: 'POST',
    path: '/companyCtl/updateMyCompany',
    access: 'user',
    summary: 'Edit the company profile (company account or staff admin; stale version: 409)',
    body: updateCompanyProfileSchema,
    data: companyProfileSchema,
  },
  saveAttestation: {
    method: 'POST',
    path: '/attestation/save',
    access: 'user',
    summary: 'Apply for verification (company account; one pending application at a time)',
    body: attestationSaveSchema,
    data: attestationRowSchema,
  },
  // One path for both sessions: a platform admin sees every application, a company its own.
  attestationList: {
    method: 'POST',
    path: '/attestation/selectList',
    access: 'public',
    summary: 'Verification applications: all for a platform admin, its own for a company (session required)',
    body: attestationListQuerySchema,
    data: pageSchemaOf(attestationRowSchema),
  },
  reviewAttestation: {
    method: 'POST',
    path: '/attestation/updateApplyStatus',
    access: 'admin',
    summary: 'Approve (2) or reject (3, reason required) a pending application (platform admin)',
    body: reviewSchema,
    data: attestationRowSchema,
  },
  applyForTrial: {
    method: 'POST',
    path: '/anon/trial/apply',
    access: 'public',
    summary: 'Public: apply for a trial (/try); rate-limited per address',
    body: trialApplySchema,
    data: z.object({ id: z.number().int() }),
  },
  reviewTrial: {
    method: 'POST',
    path: '/admin/trial/updateApplyStatus',
    access: 'admin',
    summary: 'Mark a trial application handled: approved (2) or rejected (3, reason required)',
    body: reviewSchema,
    data: z.null(),
  },
});
