import { randomUUID } from 'node:crypto';
import { ChatCode } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './test-client.ts';
import { type ChatTestServer, startChatServer } from './testing.ts';

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer({
    CHAT_SENDS_PER_SECOND: '20',
    CHAT_CONNECTION_REQUESTS_PER_SECOND: '1000',
  });
});
afterAll(() => server.close());

const text = (to: string, body: string) => ({
  ID: randomUUID(),
  conversationType: 'C2C' as const,
  to,
  type: 'TIMTextElem' as const,
  payload: { text: body },
});

describe('chat rate limits (issue 14, item 5)', () => {
  it('accepts a user’s sends up to the limit of the second and refuses the rest with 2996', async () => {
    const [a, b, c] = [await server.createUser(), await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a, { lang: 'en' });
    const carol = await connect(server.url, c, { lang: 'en' });
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => alice.rpc('sendMessage', text(b.userID, `m${i}`))),
    );
    const accepted = replies.filter((r) => r.code === 0).length;
    const refused = replies.filter((r) => r.code === ChatCode.RATE_LIMITED);
    // The 200 may straddle a second boundary: at most two windows' worth get through.
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(40);
    expect(refused.length).toBe(200 - accepted);
    expect(refused[0]!.message).toBe('Too many requests in a short time; wait a moment and try again');
    // Another user is not held back by Alice's flood.
    expect((await carol.rpc('sendMessage', text(b.userID, 'hi'))).code).toBe(0);
    alice.close();
    carol.close();
  });

  it('limits every request of one connection, not only sends', async () => {
    const limited = await startChatServer({ CHAT_CONNECTION_REQUESTS_PER_SECOND: '10' });
    try {
      const client = await connect(limited.url, await limited.createUser());
      const replies = await Promise.all(Array.from({ length: 50 }, () => client.rpc('sync', {})));
      const accepted = replies.filter((r) => r.code === 0).length;
      expect(accepted).toBeGreaterThanOrEqual(10);
      expect(accepted).toBeLessThanOrEqual(20);
      expect(replies.filter((r) => r.code === ChatCode.RATE_LIMITED).length).toBe(50 - accepted);
      client.close();
    } finally {
      await limited.close();
    }
  });
});
