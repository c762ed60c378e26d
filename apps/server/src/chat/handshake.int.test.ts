import { randomUUID } from 'node:crypto';
import { ChatCode } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, refusal } from './test-client.ts';
import { type ChatTestServer, startChatServer } from './testing.ts';

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

describe('chat handshake', () => {
  it('accepts a valid userSig and answers rpc', async () => {
    const alice = await server.createUser('Alice');
    const client = await connect(server.url, alice);
    const sync = await client.ok('sync', {});
    expect(sync.conversations).toEqual([]);
    client.close();
  });

  it('refuses forged, expired and other-app signatures with translated messages', async () => {
    const { userID } = await server.createUser();
    const base = { SDKAppID: server.sdkAppID, userID };
    const forged = await refusal(server.url, { ...base, userSig: server.sign(userID, { key: 'wrong-key' }) });
    expect(forged.code).toBe(ChatCode.SIG_INVALID);
    expect(forged.message).toBe('userSig 无效');

    const expired = await refusal(server.url, {
      ...base,
      userSig: server.sign(userID, { time: 1000, expire: 10 }),
      lang: 'en',
    });
    expect(expired).toEqual({
      code: ChatCode.SIG_EXPIRED,
      message: 'The userSig has expired; get a new one',
    });

    const otherApp = await refusal(server.url, {
      ...base,
      userSig: server.sign(userID, { sdkAppId: 1400000002 }),
    });
    expect(otherApp.code).toBe(ChatCode.SIG_WRONG_APP);

    const wrongHandshakeApp = await refusal(server.url, {
      ...base,
      SDKAppID: 42,
      userSig: server.sign(userID),
    });
    expect(wrongHandshakeApp.code).toBe(ChatCode.SIG_WRONG_APP);

    const someoneElses = await refusal(server.url, { ...base, userSig: server.sign('99999') });
    expect(someoneElses.code).toBe(ChatCode.SIG_INVALID);

    const garbage = await refusal(server.url, { ...base, userSig: 'not-a-sig' });
    expect(garbage.code).toBe(ChatCode.SIG_INVALID);
  });

  it('refuses unknown ops and invalid params', async () => {
    const client = await connect(server.url, await server.createUser(), { lang: 'en' });
    const unknown = await client.socket.emitWithAck('rpc', { op: 'dropTables', params: {} });
    expect(unknown.code).toBe(ChatCode.INVALID_PARAMS);
    const invalid = await client.rpc('pullMessages', { conversationID: 'nope', afterSeq: 0 });
    expect(invalid.code).toBe(ChatCode.INVALID_PARAMS);
    expect(invalid.message).toMatch(/^Invalid parameter: conversationID/);
    client.close();
  });

  it('refuses NUL and lone surrogates in any parameter with 2100 naming the field (issue 14, item 8)', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const client = await connect(server.url, a, { lang: 'en' });
    const message = (text: string) => ({
      ID: randomUUID(),
      conversationType: 'C2C' as const,
      to: b.userID,
      type: 'TIMTextElem' as const,
      payload: { text },
    });
    const nul = await client.rpc('sendMessage', message('a\u0000b'));
    expect(nul).toMatchObject({
      code: ChatCode.INVALID_PARAMS,
      message: 'Invalid parameter: payload.text contains a NUL character, which is not allowed',
    });
    const broken = await client.rpc('updateMyProfile', { nick: 'x\ud800' });
    expect(broken.code).toBe(ChatCode.INVALID_PARAMS);
    expect(broken.message).toMatch(/^Invalid parameter: nick/);
    // The connection is fine afterwards.
    expect((await client.rpc('sync', {})).code).toBe(0);
    client.close();
  });
});
