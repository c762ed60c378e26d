import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UserAuth } from '../../core/actor.ts';

// Frames send no session header, so the PDF viewer's iframe loads a short-lived signed address
// instead (docs/product/oa-docs.md, "Preview"): the ticket names the file, the version and its
// holder, and the view endpoint checks the holder's access again before sending a byte. The key is
// derived from the server's chat secret (the cluster's one shared HMAC secret) for this use only.

export const TICKET_TTL_MS = 5 * 60_000;

interface Ticket {
  /** Node, version, user, company, staff (or null), expiry (ms). */
  n: number;
  v: number;
  u: number;
  c: number;
  s: number | null;
  e: number;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('documents.view-ticket').digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function issueTicket(
  secret: string,
  auth: Pick<UserAuth, 'userId' | 'compId' | 'staffId'>,
  nodeId: number,
  versionId: number,
  now = Date.now(),
): string {
  const ticket: Ticket = {
    n: nodeId,
    v: versionId,
    u: auth.userId,
    c: auth.compId!,
    s: auth.staffId,
    e: now + TICKET_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The ticket's holder (as the session it was issued to) and file, or null when forged or expired. */
export function readTicket(secret: string, ticket: string, now = Date.now()) {
  const [payload = '', signature = ''] = ticket.split('.');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let body: Ticket;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Ticket;
  } catch {
    return null;
  }
  if (typeof body.e !== 'number' || body.e < now) return null;
  const auth: UserAuth = {
    kind: 'user',
    tokenHash: '',
    userId: body.u,
    identityKey: body.s === null ? `company:${body.c}` : `staff:${body.s}`,
    userType: 0,
    compId: body.c,
    staffId: body.s,
  };
  return { auth, nodeId: body.n, versionId: body.v };
}
