import { randomUUID } from 'node:crypto';
import type { ALLOW_TYPES } from '@renli/contracts';
import { afterAll, beforeAll } from 'vitest';
import { connect, type TestClient } from '../test-client.ts';
import { type ChatTestServer, type ChatTestUser, startChatServer } from '../testing.ts';

type AllowType = (typeof ALLOW_TYPES)[keyof typeof ALLOW_TYPES];

/**
 * For the relation tests: a chat server started before a test file and closed after it, with the
 * raw protocol clients opened on it.
 */
export function relationTestServer(env: Record<string, string> = {}) {
  let server: ChatTestServer | undefined;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    server = await startChatServer(env);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.close();
  });
  const fixture = {
    get server(): ChatTestServer {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    async open(user: ChatTestUser, lang?: string): Promise<TestClient> {
      const client = await connect(fixture.server.url, user, { lang });
      clients.push(client);
      return client;
    },
    /** A new connected user; `allowType` set when given (the default is NeedConfirm). */
    async person(options: { allowType?: AllowType; lang?: string; name?: string } = {}) {
      const user = await fixture.server.createUser(options.name);
      const client = await fixture.open(user, options.lang);
      if (options.allowType) await client.ok('updateMyProfile', { allowType: options.allowType });
      return { user, client, id: user.userID };
    },
  };
  return fixture;
}

/** checkFriend (both ways) of one user, from `client`'s side. */
export const relationTo = async (client: TestClient, other: string) =>
  (await client.ok('checkFriend', { userIDList: [other] })).successUserIDList[0]?.relation;

export const sendText = (client: TestClient, to: string, text = 'hi') =>
  client.rpc('sendMessage', {
    ID: randomUUID(),
    conversationType: 'C2C',
    to,
    type: 'TIMTextElem',
    payload: { text },
  });
