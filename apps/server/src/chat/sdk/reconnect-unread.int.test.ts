import { ChatSDK } from '@renli/chat-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestServer, startChatServer } from '../testing.ts';
import { type SdkClient, sdkClient, sleep, text } from './helpers.ts';

const { TYPES } = ChatSDK;

let server: ChatTestServer;
const clients: SdkClient[] = [];

beforeAll(async () => {
  server = await startChatServer();
});

afterAll(async () => {
  for (const c of clients) await c.chat.destroy();
  await server?.close();
});

describe('unread after an offline spell', () => {
  it('counts every message sent while offline, however sends and the reconnect interleave', async () => {
    for (let round = 0; round < 12; round++) {
      const [ua, ub] = [await server.createUser('Li'), await server.createUser('Wang')];
      const li = await sdkClient(server, ua);
      const wang = await sdkClient(server, ub);
      clients.push(li, wang);
      const conversationID = `C2C${ua.userID}`;
      await text(li.chat, ub.userID, 'hello');
      await wang.waitFor(() => wang.chat.getTotalUnreadMessageCount() === 1, 'first');
      await wang.chat.getMessageList({ conversationID });
      await wang.chat.setMessageRead({ conversationID });
      await text(wang.chat, ua.userID, 'hi');

      wang.transport.suspend();
      await wang.waitFor(() => wang.chat.getNetState() === TYPES.NET_STATE_DISCONNECTED, 'offline');
      const sends = [1, 2, 3].map((n) => text(li.chat, ub.userID, `offline ${n}`));
      // Come back while the sends are still in flight, at a different moment each round.
      await sleep(round * 3);
      wang.transport.resume();
      await Promise.all(sends);
      await wang.waitFor(() => wang.texts().filter((t) => t.startsWith('offline')).length === 3, 'catch-up');
      await sleep(300);
      // Sent concurrently, the three are stored in any order; they arrive once each, in stored order.
      const offline = wang.received().filter((m) => String(m.payload.text).startsWith('offline'));
      expect(offline.map((m) => m.payload.text).sort()).toEqual(['offline 1', 'offline 2', 'offline 3']);
      const sequences = offline.map((m) => m.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect((await wang.conversation(conversationID))?.unreadCount, `round ${round}`).toBe(3);
    }
  });
});
