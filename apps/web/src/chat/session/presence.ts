import { type Chat, ChatSDK } from '@renli/chat-sdk/browser';
import { chatStore } from '../state/chat-store.ts';

/** The server takes at most this many user IDs per status call. */
const BATCH = 100;

/**
 * Online dots of single chats and contacts: reads and subscribes to the status of every C2C peer in
 * the conversation list and every watched user (friends), as they appear. A reconnect starts a new
 * server session, so it subscribes again. Returns the function that stops following.
 */
export function followPresence(chat: Chat): () => void {
  let subscribed = new Set<string>();

  const follow = async (userIDList: string[]) => {
    for (let i = 0; i < userIDList.length; i += BATCH) {
      const batch = userIDList.slice(i, i + BATCH);
      const { data } = await chat.getUserStatus({ userIDList: batch });
      chatStore.setState((s) => {
        const online = { ...s.online };
        for (const u of data.successUserList)
          online[u.userID] = u.statusType === ChatSDK.TYPES.USER_STATUS_ONLINE;
        return { online };
      });
      await chat.subscribeUserStatus({ userIDList: batch });
    }
  };

  const sync = () => {
    if (!chat.isReady() || chat.getNetState() !== ChatSDK.TYPES.NET_STATE_CONNECTED) return;
    const { conversations, watchedUsers } = chatStore.getState();
    const peers = [
      ...new Set([
        ...conversations.flatMap((c) => (c.type === 'C2C' && c.userProfile ? [c.userProfile.userID] : [])),
        ...watchedUsers,
      ]),
    ].filter((id) => !subscribed.has(id));
    if (peers.length === 0) return;
    for (const id of peers) subscribed.add(id);
    follow(peers).catch(() => {
      for (const id of peers) subscribed.delete(id);
    });
  };

  const unsubscribeStore = chatStore.subscribe((s, prev) => {
    if (s.netState !== prev.netState && s.netState === ChatSDK.TYPES.NET_STATE_CONNECTED)
      subscribed = new Set();
    if (
      s.conversations !== prev.conversations ||
      s.watchedUsers !== prev.watchedUsers ||
      s.netState !== prev.netState ||
      s.phase !== prev.phase
    )
      sync();
  });
  sync();
  return unsubscribeStore;
}
