import {
  LIMITS,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdatePasswordBody,
  UserType,
  VerifyType,
} from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../http/errors.ts';
import type { Locale } from '../../i18n/index.ts';
import { createCompany, isCompNameTaken } from '../org/service.ts';
import { type EffectiveColumns, effectiveColumns } from '../permissions/access.ts';
import { createPlatformInfoService } from '../platform/info.ts';
import { listIdentities, pickDefaultIdentity, type ResolvedIdentity } from './identities.ts';
import { companyKey } from './identity-key.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords.ts';
import { platformAdmins, users } from './schema.ts';
import { issueSession, revokeAdminSessions, revokeSession, revokeUserSessions } from './sessions.ts';
import { genUserSig } from './user-sig.ts';
import { checkVerifyCode, consumeVerifyCode, sendVerifyCode } from './verify-codes.ts';

type UserAuth = Extract<AuthContext, { kind: 'user' }>;
type AdminAuth = Extract<AuthContext, { kind: 'admin' }>;
export interface ClientMeta {
  ip: string;
  userAgent?: string | undefined;
}

/** Login codes are compared trimmed and lower-cased so 'A@B.cn' and 'a@b.cn' are one account. */
export const normaliseLoginCode = (code: string) => code.trim().toLowerCase();

/** Which identity types may change the login's password through each endpoint of spec section 7. */
export const PASSWORD_ENDPOINT_TYPES = {
  user: [UserType.PERSON],
  company: [UserType.COMPANY],
  staff: [UserType.STAFF],
} as const;
export type PasswordEndpoint = keyof typeof PASSWORD_ENDPOINT_TYPES;

