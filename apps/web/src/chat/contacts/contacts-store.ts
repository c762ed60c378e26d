import {
  type Chat,
  ChatSDK,
  type EventDataMap,
  type Friend,
  type FriendApplication,
  type Profile,
} from '@renli/chat-sdk/browser';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { chatStore } from '../state/chat-store.ts';

const { EVENT } = ChatSDK;

/** The server takes at most this many user IDs per profile call. */
const PROFILE_BATCH = 100;

/** The contacts screen's lists: loaded when it opens, then kept live by the SDK's relation events. */
export interface ContactsState {
  loaded: boolean;
  friends: Friend[];
  applications: FriendApplication[];
  applicationUnread: number;
  blacklist: string[];
  /** Profiles of blacklisted users (the blacklist holds IDs only). */
  profiles: Record<string, Profile>;
}

const initialState = (): ContactsState => ({
  loaded: false,
  friends: [],
  applications: [],
  applicationUnread: 0,
  blacklist: [],
  profiles: {},
});

export const contactsStore = createStore<ContactsState>(initialState);
export const useContacts = <T>(selector: (s: ContactsState) => T): T => useStore(contactsStore, selector);

async function loadProfiles(chat: Chat, userIDs: readonly string[]): Promise<void> {
  const known = contactsStore.getState().profiles;
  const missing = userIDs.filter((id) => !known[id]);
  for (let i = 0; i < missing.length; i += PROFILE_BATCH) {
    const { data } = await chat.getUserProfile({ userIDList: missing.slice(i, i + PROFILE_BATCH) });
    contactsStore.setState((s) => ({
      profiles: { ...s.profiles, ...Object.fromEntries(data.map((p) => [p.userID, p])) },
    }));
  }
}

const setFriends = (friends: Friend[]) => {
  contactsStore.setState({ friends });
  // Online dots of friends come from the workspace's presence subscription.
  chatStore.setState({ watchedUsers: friends.map((f) => f.userID) });
};

const setApplications = ({
  friendApplicationList,
  unreadCount,
}: EventDataMap['onFriendApplicationListUpdated']) =>
  contactsStore.setState({ applications: friendApplicationList, applicationUnread: unreadCount });

const setBlacklist = (chat: Chat, blacklist: string[]) => {
  contactsStore.setState({ blacklist });
  loadProfiles(chat, blacklist).catch(() => undefined);
};

/** The connection the store's lists belong to: another user's lists are never shown. */
let boundTo: Chat | null = null;

/**
 * Loads the lists and follows their events; returns the function that stops following. The lists
 * stay in the store, so reopening the screen shows them at once while they refresh.
 */
export function bindContacts(chat: Chat): () => void {
  if (boundTo !== chat) contactsStore.setState(initialState());
  boundTo = chat;
  const unbinders: (() => void)[] = [];
  const on = <K extends keyof EventDataMap>(name: K, handler: (data: EventDataMap[K]) => void) => {
    const listener = (event: { data: EventDataMap[K] }) => handler(event.data);
    chat.on(name, listener);
    unbinders.push(() => chat.off(name, listener));
  };
  on(EVENT.FRIEND_LIST_UPDATED, setFriends);
  on(EVENT.FRIEND_APPLICATION_LIST_UPDATED, setApplications);
  on(EVENT.BLACKLIST_UPDATED, (list) => setBlacklist(chat, list));
  on(EVENT.PROFILE_UPDATED, (profiles) =>
    contactsStore.setState((s) => {
      const changed = new Map(profiles.map((p) => [p.userID, p]));
      return {
        friends: s.friends.map((f) => {
          const profile = changed.get(f.userID);
          return profile ? { ...f, profile } : f;
        }),
      };
    }),
  );

  Promise.all([chat.getFriendList(), chat.getFriendApplicationList(), chat.getBlacklist()])
    .then(([friends, applications, blacklist]) => {
      if (boundTo !== chat) return;
      setFriends(friends.data);
      setApplications(applications.data);
      setBlacklist(chat, blacklist.data);
      contactsStore.setState({ loaded: true });
    })
    .catch(() => contactsStore.setState({ loaded: true }));

  return () => {
    for (const unbind of unbinders) unbind();
  };
}
