import { type Chat, type ChatEvent, ChatSDK, type Message } from '@renli/chat-sdk';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { bundleChatSdk, type ChatLogin, chatLogin } from '../support/chat.ts';

/**
 * The real chat SDK (packages/chat-sdk, bundled from source by esbuild) in real Chromium against the
 * real server, no mocks: user A runs it in a page served by the server's own origin, user B runs it
 * in Node, and they talk C2C.
 */

const { EVENT, TYPES } = ChatSDK;
const baseURL = inject('baseURL');

/** Generous for a loaded 2-core CI machine; every wait polls and returns as soon as it holds. */
const WAIT_MS = 20_000;

type ChatSdkModule = typeof import('@renli/chat-sdk');

/** What the page keeps; `events` holds JSON snapshots taken when each event fired. */
interface BrowserHarness {
  chat: Chat;
  events: { name: string; data: unknown }[];
  /** Live SDK objects of the messages A sent, by ID. */
  sent: Map<string, Message>;
  progress: number[];
}

declare global {
  interface Window {
    RenliChatSDK: ChatSdkModule;
    harness: BrowserHarness;
  }
}

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, label: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${WAIT_MS} ms waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const HTML_TEXT = '<img src=x onerror=alert(1)>';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let pageErrors: string[];
let closePage: () => Promise<void>;
let a: ChatLogin;
let b: ChatLogin;
/** User B: the SDK in Node, with every event it emitted (live objects). */
let bChat: Chat;
const bEvents: ChatEvent<unknown>[] = [];
const uploads: { method: string; resourceType: string }[] = [];
/** alert()/confirm() dialogs the page opened (an interpreted `onerror=alert(1)` would be one). */
let dialogs = 0;

const bOf = <T>(name: string) => bEvents.filter((e) => e.name === name).map((e) => e.data as T);
const bReceived = () => bOf<Message[]>(EVENT.MESSAGE_RECEIVED).flat();
const bReceivedByID = (ID: string) => bReceived().find((m) => m.ID === ID);
const bSendText = async (text: string) => {
  const message = bChat.createTextMessage({
    to: a.userID,
    conversationType: TYPES.CONV_C2C,
    payload: { text },
  });
  return (await bChat.sendMessage(message)).data.message;
};

const aEvents = () => page.evaluate(() => window.harness.events);
const aOf = async <T>(name: string) =>
  (await aEvents()).filter((e) => e.name === name).map((e) => e.data as T);
const aReceived = async () => (await aOf<Message[]>(EVENT.MESSAGE_RECEIVED)).flat();

/** A sends a text from the page; resolves the snapshot of the sent message. */
const aSendText = (to: string, text: string) =>
  page.evaluate(
    async ({ to, text }) => {
      const h = window.harness;
      const message = h.chat.createTextMessage({ to, conversationType: 'C2C', payload: { text } });
      h.sent.set(message.ID, message);
      try {
        await h.chat.sendMessage(message);
      } catch (e) {
        throw new Error(`sendMessage rejected: ${JSON.stringify(e)}`);
      }
      return JSON.parse(JSON.stringify(message)) as Message;
    },
    { to, text },
  );

beforeAll(async () => {
  const [bundle, loginA, loginB] = await Promise.all([
    bundleChatSdk(),
    chatLogin(baseURL, '13700000011'),
    chatLogin(baseURL, '13700000012'),
  ]);
  a = loginA;
  b = loginB;
  expect(a.userID).not.toBe(b.userID);
  expect(a.SDKAppID).toBe(b.SDKAppID);

  browser = await launchBrowser();
  ({ page, errors: pageErrors, close: closePage } = await openPage(browser, baseURL));
  page.on('request', (r) => {
    if (r.url().endsWith('/chat/upload'))
      uploads.push({ method: r.method(), resourceType: r.resourceType() });
  });
  // Same origin as the API and the Socket.IO endpoint: no CORS involved, `url` defaults to location.origin.
  await page.goto('/healthz');
  await page.addScriptTag({ content: bundle });
  await page.evaluate(() => {
    window.harness = {
      chat: undefined as unknown as Chat,
      events: [],
      sent: new Map(),
      progress: [],
    };
  });
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
}, 60_000);

afterAll(async () => {
  await bChat?.destroy();
  await page?.evaluate(() => window.harness?.chat?.destroy()).catch(() => undefined);
  await closePage?.();
  await browser?.close();
});

