import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { getUserSig } from './get-user-sig.ts';

vi.mock('../../lib/http.ts', () => ({ http: { request: vi.fn() } }));

beforeEach(() => chatStore.setState(initialChatState()));

describe('getUserSig', () => {
  it("keeps the server's official mode in the store with the credential", async () => {
    const credential = { SDKAppID: 1, userID: '10003', userSig: 'sig', officialMode: true };
    vi.mocked(http.request).mockResolvedValue(credential);
    expect(await getUserSig()).toEqual(credential);
    expect(http.request).toHaveBeenCalledWith('/userSig/getUserSig');
    expect(chatStore.getState().officialMode).toBe(true);
  });
});
