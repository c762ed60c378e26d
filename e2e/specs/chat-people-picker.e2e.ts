import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { type ChatPerson, conversationRow, MOBILE, personAt, rowWith, send } from '../support/chat-ui.ts';
import {
  openMemberPicker,
  personRow,
  picker,
  PICKER_SEARCH as SEARCH,
  startFromMenu,
  still,
  toast,
} from '../support/people-picker.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let staff: ChatPerson; // 朱雅琴, 技术研发部 测试工程师: desktop, 13700000014
let phone: ChatPerson; // the same staff member on a 390x844 phone
let director: ChatPerson; // 张伟, 人力资源总监 and staff admin: desktop, 13700000003

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  [staff, phone, director] = await Promise.all([
    personAt(browser, baseURL, '13700000014'),
    personAt(browser, baseURL, '13700000014', MOBILE),
    personAt(browser, baseURL, '13700000003'),
  ]);
});
afterAll(async () => {
  await staff?.close();
  await phone?.close();
  await director?.close();
  await browser?.close();
});

describe('finding colleagues in chat (issue 16, item 1)', () => {
  it('a staff member finds the director by name and messages them without a friend request', async () => {
    const { page } = staff;
    await startFromMenu(page, '发起单聊');
    await picker(page).getByPlaceholder(SEARCH).fill('张伟');
    const found = personRow(picker(page), '张伟');
    await found.getByText('人力资源部 · 人力资源总监').waitFor();
    await still(page, 'people-picker-single-desktop');
    await found.click();
    await page.waitForURL(new RegExp(`#/im/C2C${director.userID}$`));
    await send(page, '张总您好，我是技术研发部的朱雅琴');
    await expect.poll(() => rowWith(page, '我是技术研发部的朱雅琴').textContent()).toContain('未读');
    expect(await toast(page, /联系范围/).count()).toBe(0);
    // The new conversation is listed under the director's name.
    await expect
      .poll(() => conversationRow(page, `C2C${director.userID}`).locator('.rl-chat-conv-name').textContent())
      .toBe('张伟');
    await still(page, 'people-picker-sent-desktop');

    await director.page.goto(`/#/im/C2C${staff.userID}`);
    await rowWith(director.page, '我是技术研发部的朱雅琴').waitFor();
  });

  it('creates a group from the org tree: department, colleagues, chips, a name from the members', async () => {
    const { page } = staff;
    await openMemberPicker(page);
    const dialog = picker(page);
    await dialog.getByRole('button', { name: '进入 技术研发部' }).click();
    // The caller is not offered to themselves.
    await personRow(dialog, '孙浩然').waitFor();
    expect(await personRow(dialog, '朱雅琴').count()).toBe(0);
    await personRow(dialog, '孙浩然').click();
    await personRow(dialog, '马晓东').click();
    await dialog.getByRole('button', { name: '移除 马晓东' }).waitFor();
    expect(await dialog.getByText('已选择 2 人').count()).toBe(1);
    // Both ticked, and so 全选 too.
    await expect.poll(() => dialog.locator('.ant-checkbox-wrapper-checked').count()).toBe(3);
    await still(page, 'people-picker-group-desktop');
    await dialog.getByRole('button', { name: '完成（2）' }).click();
    await expect.poll(() => page.getByLabel('群名称').inputValue()).toBe('孙浩然、马晓东');
    await page.locator('.rl-group-chip').filter({ hasText: '马晓东' }).waitFor();
    await page
      .locator('.rl-group-modal')
      .getByRole('button', { name: /^创\s?建$/ })
      .click();
    await toast(page, '创建群组成功').waitFor();
    await page.waitForURL(/#\/im\/GROUP/);
    // Like WeCom: the member count after the name, and in the list the group icon and a 群聊 tag.
    await expect.poll(() => page.locator('.rl-chat-window-title').textContent()).toBe('孙浩然、马晓东（3）');
    const row = conversationRow(page, decodeURIComponent(page.url().split('/im/')[1]!));
    await row.locator('.rl-chat-conv-tag').getByText('群聊').waitFor();
    expect(await row.locator('.rl-group-avatar').count()).toBe(1);
    await still(page, 'group-header-desktop');
  });

  it('on a phone: a full-screen picker, pinyin initials find the director, no sideways scroll', async () => {
    const { page } = phone;
    await startFromMenu(page, '发起单聊');
    const drawer = picker(page);
    await drawer.getByPlaceholder(SEARCH).fill('zw');
    await personRow(drawer, '张伟').waitFor();
    // The whole screen, once the drawer has slid in.
    await expect
      .poll(async () => JSON.stringify(await drawer.boundingBox()))
      .toBe(JSON.stringify({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height }));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await still(page, 'people-picker-single-phone');
    await personRow(drawer, '张伟').click();
    await page.waitForURL(new RegExp(`#/im/C2C${director.userID}$`));
    await send(page, '手机上也能找到张总');
    // Delivered: the director still has the chat open on his desktop, so it may be read at once.
    await expect.poll(() => rowWith(page, '手机上也能找到张总').textContent()).toMatch(/[未已]读/);
  });

  it('on a phone: picks members by search into the chip line and creates the group', async () => {
    const { page } = phone;
    await openMemberPicker(page);
    const drawer = picker(page);
    await drawer.getByPlaceholder(SEARCH).fill('lf');
    await personRow(drawer, '刘芳').click();
    await drawer.getByPlaceholder(SEARCH).fill('黄志强');
    await personRow(drawer, '黄志强').click();
    await drawer.getByRole('button', { name: '移除 黄志强' }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await still(page, 'people-picker-group-phone');
    await drawer.getByRole('button', { name: '完成（2）' }).click();
    await expect.poll(() => page.getByLabel('群名称').inputValue()).toBe('刘芳、黄志强');
    await page
      .locator('.rl-group-modal')
      .getByRole('button', { name: /^创\s?建$/ })
      .click();
    await toast(page, '创建群组成功').waitFor();
    await page.waitForURL(/#\/im\/GROUP/);
    // The toast sits below the chat's header, never over its back button.
    const header = (await page.locator('.rl-chat-window-header').boundingBox())!;
    expect((await toast(page, '创建群组成功').boundingBox())!.y).toBeGreaterThanOrEqual(
      header.y + header.height,
    );
    // A group, not a one-to-one chat: its member count in the header.
    await expect.poll(() => page.locator('.rl-chat-window-title').textContent()).toBe('刘芳、黄志强（3）');
    await still(page, 'group-header-phone');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
  });

  it('the global search finds a colleague by pinyin initials, at 1366 px and on a phone', async () => {
    for (const [person, size] of [
      [staff, 'desktop'],
      [phone, 'phone'],
    ] as const) {
      const { page } = person;
      await page.goto('/#/im');
      await page.getByPlaceholder('搜索同事、联系人、群聊、聊天记录').first().fill('shr');
      const section = page.locator('.rl-search-section').filter({ hasText: '同事' });
      await section.getByText('技术研发部 · 技术负责人').waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(size === 'phone' ? MOBILE.width : 1366);
      await still(page, `people-search-${size}`);
      await section.getByRole('button', { name: /孙浩然/ }).click();
      await page.waitForURL(/#\/im\/C2C\d+$/);
    }
  });

  it('finds the company account (no staff record) by name and pinyin, at the top of the org tree', async () => {
    const { page } = staff;
    await startFromMenu(page, '发起单聊');
    const dialog = picker(page);
    // The company level lists it before the staff in no department, marked as the company account.
    const account = personRow(dialog, '周明轩');
    await account.getByText('企业账号').waitFor();
    await dialog.getByPlaceholder(SEARCH).fill('zmx');
    await personRow(dialog.getByRole('region', { name: '同事' }), '周明轩').waitFor();
    await dialog.getByPlaceholder(SEARCH).fill('周明轩');
    await personRow(dialog, '周明轩').click();
    await page.waitForURL(/#\/im\/C2C\d+$/);
    await send(page, '周总好，通讯录里找到您了');
    await expect.poll(() => rowWith(page, '通讯录里找到您了').textContent()).toContain('未读');
    expect(await toast(page, /联系范围/).count()).toBe(0);

    // The global search's 同事 tab on a phone, too.
    await phone.page.goto('/#/im');
    await phone.page.getByPlaceholder('搜索同事、联系人、群聊、聊天记录').first().fill('zmx');
    const section = phone.page.locator('.rl-search-section').filter({ hasText: '同事' });
    await section.getByText('企业账号').waitFor();
    expect(await scrollWidth(phone.page)).toBeLessThanOrEqual(MOBILE.width);
  });

  it('the HR director makes a department group in one action', async () => {
    const { page } = director;
    await openMemberPicker(page);
    const dialog = picker(page);
    await dialog.getByRole('button', { name: '进入 人力资源部' }).click();
    await dialog.getByRole('button', { name: '进入 招聘组' }).click();
    await personRow(dialog, '刘芳').waitFor();
    await still(page, 'people-picker-department-desktop');
    await dialog.getByRole('button', { name: '一键创建部门群' }).click();
    await toast(page, /已创建部门群「招聘组」，共 3 人/).waitFor();
    await page.waitForURL(/#\/im\/GROUP/);
    await expect.poll(() => page.locator('.rl-chat-window-title').textContent()).toContain('招聘组');
    for (const person of [staff, phone, director]) expect(person.errors).toEqual([]);
  });
});
