import { createHash, randomBytes } from 'node:crypto';

// External raters' one-time links and the answers' submission keys (docs/product/performance.md,
// "360"): random values; the database keeps only a link token's SHA-256, so a copy of it opens no
// questionnaire.

/** SHA-256 of a link token, hex. */
export const hashRaterToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link token (32 random bytes, base64url: 43 characters) and its hash. */
export function newRaterToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRaterToken(token) };
}

/** A submission key: random, so answers group per submission without pointing at the rater. */
export const newSubmissionKey = () => randomBytes(16).toString('hex');
