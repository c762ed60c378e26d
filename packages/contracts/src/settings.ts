import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/**
 * docs/product/settings.md: 'security level computed from password'. The browser computes it from the typed
 * password before hashing (the server only ever sees the MD5), sends it with the change and the
 * server keeps it on the login.
 */
export const SECURITY_LEVELS = ['weak', 'medium', 'strong'] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];
export const securityLevelSchema = z.enum(SECURITY_LEVELS);

const CHARACTER_CLASSES = [/\d/, /[a-z]/, /[A-Z]/, /[^\da-zA-Z]/];

/**
 * strong: at least 10 characters from 3 or more classes (digit, lower, upper, other);
 * medium: at least 8 characters from 2 or more classes; anything else (including a password under
 * the 6-character minimum) is weak.
 */
export function securityLevelOf(password: string): SecurityLevel {
  const classes = CHARACTER_CLASSES.filter((re) => re.test(password)).length;
  if (password.length >= 10 && classes >= 3) return 'strong';
  if (password.length >= 8 && classes >= 2) return 'medium';
  return 'weak';
}

/**
 * What the web app can render as an avatar (docs/product/settings.md), as the chat accepts it: a colour, a
 * preset face name, an http(s) URL or a path on this server; never `javascript:` or `data:`.
 */
const AVATAR_FORMS = [
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^[a-z][a-z0-9]{0,31}$/i,
  /^https?:\/\/[^\s]+$/i,
  /^\/(?!\/)[^\s]*$/,
];

/** Whether a stored avatar value is one of the renderable forms above; empty means none. */
export const isAvatarValue = (value: string) => value === '' || AVATAR_FORMS.some((form) => form.test(value));

/** The caller's own profile (`#/other/setting/member` and `account`). */
export const memberProfileSchema = z.object({
  userId: z.number().int(),
  /** The login's own kind (1 person, 2 company). */
  userType: z.number().int(),
  /** The identity acting now (1 person, 2 company, 3 staff): it picks the password endpoint. */
  identityType: z.number().int(),
  userLoginCode: z.string(),
  userName: z.string(),
  userFace: z.string(),
  sex: z.number().int().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  securityLevel: securityLevelSchema.nullable(),
  passwordChangedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const updateProfileBodySchema = z.object({
  userName: z.string().trim().min(1, 'profile.nameRequired').max(30),
  /** Picture URL, preset face key or hex colour; empty clears it. */
  userFace: z.string().trim().max(500).refine(isAvatarValue, 'profile.avatarInvalid').optional(),
  sex: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
  /** Empty clears it. */
  email: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'profile.emailInvalid')
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** A live session of the caller's login. `id` is opaque: never the token or its stored hash. */
export const sessionItemSchema = z.object({
  id: z.string(),
  /** 'Chrome · Windows'; null when the user agent says nothing recognisable. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const loginRecordSchema = z.object({
  id: z.string(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** live, ended (logged out or revoked) or expired. */
  state: z.enum(['live', 'ended', 'expired']),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const sessionsOverviewSchema = z.object({
  securityLevel: securityLevelSchema.nullable(),
  sessions: z.array(sessionItemSchema),
  /** The 20 most recent logins, newest first. */
  history: z.array(loginRecordSchema),
});
export type SessionsOverview = z.infer<typeof sessionsOverviewSchema>;

export const revokeSessionBodySchema = z.object({ id: z.string().trim().min(1).max(64) });
export const revokeSessionResultSchema = z.object({ current: z.boolean() });
export const revokeOthersResultSchema = z.object({ revoked: z.number().int() });

/** The caller's own profile and sessions (`#/other/setting/member`, `account`, `safe`). */
export const settingsEndpoints = defineEndpoints('settings', {
  selectProfile: {
    method: 'GET',
    path: '/userSetCtl/selectProfile',
    access: 'user',
    summary: "The caller's own profile",
    data: memberProfileSchema,
  },
  updateProfile: {
    method: 'POST',
    path: '/userSetCtl/updateProfile',
    access: 'user',
    summary: 'Change name, avatar, sex or e-mail (the mobile number is the login and stays)',
    body: updateProfileBodySchema,
    data: memberProfileSchema,
  },
  selectSessions: {
    method: 'GET',
    path: '/userSetCtl/selectSessions',
    access: 'user',
    summary: 'Security level, live sessions of the login and its recent logins',
    data: sessionsOverviewSchema,
  },
  revokeSession: {
    method: 'POST',
    path: '/userSetCtl/revokeSession',
    access: 'user',
    summary: 'End one of the login’s own sessions; `current` says the caller logged itself out',
    body: revokeSessionBodySchema,
    data: revokeSessionResultSchema,
  },
  revokeOtherSessions: {
    method: 'POST',
    path: '/userSetCtl/revokeOtherSessions',
    access: 'user',
    summary: 'Log out every other device of the login',
    data: revokeOthersResultSchema,
  },
});
