import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

/**
 * Chat user signatures, version 2.0 of spec section 7: a JSON document signed with
 * HMAC-SHA256, deflated and encoded as URL-safe base64 (`+`->`*`, `/`->`-`, `=`->`_`).
 * Signed only on the server; the chat gateway verifies them with the same secret.
 */
export interface UserSigClaims {
  identifier: string;
  sdkAppId: number;
  time: number;
  expire: number;
}

const encode = (buf: Buffer) =>
  buf.toString('base64').replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
const decode = (text: string) =>
  Buffer.from(text.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '='), 'base64');

function digest(key: string, c: UserSigClaims): string {
  const content = `TLS.identifier:${c.identifier}\nTLS.sdkappid:${c.sdkAppId}\nTLS.time:${c.time}\nTLS.expire:${c.expire}\n`;
  return createHmac('sha256', key).update(content).digest('base64');
}

export function genUserSig(key: string, claims: UserSigClaims): string {
  const doc = {
    'TLS.ver': '2.0',
    'TLS.identifier': claims.identifier,
    'TLS.sdkappid': claims.sdkAppId,
    'TLS.expire': claims.expire,
    'TLS.time': claims.time,
    'TLS.sig': digest(key, claims),
  };
  return encode(deflateSync(Buffer.from(JSON.stringify(doc))));
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
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(inflateSync(decode(userSig)).toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = {
    identifier: doc['TLS.identifier'],
    sdkAppId: doc['TLS.sdkappid'],
    time: doc['TLS.time'],
    expire: doc['TLS.expire'],
  };
  const sig = doc['TLS.sig'];
  if (
    doc['TLS.ver'] !== '2.0' ||
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
