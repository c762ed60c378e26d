import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UserAuth } from '../../core/actor.ts';

// Frames send no session header, so the PDF viewer's iframe loads a short-lived signed address
// instead (docs/product/oa-docs.md, "Preview"): the ticket names the file, the version and its
// holder, and the view endpoint checks the holder's access again before sending a byte. The key is
// derived from the server's chat secret (the cluster's one shared HMAC secret) for this use only.

export const TICKET_TTL_MS = 5 * 60_000;

const keyOf = (secret: string) => createHmac('sha256', secret).update('documents.view-ticket').digest();
/** 128 bits of HMAC-SHA256: a path segment stays under the router's 100 characters. */
const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest().subarray(0, 16).toString('base64url');

/** `node-version-user-company-staff(0: none)-expiry`, each in base 36, then the signature. */
export function issueTicket(
  secret: string,
  auth: Pick<UserAuth, 'userId' | 'compId' | 'staffId'>,
  nodeId: number,
  versionId: number,
  now = Date.now(),
): string {
  const fields = [nodeId, versionId, auth.userId, auth.compId ?? 0, auth.staffId ?? 0, now + TICKET_TTL_MS];
  const payload = fields.map((n) => n.toString(36)).join('-');
  return `${payload}.${sign(secret, payload)}`;
}

/** The ticket's holder (as the session it was issued to) and file, or null when forged or expired. */
export function readTicket(secret: string, ticket: string, now = Date.now()) {
  const [payload = '', signature = ''] = ticket.split('.');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const fields = payload.split('-').map((part) => Number.parseInt(part, 36));
  if (fields.length !== 6 || fields.some((n) => !Number.isSafeInteger(n) || n < 0)) return null;
  const [nodeId, versionId, userId, compId, staffId, expires] = fields as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (expires < now) return null;
  const auth: UserAuth = {
    kind: 'user',
    tokenHash: '',
    userId,
    identityKey: staffId === 0 ? `company:${compId}` : `staff:${staffId}`,
    userType: 0,
    compId,
    staffId: staffId === 0 ? null : staffId,
  };
  return { auth, nodeId, versionId };
}
