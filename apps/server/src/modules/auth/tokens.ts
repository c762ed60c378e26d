import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token handed to the client once. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so reading the sessions table does not yield usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
