import { ChatSDK } from '@renli/chat-sdk/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { bindContacts, contactsStore } from './contacts-store.ts';
import { fakeChat } from './fake-chat.ts';
import { friendOf, profile } from './test-data.ts';

const { EVENT } = ChatSDK;

function sdk() {
  return fakeChat({
    getFriendList: async () => ({ data: [friendOf('10004', '韩梅梅')] }),
    getFriendApplicationList: async () => ({ data: { friendApplicationList: [], unreadCount: 2 } }),
    getBlacklist: async () => ({ data: ['10009'] }),
    getUserProfile: vi.fn(async () => ({ data: [profile('10009', '黑名单用户')] })),
  });
}

beforeEach(() => chatStore.setState(initialChatState()));

describe('contacts store', () => {
  it('loads the three lists, the blacklist with profiles, and watches friends for online dots', async () => {
    const fake = sdk();
    bindContacts(fake.chat);
    await vi.waitFor(() => expect(contactsStore.getState().loaded).toBe(true));
    const s = contactsStore.getState();
    expect(s.friends.map((f) => f.userID)).toEqual(['10004']);
    expect(s.applicationUnread).toBe(2);
    expect(s.blacklist).toEqual(['10009']);
    await vi.waitFor(() => expect(contactsStore.getState().profiles['10009']?.nick).toBe('黑名单用户'));
    expect(chatStore.getState().watchedUsers).toEqual(['10004']);
  });

  it('follows friend, application, blacklist and profile events until unbound', async () => {
    const fake = sdk();
    const unbind = bindContacts(fake.chat);
    await vi.waitFor(() => expect(contactsStore.getState().loaded).toBe(true));
    fake.emit(EVENT.FRIEND_LIST_UPDATED, [friendOf('10004', '韩梅梅'), friendOf('10005', '张伟')]);
    expect(chatStore.getState().watchedUsers).toEqual(['10004', '10005']);
    fake.emit(EVENT.PROFILE_UPDATED, [profile('10005', '张伟伟')]);
    expect(contactsStore.getState().friends[1]?.profile.nick).toBe('张伟伟');
    fake.emit(EVENT.FRIEND_APPLICATION_LIST_UPDATED, { friendApplicationList: [], unreadCount: 0 });
    expect(contactsStore.getState().applicationUnread).toBe(0);
    fake.emit(EVENT.BLACKLIST_UPDATED, []);
    expect(contactsStore.getState().blacklist).toEqual([]);
    unbind();
    expect(fake.listenerCount()).toBe(0);
    fake.emit(EVENT.FRIEND_LIST_UPDATED, []);
    expect(contactsStore.getState().friends).toHaveLength(2);
  });

  it("never shows the previous connection's lists to a new one", async () => {
    bindContacts(sdk().chat)();
    await vi.waitFor(() => expect(contactsStore.getState().friends).toHaveLength(1));
    const next = fakeChat({
      getFriendList: () => new Promise(() => undefined),
      getFriendApplicationList: () => new Promise(() => undefined),
      getBlacklist: () => new Promise(() => undefined),
    });
    bindContacts(next.chat);
    expect(contactsStore.getState().friends).toEqual([]);
    expect(contactsStore.getState().loaded).toBe(false);
  });
});
