import { describe, expect, it, vi } from 'vitest';
import { ensureImageLoads, isImageFile, uploadAvatar } from './avatar-upload.ts';

vi.mock('../session/get-user-sig.ts', () => ({
  getUserSig: async () => ({ SDKAppID: 1400000000, userID: '10002', userSig: 'sig' }),
}));

class FakeImage {
  static broken = new Set<string>();
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    queueMicrotask(() => (FakeImage.broken.has(url) ? this.onerror?.() : this.onload?.()));
  }
}

describe('avatar upload', () => {
  it('accepts image files only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
  });

  it('posts the file with the chat credential and returns the stored URL', async () => {
    const fetchFn = vi.fn(async () => Response.json({ code: 0, data: { url: '/files/abc.png' } }));
    const url = await uploadAvatar(new File(['x'], 'a.png', { type: 'image/png' }), fetchFn as typeof fetch);
    expect(url).toBe('/files/abc.png');
    const [path, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/chat/upload');
    expect(init.headers).toMatchObject({ 'chat-userid': '10002', 'chat-usersig': 'sig' });
  });

  it('rejects with the server message when the upload is refused', async () => {
    const fetchFn = async () => Response.json({ code: 4005, message: '文件被禁止' }, { status: 400 });
    await expect(uploadAvatar(new File(['x'], 'a.png'), fetchFn as typeof fetch)).rejects.toThrow(
      '文件被禁止',
    );
  });

  it('checks that an avatar URL loads', async () => {
    FakeImage.broken.add('/broken.png');
    await expect(ensureImageLoads('/ok.png', FakeImage)).resolves.toBeUndefined();
    await expect(ensureImageLoads('/broken.png', FakeImage)).rejects.toThrow('does not load');
  });
});
