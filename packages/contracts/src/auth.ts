import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { LIMITS } from './limits.ts';
import { columnAccessSchema, columnKeySchema } from './permissions.ts';
import { securityLevelSchema } from './settings.ts';
import { loginCodeSchema, UserType } from './user.ts';

/**
 * Passwords arrive already MD5-hashed by the web client (docs/product/auth.md), but API clients may send
 * any string; the server only bounds its length.
 */
export const passwordSchema = z.string().min(LIMITS.passwordMinLength, 'password.tooShort').max(128);

/** verifyType: what a code is for. 1 registers an account; 2 (the default) resets a password or confirms. */
/** What a code is for; 3 (opening payslips, docs/product/salary.md) is sent by salary, never by `verifyCode`. */
export const VerifyType = { REGISTER: 1, GENERAL: 2, PAYSLIP: 3 } as const;
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

/**
 * The 用户协议 and 隐私政策 in force (docs/product/legal.md). Registration records the version a login
 * accepted; change the version and the date whenever either text changes.
 */
export const CURRENT_TERMS = { version: '1.0', effectiveDate: '2026-11-25' } as const;

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
    /** Explicit consent to both texts (PIPL): JSON sends `true`, a form or multipart body the text 'true'. */
    agreeTerms: z.literal([true, 'true'], 'agreeTerms.required'),
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

/** The Session (docs/product/auth.md). */
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

