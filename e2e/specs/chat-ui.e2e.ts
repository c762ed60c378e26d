import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import {
  type ChatPerson,
  conversationRow,
  editor,
  MOBILE,
  messageAction,
  personAt,
  rows,
  rowWith,
  send,
} from '../support/chat-ui.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let li: ChatPerson; // desktop, 13700000001
let wang: ChatPerson; // mobile 390x844, 13700000002

beforeAll(async () => {
  browser = await launchBrowser();
  li = await personAt(browser, baseURL, '13700000001');
  wang = await personAt(browser, baseURL, '13700000002', MOBILE);
});
afterAll(async () => {
  await li?.close();
  await wang?.close();
  await browser?.close();
});

const tinyPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f5bea' } })
    .png()
    .toBuffer();

describe('two people chat through the UI, on desktop and on a phone', () => {
  it('starts a single chat from the people picker by user ID and sends text with emoji; HTML stays text', async () => {
    await li.page.goto('/#/im');
    await li.page.getByRole('button', { name: '发起会话' }).click();
    await li.page.getByRole('menuitem', { name: '发起单聊' }).click();
    await li.page.getByPlaceholder('搜索姓名、拼音首字母、手机号或工号').fill(wang.userID);
    await li.page.locator(`.rl-people-row[data-user-id="${wang.userID}"]`).first().click();
    await li.page.waitForURL(new RegExp(`#/im/C2C${wang.userID}$`));

    await editor(li.page).fill('你好 ');
    await li.page.getByRole('button', { name: '表情' }).click();
    await li.page.getByRole('button', { name: '[微笑]' }).first().click();
    await expect.poll(() => editor(li.page).inputValue()).toBe('你好 [微笑]');
    await editor(li.page).press('End');
    await editor(li.page).pressSequentially(' <img src=x onerror="window.__pwned=1">');
    await editor(li.page).press('Enter');

    const sent = rowWith(li.page, '<img src=x');
    await sent.waitFor();
    await expect.poll(() => sent.locator('img[alt="[微笑]"]').count()).toBe(1);
    expect(await sent.locator('img[src="x"]').count()).toBe(0);
    expect(await li.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect.poll(() => sent.textContent()).toContain('未读');
  });

  it('the phone sees the unread badge, opens the chat and the sender sees it read', async () => {
    await wang.page.goto('/#/oa');
    // The header badge counts every unread conversation (工作通知 may have reminders of the demo's
    // tasks and meetings by now); the row below names the one from 李 exactly.
    await expect.poll(() => wang.page.locator('.rl-chat-entry-badge').count()).toBe(1);
    await wang.page.locator('.rl-chat-entry').click();
    const row = conversationRow(wang.page, `C2C${li.userID}`);
    await expect.poll(() => row.locator('.rl-chat-badge').textContent()).toBe('1');
    await screenshot(wang.page, 'chat-mobile-list');
    const name = (await row.locator('.rl-chat-conv-name').textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    await row.locator('button').click();
    await rowWith(wang.page, '<img src=x').waitFor();
    expect(await wang.page.locator('.rl-chat-window-title').textContent()).toBe(name);
    await expect.poll(() => rowWith(li.page, '<img src=x').textContent()).toContain('已读');
    // Key hints only where there is a keyboard: the desktop names Ctrl+Enter, the phone does not.
    expect(await li.page.locator('.rl-chat-input').textContent()).toContain('Ctrl+Enter');
    expect(await wang.page.locator('.rl-chat-input').textContent()).not.toContain('Ctrl+Enter');
    expect(await editor(wang.page).getAttribute('placeholder')).toBe('输入消息');
  });

  it('reacts with 👍, drawn as artwork on both sides (no colour emoji font needed)', async () => {
    const message = rowWith(li.page, '<img src=x');
    await message.locator('.rl-chat-bubble').click({ button: 'right' });
    await li.page.getByRole('button', { name: '用 👍 回应' }).click();
    for (const page of [li.page, wang.page]) {
      const face = rowWith(page, '<img src=x').locator('.rl-chat-reaction img[alt="👍"]');
      await face.waitFor();
      // Loaded and drawn: an SVG with a real size, not an empty box of a missing glyph.
      await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await face.getAttribute('src')).toMatch(/thumbs-up.*\.svg/);
    }
    await screenshot(wang.page, 'chat-reaction-phone');
  });

  it('exchanges an image and a file, shown as thumbnail and download link', async () => {
    const image = wang.page.locator(
      '.rl-chat-toolbar input[type=file][data-kind="image"]:not([data-capture])',
    );
    await image.setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: await tinyPng() });
    const file = wang.page.locator('.rl-chat-toolbar input[type=file][data-kind="file"]');
    await file.setInputFiles({
      name: '张伟的个人简历<final>.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('求职意向：人力资源专员\n'),
    });
    await expect.poll(() => rows(li.page).locator('img[src*="/files/"]').count()).toBeGreaterThan(0);
    const fileRow = rowWith(li.page, '张伟的个人简历<final>.txt');
    await fileRow.waitFor();
    expect(await fileRow.locator('a[download]').getAttribute('href')).toMatch(/^\/files\//);
  });

  it('quotes a message and the reply jumps back to it', async () => {
    await send(wang.page, '下周二上午十点可以面试吗？');
    const question = rowWith(li.page, '下周二上午十点可以面试吗？');
    await question.waitFor();
    await messageAction(li.page, question, '引用');
    await expect.poll(() => li.page.locator('.rl-chat-quote-bar').textContent()).toContain('下周二上午十点');
    await send(li.page, '可以，我准时到。');
    const reply = rowWith(wang.page, '可以，我准时到。');
    await reply.waitFor();
    await reply.locator('.rl-chat-quote').click();
    await expect
      .poll(() => wang.page.locator('.rl-chat-row.is-highlighted').textContent())
      .toContain('下周二');
  });

  it('revokes a message; the sender can re-edit it, the peer sees the notice', async () => {
    await send(li.page, '薪资范围是 8k-12k');
    const mine = rowWith(li.page, '薪资范围是 8k-12k');
    await mine.waitFor();
    await rowWith(wang.page, '薪资范围是 8k-12k').waitFor();
    await messageAction(li.page, mine, '撤回');
    await rowWith(li.page, '你撤回了一条消息').waitFor();
    await rowWith(wang.page, '撤回了一条消息').waitFor();
    await rowWith(li.page, '你撤回了一条消息').getByRole('button', { name: '重新编辑' }).click();
    await expect.poll(() => editor(li.page).inputValue()).toBe('薪资范围是 8k-12k');
    await editor(li.page).fill('');
  });

  it('long-presses on the phone to quote, and catches up in order after going offline', async () => {
    const reply = rowWith(wang.page, '可以，我准时到。');
    await messageAction(wang.page, reply, '引用', true);
    await wang.page.locator('.rl-chat-quote-bar').waitFor();
    await wang.page.getByRole('button', { name: '取消引用' }).click();

    // Back on the list the phone goes offline: the banner shows, and the messages sent meanwhile
    // arrive, counted and in order, once it is back.
    await wang.page.getByRole('button', { name: '返回' }).click();
    const row = conversationRow(wang.page, `C2C${li.userID}`);
    await row.waitFor();
    const wangOnLi = conversationRow(li.page, `C2C${wang.userID}`).locator('.rl-chat-online');
    await expect.poll(() => wangOnLi.getAttribute('class')).toContain('is-online');
    await wang.page.context().setOffline(true);
    await expect.poll(() => wang.page.locator('.rl-chat-net').textContent()).toContain('网络异常');
    await expect.poll(() => wangOnLi.getAttribute('class')).not.toContain('is-online');
    for (const n of [1, 2, 3]) await send(li.page, `离线消息 ${n}`);
    await rowWith(li.page, '离线消息 3').waitFor();
    // The sender's own list follows its sends.
    await expect
      .poll(() => conversationRow(li.page, `C2C${wang.userID}`).textContent())
      .toContain('离线消息 3');
    await wang.page.context().setOffline(false);
    await expect.poll(() => row.locator('.rl-chat-badge').textContent(), { timeout: 30_000 }).toBe('3');
    await expect.poll(() => wang.page.locator('.rl-chat-net').count()).toBe(0);
    await row.locator('button').click();
    await rowWith(wang.page, '离线消息 3').waitFor();
    const texts = await rows(wang.page).allTextContents();
    const order = ['离线消息 1', '离线消息 2', '离线消息 3'].map((t) =>
      texts.findIndex((x) => x.includes(t)),
    );
    expect(order.every((i, k) => i >= 0 && (k === 0 || i > (order[k - 1] ?? -1)))).toBe(true);

    await screenshot(li.page, 'chat-desktop');
    await screenshot(wang.page, 'chat-mobile');
    expect(li.errors).toEqual([]);
    expect(wang.errors).toEqual([]);
  });
});
