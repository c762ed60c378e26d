import { type Chat, ChatSDK } from '@renli/chat-sdk/browser';
import { getToken, subscribeSession } from '../../lib/session.ts';
import { listenForCalls } from '../calls/call-layer.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { bindChatEvents } from './chat-events.ts';
import { getUserSig } from './get-user-sig.ts';
import { followPresence } from './presence.ts';

/**
 * The one chat connection of this tab. It is opened by whichever chat surface mounts first (the header
 * badge or the workspace) and lives until the platform session ends, so switching screens does not
 * reconnect or lose loaded history.
 */
let chat: Chat | null = null;
let connecting: Promise<Chat> | null = null;
let unbind: (() => void) | null = null;

export function currentChat(): Chat | null {
  return chat;
}

/** The connected SDK; throws when called before `connectChat` finished (a programming error). */
export function requireChat(): Chat {
  if (!chat) throw new Error('chat is not connected');
  return chat;
}

/** The platform token the connection belongs to: a logout or identity switch ends the connection. */
let owner: string | null = null;
let following = false;

/**
 * A connection that failed (a dropped handshake, a sync that timed out) is tried again by itself,
 * as WeCom and DingTalk do, instead of waiting for the user to press retry; the button stays for
 * after the last attempt. Only for the same platform session.
 */
export const CONNECT_RETRY_DELAYS_MS = [2_000, 5_000, 10_000] as const;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function retryLater(token: string | null): void {
  const delay = CONNECT_RETRY_DELAYS_MS[retries];
  if (delay === undefined || token === null) return;
  retries += 1;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (getToken('user') === token && !chat && !connecting) connectChat().catch(() => undefined);
  }, delay);
}

function followSession(): void {
  if (following) return;
  following = true;
  subscribeSession(() => {
    if (owner !== null && getToken('user') !== owner) void disconnectChat();
  });
}

export function connectChat(): Promise<Chat> {
  followSession();
  if (chat?.isReady()) return Promise.resolve(chat);
  connecting ??= (async () => {
    // A kicked-out or failed connection is replaced, not reused.
    if (chat) await disconnectChat();
    chatStore.setState({ phase: 'connecting' });
    try {
      owner = getToken('user');
      const credential = await getUserSig();
      const instance = ChatSDK.create({ SDKAppID: credential.SDKAppID });
      const unbindEvents = bindChatEvents(instance);
      const stopPresence = followPresence(instance);
      const stopCalls = listenForCalls(instance);
      unbind = () => {
        stopCalls();
        stopPresence();
        unbindEvents();
      };
      // Set before login: SDK_READY fires inside it and the screens start calling the SDK.
      chat = instance;
      await instance.login({ userID: credential.userID, userSig: credential.userSig });
      retries = 0;
      return instance;
    } catch (error) {
      const failed = chat;
      chat = null;
      unbind?.();
      unbind = null;
      await failed?.destroy().catch(() => undefined);
      chatStore.setState({ phase: 'failed' });
      retryLater(owner);
      throw error;
    } finally {
      connecting = null;
    }
  })();
  return connecting;
}

/** Logs out of chat and forgets everything it showed: the next user of this tab starts clean. */
export async function disconnectChat(): Promise<void> {
  const instance = chat;
  chat = null;
  owner = null;
  clearTimeout(retryTimer);
  retries = 0;
  unbind?.();
  unbind = null;
  chatStore.setState(initialChatState());
  if (instance) await instance.destroy().catch(() => undefined);
}
