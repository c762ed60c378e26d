import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './upload.ts';

type BlobCtor = new (parts: string[], options?: { type?: string }) => { size: number; type: string };
const Blob = (globalThis as unknown as { Blob: BlobCtor }).Blob;
const file = new Blob(['abc'], { type: 'image/png' });
const answer = {
  url: 'http://h/f/a.png',
  size: 3,
  mime: 'image/png',
  fileName: 'a.png',
  width: 1,
  height: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('posts multipart with the chat headers and reports 0 then 1 over fetch', async () => {
    const fetch = vi.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ code: 0, data: answer }),
    }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('XMLHttpRequest', undefined);
    const progress: number[] = [];
    const r = await uploadFile({
      baseURL: 'http://h/',
      SDKAppID: 1,
      userID: 'u1',
      userSig: 'sig',
      file: new Blob(['abc'], { type: 'image/png' }),
      onProgress: (p) => progress.push(p),
    });
    expect(r).toEqual(answer);
    expect(progress).toEqual([0, 1]);
    const [url, init] = fetch.mock.calls[0] as unknown as [
      string,
      { headers: Record<string, string>; body: unknown },
    ];
    expect(url).toBe('http://h/chat/upload');
    expect(init.headers).toMatchObject({ 'chat-userid': 'u1', 'chat-usersig': 'sig' });
    expect((init.body as { get(n: string): unknown }).get('file')).toBeTruthy();
  });

  it('refuses something that is not a Blob', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    await expect(
      uploadFile({
        baseURL: 'http://h',
        SDKAppID: 1,
        userID: 'u',
        userSig: 's',
        file: { size: 3, type: '' },
        onProgress: () => {},
      }),
    ).rejects.toMatchObject({ code: 2100 });
  });

  it('rejects with the server code', async () => {
    vi.stubGlobal('fetch', async () => ({
      ok: false,
      status: 400,
      json: async () => ({ code: 4005, message: 'banned' }),
    }));
    vi.stubGlobal('XMLHttpRequest', undefined);
    await expect(
      uploadFile({ baseURL: 'http://h', SDKAppID: 1, userID: 'u', userSig: 's', file, onProgress: () => {} }),
    ).rejects.toEqual({ code: 4005, message: 'banned' });
  });

  it('uses XMLHttpRequest upload progress when available', async () => {
    class FakeXhr {
      upload = {
        onprogress: null as
          | null
          | ((e: { loaded: number; total: number; lengthComputable: boolean }) => void),
      };
      onload: null | (() => void) = null;
      onerror: null | (() => void) = null;
      status = 0;
      responseText = '';
      headers: Record<string, string> = {};
      open() {}
      setRequestHeader(k: string, v: string) {
        this.headers[k] = v;
      }
      send() {
        this.upload.onprogress?.({ loaded: 1, total: 4, lengthComputable: true });
        this.upload.onprogress?.({ loaded: 4, total: 4, lengthComputable: true });
        this.status = 200;
        this.responseText = JSON.stringify({ code: 0, data: answer });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    await uploadFile({
      baseURL: 'http://h',
      SDKAppID: 1,
      userID: 'u',
      userSig: 's',
      file: new Blob(['abcd']),
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([0, 0.25, 0.99, 1]);
  });
});
