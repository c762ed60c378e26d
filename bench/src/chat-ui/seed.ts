import { randomBytes } from 'node:crypto';
import { type Chat, ChatSDK, type Message } from '@renli/chat-sdk';
import { type ChatLogin, chatLogin } from '../../../e2e/support/chat.ts';
import { ACCOUNTS, config, log } from './config.ts';
import { seedMessage } from './content.ts';
import { round } from './stats.ts';

export interface SeededConversation {
  /** As the viewer sees it: `C2C<peer>`. */
  conversationID: string;
  messages: number;
  /** The last message sent, alone after all others: the row an open waits for. */
  newest: { id: string; text: string };
  seedSeconds: number;
}

async function connect(baseURL: string, login: ChatLogin): Promise<Chat> {
  const chat = ChatSDK.create({ SDKAppID: login.SDKAppID, url: baseURL });
  await chat.login({ userID: login.userID, userSig: login.userSig });
  return chat;
}

/**
 * `count` messages from `peer` to the viewer through the real SDK, `config.seedInFlight` at a time,
 * then one plain-text newest message. Only the server writes the database.
 */
async function seedConversation(baseURL: string, peer: ChatLogin, viewerID: string, count: number) {
  const started = performance.now();
  const chat = await connect(baseURL, peer);
  try {
    const created: Message[] = [];
    let next = 0;
    const worker = async () => {
      while (next < count - 1) {
        const message = seedMessage(chat, viewerID, next++, created);
        created.push(message);
        await chat.sendMessage(message);
      }
    };
    await Promise.all(Array.from({ length: config.seedInFlight }, worker));
    const text = `bench newest of ${count} ${randomBytes(4).toString('hex')}`;
    const newest = chat.createTextMessage({
      to: viewerID,
      conversationType: ChatSDK.TYPES.CONV_C2C,
      payload: { text },
    });
    await chat.sendMessage(newest);
    const seedSeconds = round((performance.now() - started) / 1000);
    log(`seeded ${count} messages from ${peer.userID} in ${seedSeconds} s`);
    return {
      conversationID: `C2C${peer.userID}`,
      messages: count,
      newest: { id: newest.ID, text },
      seedSeconds,
    };
  } finally {
    await chat.destroy();
  }
}

/** Logs the three demo accounts in and seeds both conversations at once. */
export async function seed(baseURL: string) {
  const [viewer, smallPeer, largePeer] = await Promise.all([
    chatLogin(baseURL, ACCOUNTS.viewer),
    chatLogin(baseURL, ACCOUNTS.smallPeer),
    chatLogin(baseURL, ACCOUNTS.largePeer),
  ]);
  const [small, large] = await Promise.all([
    seedConversation(baseURL, smallPeer, viewer.userID, config.smallMessages),
    seedConversation(baseURL, largePeer, viewer.userID, config.largeMessages),
  ]);
  return { viewer, small, large };
}
