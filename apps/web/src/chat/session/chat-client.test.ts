import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../../lib/session.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { CONNECT_RETRY_DELAYS_MS, connectChat, disconnectChat } from './chat-client.ts';

const login = vi.fn();
vi.mock('@renli/chat-sdk/browser', () => ({
  ChatSDK: { create: () => ({ login, destroy: async () => ({}), isReady: () => true }) },
}));
vi.mock('./get-user-sig.ts', () => ({
  getUserSig: async () => ({ SDKAppID: 1, userID: '10001', userSig: 'sig' }),
}));
vi.mock('./chat-events.ts', () => ({ bindChatEvents: () => () => undefined }));
vi.mock('./presence.ts', () => ({ followPresence: () => () => undefined }));
vi.mock('../calls/call-layer.ts', () => ({ listenForCalls: () => () => undefined }));

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  login.mockReset();
  chatStore.setState(initialChatState());
  setToken('user', 'token-1');
});
afterEach(async () => {
  await disconnectChat();
  clearSession('user');
  vi.useRealTimers();
});

describe('the chat connection', () => {
  it('tries a failed connection again by itself after 2 s, and is ready once it succeeds', async () => {
    login.mockRejectedValueOnce(new Error('handshake dropped')).mockResolvedValue({});
    await expect(connectChat()).rejects.toThrow('handshake dropped');
    expect(chatStore.getState().phase).toBe('failed');
    expect(login).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(CONNECT_RETRY_DELAYS_MS[0] - 1);
    expect(login).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(login).toHaveBeenCalledTimes(2);
  });

  it('gives up after three more attempts (2, 5 and 10 s), leaving the retry button to the user', async () => {
    login.mockRejectedValue(new Error('server down'));
    await expect(connectChat()).rejects.toThrow('server down');
    for (const delay of CONNECT_RETRY_DELAYS_MS) {
      await vi.advanceTimersByTimeAsync(delay);
      await settle();
    }
    expect(login).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(login).toHaveBeenCalledTimes(4);
    expect(chatStore.getState().phase).toBe('failed');
  });

  it('does not retry for a session that has ended (logout or identity switch)', async () => {
    login.mockRejectedValue(new Error('refused'));
    await expect(connectChat()).rejects.toThrow('refused');
    setToken('user', 'token-2');
    await vi.advanceTimersByTimeAsync(CONNECT_RETRY_DELAYS_MS[0]);
    expect(login).toHaveBeenCalledTimes(1);
  });
});
