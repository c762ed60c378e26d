import { ENTRY_FORM_TOKEN_PATTERN } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { hashFormToken, linkOpen, newFormToken } from './form-token.ts';

describe('registration form tokens', () => {
  it('are 43 base64url characters, stored as their SHA-256 only', () => {
    const { token, hash } = newFormToken();
    expect(token).toMatch(ENTRY_FORM_TOKEN_PATTERN);
    expect(hash).toBe(hashFormToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    // The known digest of "abc" (FIPS 180-2's example).
    expect(hashFormToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('differ every time', () => {
    const tokens = new Set(Array.from({ length: 20 }, () => newFormToken().token));
    expect(tokens.size).toBe(20);
  });

  it('open the form for 7 days: until, not at, the expiry', () => {
    const sent = new Date('2026-01-05T02:00:00Z');
    const { expiresAt } = newFormToken(sent);
    expect(expiresAt.toISOString()).toBe('2026-01-12T02:00:00.000Z');
    expect(linkOpen(expiresAt, new Date('2026-01-12T01:59:59Z'))).toBe(true);
    expect(linkOpen(expiresAt, new Date('2026-01-12T02:00:00Z'))).toBe(false);
    expect(linkOpen(null, sent)).toBe(false);
  });
});
