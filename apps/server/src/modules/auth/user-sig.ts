import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

/**
 * Chat user signatures, version 2.0 (docs/product/auth.md): a JSON document signed with
 * HMAC-SHA256, deflated and encoded as URL-safe base64 (`+`->`*`, `/`->`-`, `=`->`_`).
 * Signed only on the server; the chat gateway verifies them with the same secret. The optional
 * `userbuf` (Tencent's field, signed too) carries the login session a browser's userSig belongs to.
 */
export interface UserSigClaims {
  identifier: string;
  sdkAppId: number;
  time: number;
  expire: number;
  userbuf?: string;
}

/**
 * A genuine userSig is a few hundred characters and inflates to well under 1 KB: anything longer is
 * refused before any work, and inflating stops at the bound (a deflate bomb costs nothing).
 */
export const USER_SIG_MAX_LENGTH = 2048;
const USER_SIG_MAX_INFLATED_BYTES = 2048;

const encode = (buf: Buffer) =>
  buf.toString('base64').replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
const decode = (text: string) =>
  Buffer.from(text.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '='), 'base64');

const userbufField = (userbuf: string | undefined) =>
  userbuf === undefined ? undefined : Buffer.from(userbuf).toString('base64');

function digest(key: string, c: UserSigClaims): string {
  const userbuf = userbufField(c.userbuf);
  const content =
    `TLS.identifier:${c.identifier}\nTLS.sdkappid:${c.sdkAppId}\nTLS.time:${c.time}\nTLS.expire:${c.expire}\n` +
    (userbuf === undefined ? '' : `TLS.userbuf:${userbuf}\n`);
  return createHmac('sha256', key).update(content).digest('base64');
}

export function genUserSig(key: string, claims: UserSigClaims): string {
  const doc = {
    'TLS.ver': '2.0',
    'TLS.identifier': claims.identifier,
    'TLS.sdkappid': claims.sdkAppId,
    'TLS.expire': claims.expire,
    'TLS.time': claims.time,
    'TLS.userbuf': userbufField(claims.userbuf),
    'TLS.sig': digest(key, claims),
  };
  return encode(deflateSync(Buffer.from(JSON.stringify(doc))));
}

/** The signed document, or null when it is too long, not deflate, inflates past the bound or not JSON. */
function readDocument(userSig: string): Record<string, unknown> | null {
  if (userSig.length > USER_SIG_MAX_LENGTH) return null;
  try {
    const json = inflateSync(decode(userSig), { maxOutputLength: USER_SIG_MAX_INFLATED_BYTES });
    const doc: unknown = JSON.parse(json.toString('utf8'));
    return typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function readUserbuf(field: unknown): string | undefined | null {
  if (field === undefined) return undefined;
  return typeof field === 'string' ? Buffer.from(field, 'base64').toString('utf8') : null;
}

export type UserSigCheck =
  | { ok: true; claims: UserSigClaims }
  | { ok: false; reason: 'malformed' | 'badSignature' | 'expired' | 'wrongApp' | 'wrongUser' };

export function verifyUserSig(
  key: string,
  userSig: string,
  expected: { sdkAppId: number; identifier?: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): UserSigCheck {
  const doc = readDocument(userSig);
  if (!doc) return { ok: false, reason: 'malformed' };
  const userbuf = readUserbuf(doc['TLS.userbuf']);
  const claims = {
    identifier: doc['TLS.identifier'],
    sdkAppId: doc['TLS.sdkappid'],
    time: doc['TLS.time'],
    expire: doc['TLS.expire'],
    ...(userbuf === undefined ? {} : { userbuf }),
  };
  const sig = doc['TLS.sig'];
  if (
    doc['TLS.ver'] !== '2.0' ||
    userbuf === null ||
    typeof claims.identifier !== 'string' ||
    typeof claims.sdkAppId !== 'number' ||
    typeof claims.time !== 'number' ||
    typeof claims.expire !== 'number' ||
    typeof sig !== 'string'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const valid = claims as UserSigClaims;
  const wanted = Buffer.from(digest(key, valid));
  const given = Buffer.from(sig);
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given))
    return { ok: false, reason: 'badSignature' };
  if (valid.sdkAppId !== expected.sdkAppId) return { ok: false, reason: 'wrongApp' };
  if (expected.identifier !== undefined && valid.identifier !== expected.identifier) {
    return { ok: false, reason: 'wrongUser' };
  }
  if (valid.time + valid.expire <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: valid };
}
