import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { type ChatPerson, MOBILE, personAt, rowWith, send } from '../support/chat-ui.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let zhao: ChatPerson; // desktop, 13700000008
let qian: ChatPerson; // phone 390x844, 13700000009

beforeAll(async () => {
  browser = await launchBrowser();
  zhao = await personAt(browser, baseURL, '13700000008');
  qian = await personAt(browser, baseURL, '13700000009', MOBILE);
});
afterAll(async () => {
  await zhao?.close();
  await qian?.close();
  await browser?.close();
});

const globalBox = (page: Page) => page.getByRole('searchbox', { name: '搜索同事、联系人、群聊、聊天记录' });
const conversationBox = (page: Page) => page.getByRole('searchbox', { name: '搜索本会话的聊天记录' });
const hitRow = (page: Page, conversationID: string) =>
  page.locator(`.rl-search-row[data-conversation-id="${conversationID}"]`);

async function openConversationSearch(page: Page) {
  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '搜索聊天记录' }).click();
  await conversationBox(page).waitFor();
}

describe('message search, global and in one conversation', () => {
  it('exchanges the messages to find, then enough newer ones to push them off the first page', async () => {
    await zhao.page.goto(`/#/im/C2C${qian.userID}`);
    await send(zhao.page, '请周五前提交季度绩效评估材料');
    await rowWith(zhao.page, '季度绩效评估').waitFor();
    await qian.page.goto(`/#/im/C2C${zhao.userID}`);
    await send(qian.page, 'Quarterly Review 已排期');
    await rowWith(zhao.page, 'Quarterly Review').waitFor();
    for (let i = 1; i <= 32; i += 1) await send(zhao.page, `日常沟通 ${i}`);
    await rowWith(zhao.page, '日常沟通 32').waitFor();
  });

  it('finds the conversation with its count, opens the detail and locates the hit in the chat', async () => {
    await zhao.page.goto('/#/im');
    await globalBox(zhao.page).fill('绩效');
    const row = hitRow(zhao.page, `C2C${qian.userID}`);
    await expect.poll(() => row.textContent()).toContain('1 条相关聊天记录');
    await row.locator('button').click();
    const detail = zhao.page.locator('.rl-search-detail');
    await expect
      .poll(() => detail.locator('.rl-search-bubble').first().textContent())
      .toContain('季度绩效评估');
    expect(await detail.locator('mark').first().textContent()).toBe('绩效');
    await screenshot(zhao.page, 'chat-search-desktop-global');

    await detail.getByRole('button', { name: '定位到聊天位置' }).first().click();
    await zhao.page.waitForURL(new RegExp(`#/im/C2C${qian.userID}$`));
    const hit = rowWith(zhao.page, '季度绩效评估');
    await hit.waitFor();
    await expect.poll(() => hit.getAttribute('class')).toContain('is-highlighted');
    expect(await hit.isVisible()).toBe(true);
    // Opening a hit ends the global search: the conversation list is back.
    expect(await globalBox(zhao.page).inputValue()).toBe('');
    await zhao.page.locator(`.rl-chat-conv[data-conversation-id="C2C${qian.userID}"]`).waitFor();
  });

  it('searches inside the conversation: today, case-insensitive English, no results', async () => {
    await openConversationSearch(zhao.page);
    const panel = zhao.page.locator('.rl-search-side');
    await conversationBox(zhao.page).fill('绩效');
    await conversationBox(zhao.page).press('Enter');
    await panel.getByRole('button', { name: '今天' }).click();
    await expect
      .poll(() => panel.locator('.rl-search-bubble').first().textContent())
      .toContain('季度绩效评估');
    expect(await panel.locator('.rl-search-count').textContent()).toBe('1 条相关聊天记录');

    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    await panel.getByRole('button', { name: '选择日期' }).click();
    const picker = panel.getByRole('dialog', { name: '选择日期范围' });
    await picker.waitFor();
    await screenshot(zhao.page, 'chat-search-desktop-range-picker');
    await picker.getByRole('button', { name: today }).click();
    await picker.getByRole('button', { name: today }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await panel.locator('.rl-search-range-chip').textContent()).toContain(`${today} ~ ${today}`);
    await expect
      .poll(() => panel.locator('.rl-search-bubble').first().textContent())
      .toContain('季度绩效评估');

    await conversationBox(zhao.page).fill('quarterly');
    await conversationBox(zhao.page).press('Enter');
    await expect.poll(() => panel.locator('mark').first().textContent()).toBe('Quarterly');
    await screenshot(zhao.page, 'chat-search-desktop-conversation');

    await conversationBox(zhao.page).fill('不存在的关键词xyz');
    await conversationBox(zhao.page).press('Enter');
    await panel.getByText('暂无搜索结果').waitFor();
    await panel.getByRole('button', { name: '关闭搜索' }).click();
    expect(await panel.count()).toBe(0);
  });

  it('works full screen on a phone: global results, detail, locate', async () => {
    await qian.page.goto('/#/im');
    await globalBox(qian.page).fill('QUARTERLY');
    const row = hitRow(qian.page, `C2C${zhao.userID}`);
    await expect.poll(() => row.textContent()).toContain('1 条相关聊天记录');
    await screenshot(qian.page, 'chat-search-mobile-results');
    await row.locator('button').click();
    const detail = qian.page.locator('.rl-search-detail');
    await expect.poll(() => detail.locator('mark').first().textContent()).toBe('Quarterly');
    expect(await qian.page.locator('.rl-search-results').count()).toBe(0);
    await screenshot(qian.page, 'chat-search-mobile-detail');
    await detail.getByRole('button', { name: '定位到聊天位置' }).first().click();
    await qian.page.waitForURL(new RegExp(`#/im/C2C${zhao.userID}$`));
    const hit = rowWith(qian.page, 'Quarterly Review');
    await expect.poll(() => hit.getAttribute('class')).toContain('is-highlighted');

    await openConversationSearch(qian.page);
    await conversationBox(qian.page).fill('绩效');
    await conversationBox(qian.page).press('Enter');
    await expect
      .poll(() => qian.page.locator('.rl-search-side .rl-search-bubble').first().textContent())
      .toContain('季度绩效评估');
    await screenshot(qian.page, 'chat-search-mobile-conversation');
    expect(zhao.errors).toEqual([]);
    expect(qian.errors).toEqual([]);
  });
});