export function createAuthService(deps: AppDeps) {
  const platformInfo = createPlatformInfoService(deps);
  const { db, config } = deps;
  const ttlHours = config.SESSION_TTL_HOURS;

  async function findUserByLoginCode(loginCode: string) {
    const [user] = await db.select().from(users).where(eq(users.loginCode, loginCode)).limit(1);
    return user;
  }

  async function loadUser(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw unauthorized();
    return user;
  }

  async function currentIdentity(auth: UserAuth) {
    const user = await loadUser(auth.userId);
    const identities = await listIdentities(db, user);
    const identity = identities.find((i) => i.key === auth.identityKey && i.loginOpen);
    if (!identity) throw unauthorized();
    return { user, identity, identities };
  }

  /** Counts failures per account and per address; a locked account answers 429 with the wait. */
  async function guardLoginAttempts(loginCode: string, ip: string) {
    const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
    const account = await deps.rateLimits.peek(`login:acct:${loginCode}`);
    const address = await deps.rateLimits.peek(`login:ip:${ip}`);
    if (
      account >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      address >= config.LOGIN_MAX_FAILURES_PER_ADDRESS
    ) {
      throw tooManyRequests('auth.loginLocked', { minutes: Math.ceil(window / 60) });
    }
    return {
      fail: async () => {
        await deps.rateLimits.hit(`login:acct:${loginCode}`, window);
        await deps.rateLimits.hit(`login:ip:${ip}`, window);
        return new AppError(400, 'auth.loginFailed');
      },
      succeed: () => deps.rateLimits.reset(`login:acct:${loginCode}`),
    };
  }

  return {
    async checkCompName(compName: string) {
      return { available: !(await isCompNameTaken(db, compName)) };
    },

    async sendCode(input: { userLoginCode: string; verifyType: number }, locale: Locale) {
      const loginCode = normaliseLoginCode(input.userLoginCode);
      const exists = Boolean(await findUserByLoginCode(loginCode));
      if (input.verifyType === VerifyType.REGISTER && exists) throw conflict('auth.loginCodeTaken');
      if (input.verifyType === VerifyType.GENERAL && !exists) throw notFound('auth.accountNotFound');
      await sendVerifyCode(
        {
          db,
          rateLimits: deps.rateLimits,
          notifier: deps.notifier,
          ttlSeconds: config.VERIFY_CODE_TTL_SECONDS,
        },
        { loginCode, verifyType: input.verifyType, locale },
      );
    },

    async register(input: RegisterBody) {
      // The back-office's platform page can close self-service registration.
      if (!(await platformInfo.publicInfo()).registrationOpen) throw forbidden('auth.registrationClosed');
      const loginCode = normaliseLoginCode(input.userLoginCode);
      if (await findUserByLoginCode(loginCode)) throw conflict('auth.loginCodeTaken');
      const isCompany = input.userType === UserType.COMPANY;
      if (isCompany && (await isCompNameTaken(db, input.compName!))) throw conflict('auth.compNameTaken');
      const codeId = await checkVerifyCode(db, {
        loginCode,
        verifyType: VerifyType.REGISTER,
        code: input.verifyCode,
      });
      const passwordHash = await hashPassword(input.password);
      const userName = input.userName ?? (isCompany ? input.compName! : loginCode.split('@')[0]!);
      let created: { userId: number };
      try {
        created = await db.transaction(async (tx) => {
          await consumeVerifyCode(tx, codeId);
          const [user] = await tx
            .insert(users)
            .values({
              loginCode,
              mobile: loginCode.includes('@') ? null : loginCode,
              email: loginCode.includes('@') ? loginCode : null,
              passwordHash,
              userType: input.userType,
              userName,
            })
            .returning({ id: users.id });
          if (isCompany) {
            const company = await createCompany(tx, { compName: input.compName!, ownerUserId: user!.id });
            await tx
              .update(users)
              .set({ lastIdentityKey: companyKey(company.id) })
              .where(eq(users.id, user!.id));
          }
          return { userId: user!.id };
        });
      } catch (error) {
        // Two people racing for the same login code or company name: the unique index decides.
        if (isUniqueViolation(error)) {
          throw conflict(isCompany ? 'auth.compNameTaken' : 'auth.loginCodeTaken');
        }
        throw error;
      }
      await deps.events.emit('user.profileChanged', created);
      return created;
    },

    async login(input: LoginBody, meta: ClientMeta) {
      const loginCode = normaliseLoginCode(input.userLoginCode);
      const attempts = await guardLoginAttempts(loginCode, meta.ip);
      const user = await findUserByLoginCode(loginCode);
      const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !passwordOk) throw await attempts.fail();
      if (user.status !== 1) throw forbidden('auth.accountClosed');
      const identity = pickDefaultIdentity(user, await listIdentities(db, user));
      if (!identity) throw forbidden('auth.staffLoginClosed');
      await attempts.succeed();
      const token = await issueSession(db, {
        kind: 'user',
        userId: user.id,
        identityKey: identity.key,
        ttlHours,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return { access_token: token };
    },

    async adminLogin(input: LoginBody, meta: ClientMeta) {
      const loginCode = normaliseLoginCode(input.userLoginCode);
      const attempts = await guardLoginAttempts(`admin:${loginCode}`, meta.ip);
      const [admin] = await db
        .select()
        .from(platformAdmins)
        .where(eq(platformAdmins.loginCode, loginCode))
        .limit(1);
      const passwordOk = await verifyPassword(input.password, admin?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!admin || !passwordOk) throw await attempts.fail();
      if (admin.status !== 1) throw forbidden('auth.accountClosed');
      await attempts.succeed();
      const token = await issueSession(db, {
        kind: 'admin',
        adminId: admin.id,
        identityKey: 'admin',
        ttlHours,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return { access_token: token };
    },

    async resetPassword(input: ResetPasswordBody) {
      const loginCode = normaliseLoginCode(input.userLoginCode);
      const user = await findUserByLoginCode(loginCode);
      if (!user) throw badRequest('auth.codeWrong');
      const codeId = await checkVerifyCode(db, {
        loginCode,
        verifyType: VerifyType.GENERAL,
        code: input.verifyCode,
      });
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await consumeVerifyCode(tx, codeId);
        // The reset form does not rate the new password, so the stored level no longer applies.
        const now = new Date();
        await tx
          .update(users)
          .set({
            passwordHash,
            securityLevel: null,
            mustChangePassword: false,
            passwordChangedAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, user.id));
        await revokeUserSessions(tx, user.id);
      });
    },

    async logout(auth: AuthContext) {
      await revokeSession(db, auth.tokenHash);
    },

    async session(auth: UserAuth, token: string) {
      const { user, identity } = await currentIdentity(auth);
      return { user, identity, token };
    },

    /** The identity and its effective columns (spec section 6); a person has no company columns. */
    async authSummary(auth: UserAuth) {
      const { identity } = await currentIdentity(auth);
      const access: EffectiveColumns =
        auth.compId === null
          ? { columns: {}, closedColumns: [] }
          : await effectiveColumns(db, {
              compId: auth.compId,
              staffId: auth.staffId,
              isCompany: auth.staffId === null,
              staffAdmin: identity.staffAdmin === 1,
            });
      return { identity, access };
    },

    async identities(auth: UserAuth): Promise<{ list: ResolvedIdentity[]; currentKey: string }> {
      const { identities } = await currentIdentity(auth);
      return { list: identities.filter((i) => i.loginOpen), currentKey: auth.identityKey };
    },

    /** Switching identity replaces the token: the old one is revoked, the new one acts as the target. */
    async changeIdentity(auth: UserAuth, identityKey: string, meta: ClientMeta) {
      const { user, identities } = await currentIdentity(auth);
      const target = identities.find((i) => i.key === identityKey && i.loginOpen);
      if (!target) throw forbidden('auth.identityNotFound');
      return db.transaction(async (tx) => {
        await revokeSession(tx, auth.tokenHash);
        await tx.update(users).set({ lastIdentityKey: target.key }).where(eq(users.id, user.id));
        const token = await issueSession(tx, {
          kind: 'user',
          userId: user.id,
          identityKey: target.key,
          ttlHours,
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        return { access_token: token };
      });
    },

    async updatePassword(auth: UserAuth, endpoint: PasswordEndpoint, input: UpdatePasswordBody) {
      const allowed: readonly number[] = PASSWORD_ENDPOINT_TYPES[endpoint];
      if (!allowed.includes(auth.userType)) throw forbidden('auth.wrongAccountKind');
      const user = await loadUser(auth.userId);
      if (!(await verifyPassword(input.oldPassword, user.passwordHash)))
        throw badRequest('auth.oldPasswordWrong');
      const passwordHash = await hashPassword(input.newPassword);
      const now = new Date();
      const securityLevel = input.securityLevel ?? null;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            passwordHash,
            securityLevel,
            mustChangePassword: false,
            passwordChangedAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, user.id));
        await revokeUserSessions(tx, user.id);
      });
    },

    async adminInfo(auth: AdminAuth) {
      const [admin] = await db
        .select()
        .from(platformAdmins)
        .where(eq(platformAdmins.id, auth.adminId))
        .limit(1);
      if (!admin) throw unauthorized();
      return { adminId: admin.id, name: admin.name, userLoginCode: admin.loginCode };
    },

    async updateAdminPassword(auth: AdminAuth, input: UpdatePasswordBody) {
      const [admin] = await db
        .select()
        .from(platformAdmins)
        .where(eq(platformAdmins.id, auth.adminId))
        .limit(1);
      if (!admin) throw unauthorized();
      if (!(await verifyPassword(input.oldPassword, admin.passwordHash)))
        throw badRequest('auth.oldPasswordWrong');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(platformAdmins)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(platformAdmins.id, admin.id));
        await revokeAdminSessions(tx, admin.id);
      });
    },

    userSig(auth: UserAuth) {
      const userID = String(auth.userId);
      const userSig = genUserSig(deps.chatSecret, {
        identifier: userID,
        sdkAppId: config.CHAT_SDK_APP_ID,
        time: Math.floor(Date.now() / 1000),
        expire: LIMITS.userSigValiditySeconds,
      });
      return { SDKAppID: config.CHAT_SDK_APP_ID, userID, userSig, officialMode: config.CHAT_OFFICIAL_MODE };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
