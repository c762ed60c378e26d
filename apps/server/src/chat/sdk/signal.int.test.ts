import { ChatSDK } from '@renli/chat-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestServer, startChatServer } from '../testing.ts';
import { type SdkClient, sdkClient, sleep } from './helpers.ts';

const { EVENT } = ChatSDK;

let server: ChatTestServer;
const clients: SdkClient[] = [];

beforeAll(async () => {
  server = await startChatServer();
});

afterAll(async () => {
  for (const c of clients) await c.chat.destroy();
  await server?.close();
});

describe('sendSignal', () => {
  it('raises SIGNAL_RECEIVED at the peer and leaves conversations and unread counts untouched', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await sdkClient(server, ua);
    const bob = await sdkClient(server, ub);
    clients.push(alice, bob);
    await alice.chat.sendSignal({ conversationID: `C2C${ub.userID}`, data: '{"kind":"invite"}' });
    await bob.waitFor(() => bob.eventsOf(EVENT.SIGNAL_RECEIVED).length > 0, 'signal');
    expect(bob.eventsOf(EVENT.SIGNAL_RECEIVED)).toEqual([
      { conversationID: `C2C${ua.userID}`, from: ua.userID, data: '{"kind":"invite"}' },
    ]);
    await sleep(100);
    expect(bob.eventsOf(EVENT.MESSAGE_RECEIVED)).toEqual([]);
    expect((await bob.chat.getConversationList()).data.conversationList).toEqual([]);
    expect(bob.chat.getTotalUnreadMessageCount()).toBe(0);
  });
});
