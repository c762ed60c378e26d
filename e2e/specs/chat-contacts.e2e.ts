import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { type ChatPerson, editor, MOBILE, personAt } from '../support/chat-ui.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let zhao: ChatPerson; // desktop, 13700000003: asks
let qian: ChatPerson; // desktop, 13700000004: accepts
let qianPhone: ChatPerson | undefined; // 390x844, 13700000004 again

beforeAll(async () => {
  browser = await launchBrowser();
  zhao = await personAt(browser, baseURL, '13700000003');
  qian = await personAt(browser, baseURL, '13700000004');
});
afterAll(async () => {
  await zhao?.close();
  await qian?.close();
  await qianPhone?.close();
  await browser?.close();
});

const searchBox = (page: Page) => page.getByRole('searchbox', { name: '按 ID 添加好友或群聊' });
const row = (page: Page, userID: string) => page.locator(`.rl-contacts-row[data-contact-id="C2C${userID}"]`);
const section = (page: Page, title: string) =>
  page
    .locator('.rl-contacts-section')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${title}`) }) });
const detail = (page: Page) => page.getByTestId('contact-detail');
const dialogButton = (page: Page, name: RegExp) => page.getByRole('dialog').getByRole('button', { name });
const navContacts = (page: Page) => page.getByTestId('chat-nav-contacts');

describe('contacts: add a friend, accept, remark, message, blacklist', () => {
  it('finds a user by chat ID and sends a friend application with verification message and remark', async () => {
    await zhao.page.goto('/#/im/contacts');
    await searchBox(zhao.page).fill('no-such-id');
    await searchBox(zhao.page).press('Enter');
    await zhao.page.getByText('用户不存在').waitFor();
    expect(await zhao.page.getByText('群聊不存在').count()).toBe(1);
    expect(await section(zhao.page, '我的好友').count()).toBe(1);

    await searchBox(zhao.page).fill(qian.userID);
    await searchBox(zhao.page).press('Enter');
    const card = zhao.page.getByTestId('contact-user-card');
    await card.waitFor();
    expect(await card.textContent()).toContain(`ID：${qian.userID}`);
    await card.getByRole('button', { name: '添加好友' }).click();

    const wording = zhao.page.getByRole('textbox', { name: '验证消息' });
    await wording.fill('');
    await dialogButton(zhao.page, /发送申请/).click();
    await zhao.page.getByText('请填写验证消息').waitFor();
    await wording.fill('你好，我是赵经理，项目上需要对接');
    await zhao.page.getByRole('textbox', { name: '备注' }).fill('钱同事');
    await screenshot(zhao.page, 'contacts-add-friend');
    await dialogButton(zhao.page, /发送申请/).click();
    await zhao.page.getByText('好友申请已发送').waitFor();

    await zhao.page.getByRole('button', { name: /取\s?消/ }).click();
    const mine = row(zhao.page, qian.userID);
    await expect.poll(() => mine.textContent()).toContain('等待验证');
  });

  it('the other side sees the contacts badge and the application under 新的联系人, and accepts', async () => {
    await qian.page.goto('/#/im');
    await expect
      .poll(() => navContacts(qian.page).getAttribute('aria-label'))
      .toBe('通讯录，1 条新的好友申请');
    await screenshot(qian.page, 'contacts-badge');
    await navContacts(qian.page).click();
    await qian.page.waitForURL(/#\/im\/contacts$/);
    const application = section(qian.page, '新的联系人').locator(`[data-contact-id="C2C${zhao.userID}"]`);
    await expect.poll(() => application.textContent()).toContain('你好，我是赵经理');
    await application.locator('.rl-contacts-row-main').click();
    await qian.page.waitForURL(new RegExp(`#/im/contacts/C2C${zhao.userID}$`));
    await detail(qian.page).getByText('你好，我是赵经理，项目上需要对接').waitFor();
    // Opening the application marked it read.
    await expect.poll(() => navContacts(qian.page).getAttribute('aria-label')).toBe('通讯录');

    await detail(qian.page).getByRole('button', { name: '同意' }).click();
    await qian.page.getByRole('textbox', { name: '备注（选填）' }).fill('赵经理');
    await dialogButton(qian.page, /同\s?意/).click();
    await qian.page.getByText('已同意好友申请').waitFor();
    await expect.poll(() => detail(qian.page).locator('.rl-contacts-tag').textContent()).toBe('好友');
  });

  it('both see each other under 我的好友', async () => {
    await expect
      .poll(() =>
        section(qian.page, '我的好友').locator(`[data-contact-id="C2C${zhao.userID}"]`).textContent(),
      )
      .toContain('赵经理');
    await expect
      .poll(() =>
        section(zhao.page, '我的好友').locator(`[data-contact-id="C2C${qian.userID}"]`).textContent(),
      )
      .toContain('钱同事');
    expect(await section(zhao.page, '新的联系人').locator('.rl-contacts-row').count()).toBe(0);
    // Both are online: the friend rows carry green dots.
    await section(zhao.page, '我的好友')
      .locator(`[data-contact-id="C2C${qian.userID}"] .rl-chat-online.is-online`)
      .waitFor();
    await screenshot(qian.page, 'contacts-desktop-friend');
  });

  it('edits the remark inline', async () => {
    await section(zhao.page, '我的好友')
      .locator(`[data-contact-id="C2C${qian.userID}"] .rl-contacts-row-main`)
      .click();
    await expect.poll(() => detail(zhao.page).locator('.rl-contacts-tag').textContent()).toBe('好友');
    await detail(zhao.page).getByRole('button', { name: '修改备注' }).click();
    const field = detail(zhao.page).getByRole('textbox', { name: '备注' });
    await field.fill('好'.repeat(49));
    await detail(zhao.page).getByText('备注长度不能超过 96 字节').waitFor();
    await field.fill('钱经理');
    await detail(zhao.page).getByRole('button', { name: '保存' }).click();
    await zhao.page.getByText('备注修改成功').waitFor();
    await expect.poll(() => detail(zhao.page).getByRole('heading').textContent()).toBe('钱经理');
    await expect.poll(() => row(zhao.page, qian.userID).textContent()).toContain('钱经理');
    await screenshot(zhao.page, 'contacts-desktop-detail');
  });

  it('on a phone the detail replaces the list and has a back button', async () => {
    qianPhone = await personAt(browser, baseURL, '13700000004', MOBILE);
    const page = qianPhone.page;
    await page.goto('/#/im/contacts');
    const friend = section(page, '我的好友').locator(`[data-contact-id="C2C${zhao.userID}"]`);
    await friend.waitFor();
    expect(await page.getByTestId('chat-nav-conversations').isVisible()).toBe(true);
    await screenshot(page, 'contacts-mobile-list');
    await friend.locator('.rl-contacts-row-main').click();
    await detail(page).waitFor();
    expect(await page.locator('.rl-contacts-panel').count()).toBe(0);
    expect(await navContacts(page).count()).toBe(0);
    await screenshot(page, 'contacts-mobile-detail');
    await page.getByRole('button', { name: '返回通讯录' }).click();
    await page.locator('.rl-contacts-panel').waitFor();
    expect(await detail(page).count()).toBe(0);
  });

  it("'send message' opens the conversation", async () => {
    await detail(zhao.page).getByRole('button', { name: '发消息' }).click();
    await zhao.page.waitForURL(new RegExp(`#/im/C2C${qian.userID}$`));
    await editor(zhao.page).waitFor();
  });

  it('adds to the blacklist (ending the friendship) and removes again', async () => {
    await zhao.page.goto(`/#/im/contacts/C2C${qian.userID}`);
    await detail(zhao.page).getByRole('button', { name: '加入黑名单' }).click();
    await dialogButton(zhao.page, /确\s?定/).click();
    await zhao.page.getByText('已加入黑名单').waitFor();
    await expect.poll(() => detail(zhao.page).locator('.rl-contacts-tag').textContent()).toBe('已在黑名单中');
    await section(zhao.page, '黑名单')
      .getByRole('button', { name: /^黑名单/ })
      .click();
    await section(zhao.page, '黑名单').locator(`[data-contact-id="C2C${qian.userID}"]`).waitFor();
    await expect
      .poll(() => section(zhao.page, '我的好友').locator(`[data-contact-id="C2C${qian.userID}"]`).count())
      .toBe(0);

    await detail(zhao.page).getByRole('button', { name: '移出黑名单' }).click();
    await zhao.page.getByText('已移出黑名单').waitFor();
    await expect
      .poll(() => section(zhao.page, '黑名单').locator(`[data-contact-id="C2C${qian.userID}"]`).count())
      .toBe(0);
    expect(await detail(zhao.page).getByRole('button', { name: '添加好友' }).count()).toBe(1);
    expect([...zhao.errors, ...qian.errors, ...(qianPhone?.errors ?? [])]).toEqual([]);
  });
});
