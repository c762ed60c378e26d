import { ChatSDK } from '@renli/chat-sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { chatLogin } from '../support/chat.ts';
import { type ChatPerson, conversationRow, MOBILE, personAt, rowWith, send } from '../support/chat-ui.ts';
import { toast } from '../support/people-picker.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let owner: ChatPerson; // desktop, 13700000005
let member: ChatPerson; // desktop, 13700000006
let applicant: ChatPerson; // phone 390x844, 13700000007
let memberNick = '';
const groupID = `pd${Date.now().toString(36)}`;
const groupName = '产品讨论组';

/** The owner picks a friend as member: 05 and 06 become friends over the SDK first. */
async function makeFriends(from: string, to: string): Promise<string> {
  const [a, b] = await Promise.all([chatLogin(baseURL, from), chatLogin(baseURL, to)]);
  const chatA = ChatSDK.create({ SDKAppID: a.SDKAppID, url: baseURL });
  const chatB = ChatSDK.create({ SDKAppID: b.SDKAppID, url: baseURL });
  try {
    await chatA.login({ userID: a.userID, userSig: a.userSig });
    await chatB.login({ userID: b.userID, userSig: b.userSig });
    await chatA.addFriend({
      to: b.userID,
      source: 'AddSource_Type_Web',
      wording: '一起建群',
      type: 'Add_Type_Both',
    });
    const pending = (await chatB.getFriendApplicationList()).data.friendApplicationList;
    if (pending.some((p) => p.userID === a.userID)) await chatB.acceptFriendApplication({ userID: a.userID });
    return (await chatB.getMyProfile()).data.nick || b.userID;
  } finally {
    await chatA.destroy();
    await chatB.destroy();
  }
}

const drawer = (page: Page) => page.locator('.rl-group-drawer');
const picker = (page: Page) => page.locator('.rl-chat-forward-modal');

async function openGroup(person: ChatPerson) {
  await person.page.goto(`/#/im/${encodeURIComponent(`GROUP${groupID}`)}`);
  await person.page.locator('.rl-chat-window').waitFor();
}

async function openManage(page: Page) {
  await page.getByRole('button', { name: '群管理' }).click();
  await drawer(page).getByText(groupName).first().waitFor();
  // The drawer has slid in once its right edge meets the window's.
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const box = await drawer(page).boundingBox();
      return box ? Math.round(box.x + box.width) : -1;
    })
    .toBe(width);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [owner, member, applicant] = await Promise.all([
    personAt(browser, baseURL, '13700000005'),
    personAt(browser, baseURL, '13700000006'),
    personAt(browser, baseURL, '13700000007', MOBILE),
  ]);
  memberNick = await makeFriends('13700000005', '13700000006');
});
afterAll(async () => {
  await owner?.close();
  await member?.close();
  await applicant?.close();
  await browser?.close();
});

