import { type Chat, ChatSDK, type EventDataMap, type Group, type Message } from '@renli/chat-sdk/browser';
import { applyGroupTips, chatStore, mergeIntoThread, touchIDs, touchMessages } from '../state/chat-store.ts';

const { EVENT, TYPES } = ChatSDK;
type EventName = keyof EventDataMap;

function byConversation(messages: readonly Message[]): Map<string, Message[]> {
  const groups = new Map<string, Message[]>();
  for (const m of messages) groups.set(m.conversationID, [...(groups.get(m.conversationID) ?? []), m]);
  return groups;
}

const indexGroups = (list: readonly Group[]) => Object.fromEntries(list.map((g) => [g.groupID, g]));

/** Loads what the workspace shows besides conversations, after every (re)login. */
function loadSideLists(chat: Chat): void {
  const set = chatStore.setState;
  void chat.getMyProfile().then(
    ({ data }) => set({ me: data }),
    () => undefined,
  );
  void chat.getGroupList().then(
    ({ data }) => set({ groups: indexGroups(data.groupList) }),
    () => undefined,
  );
  void chat.getGroupApplicationList().then(
    ({ data }) => set({ groupApplications: data.applicationList }),
    () => undefined,
  );
}

/** The contacts tab's badge needs only the unread count; the contacts screen loads the list itself. */
function loadFriendApplicationUnread(chat: Chat): void {
  void chat.getFriendApplicationList().then(
    ({ data }) => chatStore.setState({ friendApplicationUnread: data.unreadCount }),
    () => undefined,
  );
}

/**
 * A typing notice lasts this long unless renewed (the sender renews every 3 s while typing), so a
 * peer who closed the tab or stopped typing does not look busy forever.
 */
export const TYPING_TTL_MS = 6000;

/** Mirrors the SDK's events into the store; returns the function that unbinds them. */
export function bindChatEvents(chat: Chat): () => void {
  const set = chatStore.setState;
  const unbinders: (() => void)[] = [];
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const setTyping = (conversationID: string, typing: boolean) => {
    clearTimeout(typingTimers.get(conversationID));
    if (typing)
      typingTimers.set(
        conversationID,
        setTimeout(() => setTyping(conversationID, false), TYPING_TTL_MS),
      );
    else typingTimers.delete(conversationID);
    if ((chatStore.getState().typing[conversationID] ?? false) === typing) return;
    set((s) => ({ typing: { ...s.typing, [conversationID]: typing } }));
  };
  const on = <K extends EventName>(name: K, handler: (data: EventDataMap[K]) => void) => {
    const listener = (event: { data: EventDataMap[K] }) => handler(event.data);
    chat.on(name, listener);
    unbinders.push(() => chat.off(name, listener));
  };

  on(EVENT.SDK_READY, () => {
    set({ phase: 'ready', netState: TYPES.NET_STATE_CONNECTED });
    loadSideLists(chat);
    loadFriendApplicationUnread(chat);
  });
  on(EVENT.SDK_NOT_READY, () => set({ phase: 'kicked' }));
  on(EVENT.KICKED_OUT, () => set({ phase: 'kicked' }));
  on(EVENT.NET_STATE_CHANGE, ({ state }) => set({ netState: state }));
  // The SDK updates its conversation objects in place: copies let memoised rows see the change.
  on(EVENT.CONVERSATION_LIST_UPDATED, (list) => set({ conversations: list.map((c) => ({ ...c })) }));
  on(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, (total) => set({ totalUnread: total }));
  on(EVENT.MESSAGE_RECEIVED, (messages) => {
    for (const [conversationID, list] of byConversation(messages)) {
      mergeIntoThread(conversationID, list);
      // The message the peer was typing has arrived.
      if (list.some((m) => m.flow === 'in')) setTyping(conversationID, false);
    }
    touchMessages(messages);
    applyGroupTips(messages);
  });
  on(EVENT.MESSAGE_MODIFIED, touchMessages);
  on(EVENT.MESSAGE_REVOKED, touchMessages);
  on(EVENT.MESSAGE_READ_BY_PEER, touchMessages);
  on(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, (list) => touchIDs(list.map((r) => r.messageID)));
  on(EVENT.MESSAGE_REACTIONS_UPDATED, ({ messageID }) => touchIDs([messageID]));
  on(EVENT.TYPING_STATUS_CHANGED, ({ conversationID, typing }) => setTyping(conversationID, typing));
  on(EVENT.USER_STATUS_UPDATED, (list) =>
    set((s) => {
      const online = { ...s.online };
      for (const u of list) online[u.userID] = u.statusType === TYPES.USER_STATUS_ONLINE;
      return { online };
    }),
  );
  on(EVENT.GROUP_LIST_UPDATED, (list) => set({ groups: indexGroups(list) }));
  on(EVENT.GROUP_ATTRIBUTES_UPDATED, ({ groupID, group }) =>
    set((s) => ({ groups: { ...s.groups, [groupID]: group } })),
  );
  on(EVENT.GROUP_APPLICATION_LIST_UPDATED, ({ applicationList }) =>
    set({ groupApplications: applicationList }),
  );
  on(EVENT.FRIEND_APPLICATION_LIST_UPDATED, ({ unreadCount }) =>
    set({ friendApplicationUnread: unreadCount }),
  );
  on(EVENT.PROFILE_UPDATED, (profiles) => {
    const mine = profiles.find((p) => p.userID === chat.getLoginUser());
    if (mine) set({ me: mine });
  });

  return () => {
    for (const timer of typingTimers.values()) clearTimeout(timer);
    for (const unbind of unbinders) unbind();
  };
}
