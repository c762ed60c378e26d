import { ChatSDK } from '@renli/chat-sdk/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChat } from '../contacts/fake-chat.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { bindChatEvents } from './chat-events.ts';

const { EVENT } = ChatSDK;
const pending = () => new Promise<never>(() => undefined);

beforeEach(() => chatStore.setState(initialChatState()));

describe('the contacts badge', () => {
  it('reads the unread friend applications once ready and follows their event', async () => {
    const fake = fakeChat({
      getMyProfile: pending,
      getGroupList: pending,
      getGroupApplicationList: pending,
      getFriendApplicationList: async () => ({ data: { friendApplicationList: [], unreadCount: 3 } }),
    });
    bindChatEvents(fake.chat);
    fake.emit(EVENT.SDK_READY, undefined);
    await vi.waitFor(() => expect(chatStore.getState().friendApplicationUnread).toBe(3));
    fake.emit(EVENT.FRIEND_APPLICATION_LIST_UPDATED, { friendApplicationList: [], unreadCount: 0 });
    expect(chatStore.getState().friendApplicationUnread).toBe(0);
  });
});