export const devOutboxQuerySchema = z.object({ to: z.string().trim().min(1).max(100) });
export const outboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** Who a platform admin session is (the back office's header). */
export const adminInfoSchema = z.object({ adminId: z.number(), name: z.string(), userLoginCode: z.string() });
export type AdminInfo = z.infer<typeof adminInfoSchema>;

/** Each identity changes its password at its own endpoint (docs/product/auth.md); the admin at another. */
const passwordChange = <P extends string>(path: P, whose: string) =>
  ({
    method: 'POST',
    path,
    access: 'user',
    summary: `Change the password of ${whose} login (the old password proves the owner; its sessions end)`,
    form: true,
    body: updatePasswordBodySchema,
    data: z.null(),
  }) as const;

/**
 * Social logins (docs/product/auth.md), by endpoint, with the provider each names. A self-hosted install
 * has no provider credentials, so each answers a 'not configured' error and declares no `data` yet.
 */
export const SOCIAL_LOGIN_PROVIDERS = {
  qqLogin: 'QQ',
  weChatLogin: '微信 WeChat',
  alipayLogin: '支付宝 Alipay',
  sinaWeiboLogin: '新浪微博 Weibo',
} as const;

const socialLogin = <P extends string>(path: P, provider: keyof typeof SOCIAL_LOGIN_PROVIDERS) =>
  ({
    method: 'POST',
    path,
    access: 'public',
    summary: `${SOCIAL_LOGIN_PROVIDERS[provider]} login`,
    body: z.unknown().optional(),
  }) as const;

/** Registration, log-in, sessions and identities, passwords (docs/product/auth.md). */
export const authEndpoints = defineEndpoints('auth', {
  checkCompName: {
    method: 'GET',
    path: '/anon/trial/checkCompName',
    access: 'public',
    summary: 'Whether a company may still register under this name',
    query: checkCompNameQuerySchema,
    data: checkCompNameResultSchema,
  },
  verifyCode: {
    method: 'GET',
    path: '/anon/verifyCode',
    access: 'public',
    summary: 'Send a 6-digit verification code',
    query: verifyCodeQuerySchema,
    data: z.null(),
  },
  register: {
    method: 'POST',
    path: '/anon/register',
    access: 'public',
    summary:
      'Register a person or a company account, proven by a verification code (JSON, form or multipart)',
    form: true,
    body: registerBodySchema,
    data: z.object({ userId: z.number().int() }),
  },
  login: {
    method: 'POST',
    path: '/anon/generateToken',
    access: 'public',
    summary: 'Log in (JSON, form or multipart)',
    form: true,
    body: loginBodySchema,
    data: tokenResultSchema,
  },
  adminLogin: {
    method: 'POST',
    path: '/anon/generateMngToken',
    access: 'public',
    summary: 'Platform admin login',
    form: true,
    body: loginBodySchema,
    data: tokenResultSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/anon/resetPassword',
    access: 'public',
    summary: 'Replace a forgotten password, proven by a verification code',
    form: true,
    body: resetPasswordBodySchema,
    data: z.null(),
  },
  devOutbox: {
    method: 'GET',
    path: '/anon/devOutbox',
    access: 'public',
    summary: 'Development only (DEV_OUTBOX=1, loopback clients): the codes sent to one address',
    query: devOutboxQuerySchema,
    data: z.array(outboxEntrySchema),
  },
  devOutboxEnabled: {
    method: 'GET',
    path: '/anon/devOutboxEnabled',
    access: 'public',
    summary: 'Whether this client may read the dev outbox (the register page links to it then)',
    data: z.object({ enabled: z.boolean() }),
  },
  checkToken: {
    method: 'GET',
    path: '/userCtl/checkTokenNose',
    access: 'public',
    summary: 'Whether the given access_token is still valid',
    data: z.object({ valid: z.boolean() }),
  },
  logout: {
    method: 'GET',
    path: '/invalidToken',
    access: 'public',
    summary: 'Log out: revokes the token',
    data: z.null(),
  },
  selectUserInfoByToken: {
    method: 'GET',
    path: '/companyMemberCtl/selectUserInfoByToken',
    access: 'user',
    summary: 'Who the session is (the Session (docs/product/auth.md))',
    data: sessionSchema,
  },
  selectAuthByToken: {
    method: 'GET',
    path: '/selectAuthByToken',
    access: 'user',
    summary: "The session's roles and its access per column",
    data: authSummarySchema,
  },
  changeUserList: {
    method: 'GET',
    path: '/changeUserList',
    access: 'user',
    summary: 'The identities the login may switch to, and the one the session acts as',
    data: z.array(identitySchema),
  },
  // Under /anon/ by the spec's path, yet it needs the caller's token: the handler checks it.
  changeUser: {
    method: 'GET',
    path: '/anon/changeUser',
    access: 'public',
    summary:
      "Act as another identity of the login (the caller's token required): a new token, the old one revoked",
    query: changeUserQuerySchema,
    data: tokenResultSchema,
  },
  updateUserPassword: passwordChange('/userMember/updatePassWord', "a person's"),
  updateCompanyPassword: passwordChange('/compMemberCtl/updatePassWord', "a company account's"),
  updateStaffPassword: passwordChange('/compStffMember/updatePassWord', "a staff member's"),
  updateAdminPassword: {
    ...passwordChange('/adminCtl/updateAdminPassword', "a platform admin's"),
    access: 'admin',
  },
  selectAdminInfo: {
    method: 'GET',
    path: '/adminCtl/selectAdminInfo',
    access: 'admin',
    summary: 'Who the platform admin session is',
    data: adminInfoSchema,
  },
  qqLogin: socialLogin('/anon/qqLogin', 'qqLogin'),
  weChatLogin: socialLogin('/anon/weChatLogin', 'weChatLogin'),
  alipayLogin: socialLogin('/anon/alipayLogin', 'alipayLogin'),
  sinaWeiboLogin: socialLogin('/anon/sinaWeiboLogin', 'sinaWeiboLogin'),
});

/** The chat credential, handed out by the auth module: its session is the credential's life. */
export const chatCredentialEndpoints = defineEndpoints('chat', {
  getUserSig: {
    method: 'GET',
    path: '/userSig/getUserSig',
    access: 'user',
    summary: 'The chat credential (userSig) of this login session; it ends with the session',
    data: userSigSchema,
  },
});