describe('the chat SDK in Chromium, against the real server', () => {
  it('logs in in the browser (SDK_READY, connected) and in Node', async () => {
    const browserLogin = await page.evaluate(
      async ({ SDKAppID, userID, userSig }) => {
        const { ChatSDK } = window.RenliChatSDK;
        const h = window.harness;
        // No `url`: the SDK must default to location.origin in a browser.
        h.chat = ChatSDK.create({ SDKAppID });
        for (const name of Object.values(ChatSDK.EVENT))
          h.chat.on(name, (e) => {
            h.events.push({ name: e.name, data: JSON.parse(JSON.stringify(e.data ?? null)) });
          });
        const res = await h.chat.login({ userID, userSig });
        return {
          code: res.code,
          repeatLogin: res.data.repeatLogin,
          ready: h.chat.isReady(),
          user: h.chat.getLoginUser(),
          net: h.chat.getNetState(),
        };
      },
      { SDKAppID: a.SDKAppID, userID: a.userID, userSig: a.userSig },
    );
    expect(browserLogin).toEqual({
      code: 0,
      repeatLogin: false,
      ready: true,
      user: a.userID,
      net: 'connected',
    });
    const names = (await aEvents()).map((e) => e.name);
    expect(names).toContain(EVENT.SDK_READY);
    expect(await aOf(EVENT.NET_STATE_CHANGE)).toContainEqual({ state: TYPES.NET_STATE_CONNECTED });

    bChat = ChatSDK.create({ SDKAppID: b.SDKAppID, url: baseURL });
    for (const name of Object.values(EVENT)) bChat.on(name, (e) => bEvents.push(e as ChatEvent<unknown>));
    await bChat.login({ userID: b.userID, userSig: b.userSig });
    expect(bEvents.map((e) => e.name)).toContain(EVENT.SDK_READY);
  });

  let first: Message;

  it('A (browser) sends a C2C text that B (Node) receives, and B replies to A', async () => {
    first = await aSendText(b.userID, 'Hello from Chromium 👋 你好');
    expect(first).toMatchObject({ status: 'success', flow: 'out', conversationID: `C2C${b.userID}` });
    expect(first.sequence).toBeGreaterThan(0);

    const got = await waitFor(() => bReceivedByID(first.ID), 'B to receive the first text');
    expect(got).toMatchObject({
      type: TYPES.MSG_TEXT,
      payload: { text: 'Hello from Chromium 👋 你好' },
      sequence: first.sequence,
      flow: 'in',
      from: a.userID,
      conversationID: `C2C${a.userID}`,
    });

    const reply = await bSendText('Hi A, B here (Node)');
    expect(reply.sequence).toBe(first.sequence + 1);
    const back = await waitFor(
      async () => (await aReceived()).find((m) => m.ID === reply.ID),
      'A to receive the reply',
    );
    expect(back).toMatchObject({
      type: TYPES.MSG_TEXT,
      payload: { text: 'Hi A, B here (Node)' },
      sequence: reply.sequence,
      flow: 'in',
      from: b.userID,
      conversationID: `C2C${b.userID}`,
    });
  });

  it('A sends an image File: XHR upload with progress to 1, B gets the server-measured size', async () => {
    // Wider than the server's 720 px preview, so the thumbnail has sizes of its own.
    const [width, height] = [1000, 600];
    const png = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();

    const sent = await page.evaluate(
      async ({ to, base64 }) => {
        const h = window.harness;
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const file = new File([bytes], 'noise.png', { type: 'image/png' });
        const message = h.chat.createImageMessage({
          to,
          conversationType: 'C2C',
          payload: { file },
          onProgress: (p) => h.progress.push(p),
        });
        h.sent.set(message.ID, message);
        try {
          await h.chat.sendMessage(message);
        } catch (e) {
          throw new Error(`sendMessage rejected: ${JSON.stringify(e)}`);
        }
        return JSON.parse(JSON.stringify(message)) as Message;
      },
      { to: b.userID, base64: png.toString('base64') },
    );
    expect(uploads).toEqual([{ method: 'POST', resourceType: 'xhr' }]);
    const progress = await page.evaluate(() => window.harness.progress);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    // Real upload progress from xhr.upload (the fetch fallback only reports 0 then 1).
    expect(progress.some((p) => p > 0 && p < 1)).toBe(true);
    for (const [i, p] of progress.entries()) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      if (i > 0) expect(p).toBeGreaterThanOrEqual(progress[i - 1]!);
    }
    expect(sent).toMatchObject({ status: 'success', progress: 1, type: TYPES.MSG_IMAGE });

    const got = await waitFor(() => bReceivedByID(sent.ID), 'B to receive the image');
    expect(got).toMatchObject({ type: TYPES.MSG_IMAGE, from: a.userID, sequence: sent.sequence });
    const payload = got.payload as {
      imageFormat: number;
      imageInfoArray: { type: number; url: string; width: number; height: number }[];
    };
    expect(payload.imageFormat).toBe(3); // PNG
    expect(payload.imageInfoArray.map((i) => i.type).sort()).toEqual([
      TYPES.IMAGE_TYPE_ORIGIN,
      TYPES.IMAGE_TYPE_LARGE,
      TYPES.IMAGE_TYPE_THUMB,
    ]);
    const sizes = Object.fromEntries(payload.imageInfoArray.map((i) => [i.type, [i.width, i.height]]));
    expect(sizes).toEqual({
      [TYPES.IMAGE_TYPE_ORIGIN]: [width, height],
      [TYPES.IMAGE_TYPE_LARGE]: [width, height],
      [TYPES.IMAGE_TYPE_THUMB]: [720, 432],
    });
    for (const info of payload.imageInfoArray) expect(info.url).toMatch(/^\/files\/\S+/);
    // After the ack the sender's object carries the same server-built payload.
    expect(sent.payload).toEqual(payload);

    // The browser can display what B received, and each URL decodes at the size announced for it.
    const decoded = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(
            (url) =>
              new Promise<[number, number]>((resolve, reject) => {
                const img = new Image();
                img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
                img.onerror = () => reject(new Error(`cannot load ${url}`));
                img.src = url;
              }),
          ),
        ),
      payload.imageInfoArray.map((i) => i.url),
    );
    expect(decoded).toEqual(payload.imageInfoArray.map((i) => [i.width, i.height]));
  });

  it('A revokes its first message and B gets MESSAGE_REVOKED on the object it holds', async () => {
    const held = bReceivedByID(first.ID)!;
    const revoked = await page.evaluate(async (ID) => {
      const h = window.harness;
      const message = h.sent.get(ID);
      if (!message) throw new Error(`no sent message ${ID}`);
      const res = await h.chat.revokeMessage(message).catch((e: unknown) => {
        throw new Error(`revokeMessage rejected: ${JSON.stringify(e)}`);
      });
      return JSON.parse(JSON.stringify(res.data.message)) as Message;
    }, first.ID);
    expect(revoked).toMatchObject({ ID: first.ID, isRevoked: true, revoker: a.userID });

    const event = await waitFor(
      () => bOf<Message[]>(EVENT.MESSAGE_REVOKED).find((list) => list.some((m) => m.ID === first.ID)),
      'B to get MESSAGE_REVOKED',
    );
    expect(event.find((m) => m.ID === first.ID)).toBe(held);
    expect(held).toMatchObject({ isRevoked: true, revoker: a.userID, sequence: first.sequence });
  });

  it('A goes offline while B sends 3 messages; back online A receives exactly those 3, once, in order', async () => {
    const before = (await aReceived()).length;
    const netBefore = (await aOf(EVENT.NET_STATE_CHANGE)).length;
    await page.context().setOffline(true);
    await waitFor(
      async () =>
        (await aOf<{ state: string }>(EVENT.NET_STATE_CHANGE))
          .slice(netBefore)
          .some((e) => e.state === TYPES.NET_STATE_DISCONNECTED),
      'A to notice it is offline',
    );

    const offline: Message[] = [];
    for (const n of [1, 2, 3]) offline.push(await bSendText(`while you were away ${n}`));
    expect(offline.map((m) => m.sequence)).toEqual([1, 2, 3].map((n) => offline[0]!.sequence + n - 1));
    // Offline emulation closed the WebSocket and refuses reconnects: nothing can have arrived.
    expect((await aReceived()).length).toBe(before);

    await page.context().setOffline(false);
    await waitFor(
      async () => (await aReceived()).some((m) => m.ID === offline[2]!.ID),
      'A to catch up after going online',
    );
    // A later live message proves the connection is back and that nothing came twice meanwhile.
    const after = await bSendText('welcome back');
    await waitFor(
      async () => (await aReceived()).some((m) => m.ID === after.ID),
      'A to get the live message',
    );

    const caughtUp = (await aReceived()).slice(before);
    expect(caughtUp.map((m) => [m.ID, m.sequence, m.payload.text])).toEqual(
      [...offline, after].map((m) => [m.ID, m.sequence, m.payload.text]),
    );
    const states = (await aOf<{ state: string }>(EVENT.NET_STATE_CHANGE))
      .slice(netBefore)
      .map((e) => e.state);
    expect(states.at(-1)).toBe(TYPES.NET_STATE_CONNECTED);
    expect(await page.evaluate(() => window.harness.chat.getNetState())).toBe('connected');
  });

  it('text that looks like HTML round-trips as the exact string, never interpreted', async () => {
    const sent = await aSendText(b.userID, HTML_TEXT);
    const got = await waitFor(() => bReceivedByID(sent.ID), 'B to receive the HTML-looking text');
    expect(got.payload.text).toBe(HTML_TEXT);

    const echo = await bSendText(HTML_TEXT);
    const back = await waitFor(
      async () => (await aReceived()).find((m) => m.ID === echo.ID),
      'A to receive the HTML-looking text',
    );
    expect(back.payload.text).toBe(HTML_TEXT);
    const { text, imgs } = await page.evaluate(async (conversationID) => {
      const { data } = await window.harness.chat.getMessageList({ conversationID });
      return { text: data.messageList.at(-1)?.payload.text, imgs: document.querySelectorAll('img').length };
    }, `C2C${b.userID}`);
    expect(text).toBe(HTML_TEXT);
    expect(imgs).toBe(0);
    expect(dialogs).toBe(0);
  });

  it('delivered every message exactly once on both sides, with no page errors', async () => {
    const aIDs = (await aReceived()).map((m) => m.ID);
    expect(new Set(aIDs).size).toBe(aIDs.length);
    expect(aIDs).toHaveLength(6); // reply, 3 while offline, welcome back, HTML echo
    const bIDs = bReceived().map((m) => m.ID);
    expect(new Set(bIDs).size).toBe(bIDs.length);
    expect(bIDs).toHaveLength(3); // first text, image, HTML text
    expect(await aOf(EVENT.ERROR)).toEqual([]);
    expect(bOf(EVENT.ERROR)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
