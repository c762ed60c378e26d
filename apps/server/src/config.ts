import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A comma-separated setting as its trimmed, lower-cased, non-empty items. */
export const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== ''),
);

/** A comma-separated list of URLs, kept as written (TURN URLs carry case-sensitive query parts). */
const urlList = z.string().transform((v) =>
  v
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

/** Every environment variable the server reads, parsed once. Documented in README.md. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalString,
  SEED_DEMO: flag.default(true),
  /** Keeps sent codes for `GET /anon/devOutbox` (loopback clients only); never in production. */
  DEV_OUTBOX: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(168),
  CHAT_SDK_APP_ID: z.coerce.number().int().positive().default(1400000001),
  CHAT_SECRET_KEY: optionalString,
  CHAT_REVOKE_WINDOW_SECONDS: z.coerce.number().int().min(0).default(120),
  /** Messages one user may send per second, over all devices and nodes (docs/chat.md, "Rate limits"). */
  CHAT_SENDS_PER_SECOND: z.coerce.number().int().min(1).default(20),
  /** Chat requests of any kind one user may make per second, over all devices and nodes. */
  CHAT_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).default(100),
  /** Chat requests one connection may make per second. */
  CHAT_CONNECTION_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).default(50),
  /** Comma-separated; messages containing one are refused with 80001. */
  CHAT_SENSITIVE_WORDS: commaList.default(['法轮功', '六合彩', '代开发票']),
  /** Group commit: sends arriving within this many ms share one transaction; 0 turns batching off. */
  CHAT_BATCH_WAIT_MS: z.coerce.number().int().min(0).max(1000).default(2),
  /** Prefix of the chat's Redis keys and adapter channels (lets several deployments share a Redis). */
  CHAT_REDIS_PREFIX: z.string().default('renli:chat:'),
  CHAT_BATCH_MAX_SIZE: z.coerce.number().int().min(1).max(5000).default(200),
  /** Official mode (docs/operations.md): C2C messages only between two-way friends, else 20009. */
  CHAT_OFFICIAL_MODE: flag.default(false),
  /** Comma-separated file extensions refused in chat uploads with 4005 (by name and by content). */
  CHAT_BANNED_FILE_EXTENSIONS: commaList.default(
    'exe,com,bat,cmd,scr,pif,msi,msp,dll,cpl,vbs,vbe,js,jse,wsf,wsh,ps1,hta,jar,lnk,reg,apk'.split(','),
  ),
  /** Comma-separated SHA-256 digests of images refused with 80004 (a known-bad image list). */
  CHAT_BLOCKED_IMAGE_SHA256: commaList.default([]),
  /** Image moderation service: each uploaded image is POSTed here and refused (80004) when it says so. */
  CHAT_IMAGE_MODERATION_URL: z.union([z.literal(''), z.string().url()]).default(''),
  /** Calls (docs/operations.md): STUN and TURN URLs handed to browsers by `GET /chat/ice-servers`. */
  STUN_URLS: urlList.default([]),
  TURN_URLS: urlList.default([]),
  /** coturn's `static-auth-secret`: TURN credentials are derived from it and expire after the TTL. */
  TURN_SECRET: optionalString,
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(604800).default(86400),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  VERIFY_CODE_TTL_SECONDS: z.coerce.number().int().min(60).default(600),
  /** Codes one client address may ask for per hour (any targets). */
  VERIFY_CODE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Codes the whole server sends per minute: a flood from many addresses stops here. */
  VERIFY_CODE_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  SMTP_URL: optionalString,
  SMTP_FROM: z.string().default('Renli <no-reply@renli.local>'),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.CHAT_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  CHAT_SECRET_KEY: required in production');
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.DEV_OUTBOX) {
    throw new Error('Invalid configuration:\n  DEV_OUTBOX: must not be 1 in production');
  }
  return { ...parsed.data, dataDir: resolve(parsed.data.DATA_DIR) };
}
