import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { columnAccessSchema, columnKeySchema } from './permissions.ts';
import { securityLevelSchema } from './settings.ts';
import { loginCodeSchema, UserType } from './user.ts';

/**
 * Passwords arrive already MD5-hashed by the web client (spec section 5), but API clients may send
 * any string; the server only bounds its length.
 */
export const passwordSchema = z.string().min(LIMITS.passwordMinLength, 'password.tooShort').max(128);

/** verifyType: what a code is for. 1 registers an account; 2 (the default) resets a password or confirms. */
export const VerifyType = { REGISTER: 1, GENERAL: 2 } as const;
export const verifyCodeQuerySchema = z.object({
  userLoginCode: loginCodeSchema,
  verifyType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(2),
});
export type VerifyCodeQuery = z.infer<typeof verifyCodeQuerySchema>;

export const verifyCodeValueSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'verifyCode.format');

export const compNameSchema = z.string().trim().min(2, 'compName.length').max(60, 'compName.length');

export const registerBodySchema = z
  .object({
    userType: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(UserType.PERSON), z.literal(UserType.COMPANY)])),
    userLoginCode: loginCodeSchema,
    password: passwordSchema,
    verifyCode: verifyCodeValueSchema,
    userName: z.string().trim().min(1).max(30).optional(),
    compName: compNameSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.userType === UserType.COMPANY && !body.compName) {
      ctx.addIssue({ code: 'custom', path: ['compName'], message: 'compName.required' });
    }
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const checkCompNameQuerySchema = z.object({ compName: compNameSchema });
export const checkCompNameResultSchema = z.object({ available: z.boolean() });

export const loginBodySchema = z.object({
  userLoginCode: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenResultSchema = z.object({ access_token: z.string() });
export type TokenResult = z.infer<typeof tokenResultSchema>;

export const resetPasswordBodySchema = z.object({
  userLoginCode: loginCodeSchema,
  verifyCode: verifyCodeValueSchema,
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const updatePasswordBodySchema = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
  /** Computed by the client from the typed password (settings.ts); kept on the login. */
  securityLevel: securityLevelSchema.optional(),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** The Session of spec section 3. */
export const sessionSchema = z.object({
  access_token: z.string(),
  userId: z.number().int(),
  compId: z.number().int().nullable(),
  compName: z.string().nullable(),
  userName: z.string(),
  userFace: z.string().nullable(),
  sex: z.number().int().nullable(),
  userSign: z.number().int(),
  systemSign: z.number().int(),
  staffType: z.number().int().nullable(),
  module: z.number().int().nullable(),
  compAdmin: z.union([z.literal(0), z.literal(1)]),
  staffAdmin: z.union([z.literal(0), z.literal(1)]),
  userStaffAdmin: z.string(),
  systemId: z.number().int(),
  /** The login still has a password someone else set (a staff default or a reset): change it first. */
  mustChangePassword: z.boolean().default(false),
  user: z.object({
    sysType: z.number().int(),
    userId: z.number().int(),
    userLoginCode: z.string(),
    userName: z.string(),
    userType: z.number().int(),
    vipId: z.number().int().nullable(),
  }),
});
export type Session = z.infer<typeof sessionSchema>;

export const authSummarySchema = z.object({
  userType: z.number().int(),
  compAdmin: z.union([z.literal(0), z.literal(1)]),
  staffAdmin: z.union([z.literal(0), z.literal(1)]),
  scopes: z.array(z.enum(['hrm', 'hro'])),
  isPlatformAdmin: z.boolean(),
  /** Effective access per opened column (permissions.ts); empty without a company. */
  columns: columnAccessSchema,
  /** Columns the company has closed: the shell says 'not opened' rather than 'no permission'. */
  closedColumns: z.array(columnKeySchema),
});
export type AuthSummary = z.infer<typeof authSummarySchema>;

/** One identity a person may act as: personal, the company they own, or staff of a company. */
export const identitySchema = z.object({
  identityKey: z.string(),
  userType: z.number().int(),
  compId: z.number().int().nullable(),
  compName: z.string().nullable(),
  displayName: z.string(),
  current: z.boolean(),
});
export type Identity = z.infer<typeof identitySchema>;

export const changeUserQuerySchema = z.object({ identityKey: z.string().min(1).max(40) });

export const userSigSchema = z.object({
  SDKAppID: z.number().int(),
  userID: z.string(),
  userSig: z.string(),
  /** `CHAT_OFFICIAL_MODE`: single chats only between two-way friends, so the UI offers 'send message' to friends only. */
  officialMode: z.boolean(),
});
export type UserSig = z.infer<typeof userSigSchema>;

export const devOutboxQuerySchema = z.object({ to: z.string().trim().min(1).max(100).optional() });
export const outboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
