import type { Conversation, Group } from '@renli/chat-sdk/browser';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { useWindowTitle } from './use-window-title.ts';

const getUserProfile = vi.fn(async ({ userIDList }: { userIDList: string[] }) => ({
  data: userIDList.map((userID) => ({ userID, nick: `昵称${userID}` })),
}));
vi.mock('../session/chat-client.ts', () => ({ requireChat: () => ({ getUserProfile }) }));

afterEach(() => {
  cleanup();
  chatStore.setState(initialChatState());
  getUserProfile.mockClear();
});

describe('chat window title', () => {
  it("uses the listed conversation's name without asking the server", () => {
    chatStore.setState({
      conversations: [
        { conversationID: 'C2C10005', name: '', userProfile: { nick: '王芳' } } as Conversation,
      ],
    });
    expect(renderHook(() => useWindowTitle('C2C10005')).result.current).toBe('王芳');
    expect(getUserProfile).not.toHaveBeenCalled();
  });

  it("names an unlisted single chat by the peer's nick, fetched once", async () => {
    const { result } = renderHook(() => useWindowTitle('C2C10012'));
    expect(result.current).toBe('10012');
    await waitFor(() => expect(result.current).toBe('昵称10012'));
    expect(getUserProfile).toHaveBeenCalledTimes(1);
  });

  it('asks for the nick of a listed conversation the SDK does not know the name of yet', async () => {
    chatStore.setState({
      conversations: [{ conversationID: 'C2C10015', name: '', userProfile: { nick: '' } } as Conversation],
    });
    const { result } = renderHook(() => useWindowTitle('C2C10015'));
    await waitFor(() => expect(result.current).toBe('昵称10015'));
  });

  it("names an unlisted group by the group's profile", () => {
    chatStore.setState({ groups: { g1: { groupID: 'g1', name: '招聘组' } as Group } });
    expect(renderHook(() => useWindowTitle('GROUPg1')).result.current).toBe('招聘组');
    expect(getUserProfile).not.toHaveBeenCalled();
  });

  it('calls a group it knows nothing of yet "群聊", not by its ID', () => {
    expect(renderHook(() => useWindowTitle('GROUP@TGS#1a2b3c4d5e6f')).result.current).toBe('群聊');
  });
});
