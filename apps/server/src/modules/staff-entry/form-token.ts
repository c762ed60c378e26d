import { createHash, randomBytes } from 'node:crypto';
import { ENTRY_FORM_LINK_DAYS } from '@renli/contracts';

// The registration form's link (docs/product/staff.md, "Entry (入职)"): a random token only the hire
// gets, of which the database keeps the SHA-256, so a copy of the database opens no form.

const DAY_MS = 86_400_000;

/** SHA-256 of a token, hex: what the entry stores and a visit is looked up by. */
export const hashFormToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link's token (32 random bytes, base64url: 43 characters), its hash and when it expires. */
export function newFormToken(now: Date = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: hashFormToken(token),
    expiresAt: new Date(now.getTime() + ENTRY_FORM_LINK_DAYS * DAY_MS),
  };
}

/** Whether a link that expires at `expiresAt` still opens the form at `now` (the expiry itself does not). */
export const linkOpen = (expiresAt: Date | null, now: Date = new Date()) =>
  expiresAt !== null && now.getTime() < expiresAt.getTime();
