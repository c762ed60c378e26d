import { describe, expect, it } from 'vitest';
import { issueTicket, readTicket, TICKET_TTL_MS } from './view-ticket.ts';

const SECRET = 'test-secret';
const holder = { userId: 7, compId: 3, staffId: 11 };
const now = Date.parse('2026-11-26T08:00:00Z');

describe('view tickets', () => {
  it('fit a path segment of the router (100 characters)', () => {
    expect(
      issueTicket(SECRET, { userId: 9_999_999, compId: 9_999_999, staffId: 9_999_999 }, 2 ** 31, 2 ** 31, now)
        .length,
    ).toBeLessThan(100);
  });

  it('carry the holder and the file until they expire 5 minutes later', () => {
    const ticket = issueTicket(SECRET, holder, 42, 9, now);
    expect(readTicket(SECRET, ticket, now + TICKET_TTL_MS - 1)).toMatchObject({
      nodeId: 42,
      versionId: 9,
      auth: { userId: 7, compId: 3, staffId: 11, identityKey: 'staff:11' },
    });
    expect(readTicket(SECRET, ticket, now + TICKET_TTL_MS + 1)).toBeNull();
  });

  it('refuse another secret, a changed payload and garbage', () => {
    const ticket = issueTicket(SECRET, holder, 42, 9, now);
    expect(readTicket('other', ticket, now)).toBeNull();
    const [payload, signature] = ticket.split('.');
    const changed = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace('"n":42', '"n":43'),
    ).toString('base64url');
    expect(readTicket(SECRET, `${changed}.${signature}`, now)).toBeNull();
    expect(readTicket(SECRET, 'x.y', now)).toBeNull();
  });
});
