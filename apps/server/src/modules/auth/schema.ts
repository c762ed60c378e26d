import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

/** A login: a person or a company account. Staff identities hang off a login through the staff module. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 10001 }),
    /** Normalised (trimmed, lower-case) mobile number or e-mail address. */
    loginCode: text('login_code').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    userType: smallint('user_type').notNull(),
    userName: text('user_name').notNull(),
    userFace: text('user_face'),
    sex: smallint('sex'),
    /** 1 active, 2 closed. */
    status: smallint('status').notNull().default(1),
    lastIdentityKey: text('last_identity_key'),
    /** weak | medium | strong, computed by the client from the last password it set; null unknown. */
    securityLevel: text('security_level', { enum: ['weak', 'medium', 'strong'] }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set while the password is one the person did not choose (a staff default, a company reset). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The company that created this login for a staff member; null when its owner registered it.
     * Only that company may reset the password, and only while the login has no identity anywhere
     * else (docs/security.md, "Who may change a login's credentials").
     */
    createdByCompId: integer('created_by_comp_id'),
    /**
     * The version of the 用户协议 and 隐私政策 the owner accepted at registration, and when
     * (docs/product/legal.md); null for logins a company created and for those older than consent.
     */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Optimistic concurrency of the back office's status changes (resource kit transitions). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_login_code_uq').on(t.loginCode)],
);

export const platformAdmins = pgTable(
  'platform_admins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loginCode: text('login_code').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    /** Optimistic concurrency of the back office's status changes (resource kit transitions). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('platform_admins_login_code_uq').on(t.loginCode)],
);

/** Opaque bearer tokens, stored only as SHA-256 so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => platformAdmins.id, { onDelete: 'cascade' }),
    identityKey: text('identity_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    index('sessions_admin_idx').on(t.adminId).where(sql`${t.revokedAt} is null`),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loginCode: text('login_code').notNull(),
    verifyType: smallint('verify_type').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.loginCode, t.verifyType, t.createdAt)],
);