describe('group screens: create, join with approval, mute, transfer, phone layout', () => {
  it('the owner creates a Public group with one friend through the + menu', async () => {
    const { page } = owner;
    await page.goto('/#/im');
    await page.getByRole('button', { name: '发起会话' }).click();
    await page.getByRole('menuitem', { name: '发起群聊' }).click();
    const create = page.getByRole('button', { name: /^创\s?建$/ });
    await expect.poll(() => create.isDisabled()).toBe(true);
    await page.getByLabel('群名称').fill(groupName);
    await page.getByLabel('群 ID（选填）').fill(groupID);
    // The desktop hides the type chooser (docs/architecture.md): the group is Public.
    expect(await page.getByRole('button', { name: '群类型' }).count()).toBe(0);
    // The people picker (chat-people-picker.e2e.ts covers its org tree): the friend among friends.
    await page.getByRole('button', { name: '选择成员' }).click();
    const people = page.locator('.rl-people-modal');
    await people.getByText('我的好友').click();
    await people.locator('.rl-people-row').filter({ hasText: memberNick }).click();
    await people.getByRole('button', { name: '完成（1）' }).click();
    await page.locator('.rl-group-chip').filter({ hasText: memberNick }).waitFor();
    await page.getByRole('button', { name: 'female3' }).click();
    await screenshot(page, 'groups-create-desktop');
    await create.click();
    await toast(page, '创建群组成功').waitFor();
    await page.waitForURL(new RegExp(`#/im/GROUP${groupID}$`));
  });

  it('a third person finds the group by ID and applies: waiting for approval', async () => {
    const { page } = applicant;
    await page.goto('/#/im');
    await page.getByRole('button', { name: '发起会话' }).click();
    await page.getByRole('menuitem', { name: '加入群聊' }).click();
    await page.getByPlaceholder('请输入群 ID').fill(groupID);
    await page.getByRole('button', { name: /查\s?找/ }).click();
    await page.locator('.rl-group-card').getByText(groupName).waitFor();
    expect(await page.locator('.rl-group-card').textContent()).toContain('公开群');
    await page.getByLabel('验证消息').fill('我是新同事，想加入讨论');
    await screenshot(page, 'groups-join-phone');
    await page.getByRole('button', { name: '申请加入' }).click();
    await toast(page, '申请已发送，等待管理员审批').waitFor();
  });

  it('the owner sees the banner, agrees, and the applicant gets the conversation', async () => {
    const { page } = owner;
    const banner = page.getByRole('button', { name: '1 条入群申请，点击处理' });
    await banner.click();
    const panel = page.locator('.ant-modal').filter({ hasText: '入群申请' });
    await panel.getByText('我是新同事，想加入讨论').waitFor();
    await panel.getByRole('button', { name: /同\s?意/ }).click();
    await panel.getByText('已同意').waitFor();
    expect(await panel.locator('.ant-modal-title').textContent()).toContain('0 条待处理');
    await screenshot(page, 'groups-applications-desktop');
    await panel.getByRole('button', { name: 'Close' }).or(panel.locator('.ant-modal-close')).first().click();
    await expect.poll(() => banner.count()).toBe(0);
    await conversationRow(applicant.page, `GROUP${groupID}`).waitFor();
  });

  it('the owner sees "all read" once both members read, and still after a reload', async () => {
    const text = `请大家确认收到 ${groupID}`;
    await send(owner.page, text);
    for (const reader of [member, applicant]) {
      await openGroup(reader);
      await rowWith(reader.page, text).waitFor();
    }
    const label = () => rowWith(owner.page, text).locator('.rl-chat-receipt');
    await expect.poll(() => label().textContent()).toBe('全部已读');
    await owner.page.reload();
    await owner.page.locator('.rl-chat-window').waitFor();
    await rowWith(owner.page, text).waitFor();
    expect(await label().textContent()).toBe('全部已读');
    await screenshot(owner.page, 'groups-receipts-after-reload-desktop');
  });

  it('typing @ right after Chinese text opens the member picker; an e-mail address does not', async () => {
    const { page } = owner;
    const mentions = page.getByRole('listbox', { name: '选择要提醒的人' });
    await page.locator('textarea.rl-chat-editor').fill('');
    await page.locator('textarea.rl-chat-editor').pressSequentially('你好@');
    await mentions.getByText(memberNick).waitFor();
    await screenshot(page, 'groups-mention-after-chinese-desktop');
    await mentions.getByText(memberNick).click();
    await expect.poll(() => page.locator('textarea.rl-chat-editor').inputValue()).toBe(`你好@${memberNick} `);
    await page.locator('textarea.rl-chat-editor').fill('');
    await page.locator('textarea.rl-chat-editor').pressSequentially('hr@');
    expect(await mentions.count()).toBe(0);
    await page.locator('textarea.rl-chat-editor').fill('');
  });

  it('the owner mutes the member on the admin page; the member sees the mute notice live', async () => {
    await openGroup(member);
    await member.page.locator('textarea.rl-chat-editor').waitFor();
    const { page } = owner;
    await openManage(page);
    await drawer(page).getByText('共 3 人').waitFor();
    await screenshot(page, 'groups-manage-desktop');
    await drawer(page)
      .getByRole('button', { name: /群管理/ })
      .click();
    await drawer(page).getByRole('button', { name: '添加禁言' }).click();
    await picker(page).locator('.rl-chat-forward__row').filter({ hasText: memberNick }).click();
    await picker(page).getByRole('button', { name: /完成/ }).click();
    await toast(page, '禁言设置成功').waitFor();
    await drawer(page).locator('.rl-group-admin__list').getByText(memberNick).waitFor();
    await screenshot(page, 'groups-admin-desktop');
    await member.page.locator('.rl-chat-muted').waitFor();
    expect(await member.page.locator('textarea.rl-chat-editor').count()).toBe(0);
  });

  it('the owner transfers ownership and becomes a plain member', async () => {
    const { page } = owner;
    await drawer(page).locator('.rl-group-back').click();
    await drawer(page).getByRole('button', { name: '转让群主' }).click();
    await picker(page).locator('.rl-chat-forward__row').filter({ hasText: memberNick }).click();
    await picker(page).getByRole('button', { name: /完成/ }).click();
    await page
      .locator('.rl-chat-confirm')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await toast(page, '群主转让成功').waitFor();
    await drawer(page).getByRole('button', { name: '退出群聊' }).waitFor();
    expect(await drawer(page).getByRole('button', { name: '解散群聊' }).count()).toBe(0);
  });

  it('on a phone the manage screen takes the whole screen', async () => {
    const { page } = applicant;
    await openGroup(applicant);
    await openManage(page);
    const box = await drawer(page).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(MOBILE.width);
    // A plain member: no admin page, no add tile, quit only.
    expect(await drawer(page).getByText('管理员、禁言设置').count()).toBe(0);
    await drawer(page).getByRole('button', { name: '退出群聊' }).waitFor();
    await screenshot(page, 'groups-manage-phone');
    await drawer(page)
      .getByRole('button', { name: /群成员/ })
      .first()
      .click();
    await drawer(page).locator('.rl-group-member').first().waitFor();
    await screenshot(page, 'groups-members-phone');
  });

  it('on a phone the create screen offers the five group types', async () => {
    const { page } = applicant;
    await page.goto('/#/im');
    await page.getByRole('button', { name: '发起会话' }).click();
    await page.getByRole('menuitem', { name: '发起群聊' }).click();
    await page.getByRole('button', { name: '群类型' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      '工作群',
      '公开群',
      '会议群',
      '直播群',
      '社群',
    ]);
    await page.getByRole('option', { name: '社群' }).click();
    // Community groups always get a generated ID (docs/architecture.md).
    expect(await page.getByLabel('群 ID（选填）').count()).toBe(0);
    await screenshot(page, 'groups-create-phone');
    for (const person of [owner, member, applicant]) expect(person.errors).toEqual([]);
  });
});
