import {
  type Chat,
  type ChatEvent,
  ChatSDK,
  type Conversation,
  type Message,
  SocketTransport,
  type Transport,
} from '@renli/chat-sdk';
import type { ChatTestServer, ChatTestUser } from '../testing.ts';

/** A real SDK client against a real test server, recording every event it emits. */
export interface SdkClient {
  chat: Chat;
  user: ChatTestUser;
  transport: SocketTransport;
  events: ChatEvent<unknown>[];
  received(): Message[];
  texts(): string[];
  eventsOf<T>(name: string): T[];
  waitFor(predicate: () => boolean, label?: string, timeoutMs?: number): Promise<void>;
  conversation(conversationID: string): Promise<Conversation | undefined>;
}

export async function sdkClient(
  server: Pick<ChatTestServer, 'url' | 'sdkAppID'>,
  user: ChatTestUser,
  wrap?: (inner: SocketTransport) => Transport,
): Promise<SdkClient> {
  let transport!: SocketTransport;
  const chat = ChatSDK.create({
    SDKAppID: server.sdkAppID,
    url: server.url,
    timeoutMs: 5000,
    transportFactory: (url) => {
      transport = new SocketTransport({ url, timeoutMs: 5000, transports: ['websocket'] });
      return wrap ? wrap(transport) : transport;
    },
  });
  const events: ChatEvent<unknown>[] = [];
  for (const name of Object.values(ChatSDK.EVENT)) chat.on(name, (e) => events.push(e as ChatEvent<unknown>));
  await chat.login(user);
  const received = () =>
    events.filter((e) => e.name === ChatSDK.EVENT.MESSAGE_RECEIVED).flatMap((e) => e.data as Message[]);
  return {
    chat,
    user,
    transport,
    events,
    received,
    texts: () => received().map((m) => String(m.payload.text)),
    eventsOf: <T>(name: string) => events.filter((e) => e.name === name).map((e) => e.data as T),
    async waitFor(predicate, label = 'condition', timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${label} (${user.userID})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async conversation(conversationID) {
      const { data } = await chat.getConversationList();
      return data.conversationList.find((c) => c.conversationID === conversationID);
    },
  };
}

export function text(chat: Chat, to: string, body: string, conversationType: 'C2C' | 'GROUP' = 'C2C') {
  return chat.sendMessage(chat.createTextMessage({ to, conversationType, payload: { text: body } }));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Logs in a new platform user per name, each a real SDK client, kept in `clients` for clean-up. */
export async function sdkPeople(
  server: Pick<ChatTestServer, 'url' | 'sdkAppID' | 'createUser'>,
  clients: SdkClient[],
  ...names: string[]
): Promise<SdkClient[]> {
  const list: SdkClient[] = [];
  for (const name of names) {
    const client = await sdkClient(server, await server.createUser(name));
    clients.push(client);
    list.push(client);
  }
  return list;
}
