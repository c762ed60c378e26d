import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser.ts';

/** The people picker of the chat (docs/chat.md), as a person drives it. */
export const PICKER_SEARCH = '搜索姓名、拼音首字母、手机号或工号';

export const toast = (page: Page, text: string | RegExp) => page.locator('.rl-toasts').getByText(text);
/** The picker: a dialog on desktop, a full-screen drawer on a phone. */
export const picker = (page: Page) => page.locator('.rl-people-modal, .rl-people-drawer').last();
export const personRow = (scope: Locator, name: string) =>
  scope.locator('.rl-people-row').filter({ hasText: name });

/** Until antd's transitions (checkboxes, drawer, dialog, toasts) have ended; spinners keep turning. */
export async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
}

/** A screenshot once the transitions have ended. */
export async function still(page: Page, name: string) {
  await transitionsEnded(page);
  await screenshot(page, name);
}

export async function startFromMenu(page: Page, item: '发起单聊' | '发起群聊') {
  await page.goto('/#/im');
  await page.getByRole('button', { name: '发起会话' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** From "发起群聊": the people picker behind its 选择成员 button. */
export async function openMemberPicker(page: Page) {
  await startFromMenu(page, '发起群聊');
  await page.getByRole('button', { name: '选择成员' }).click();
  await picker(page).getByPlaceholder(PICKER_SEARCH).waitFor();
}
