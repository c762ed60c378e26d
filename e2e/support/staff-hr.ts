import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { transitionsEnded } from './people-picker.ts';

/** Staff management screens (docs/product/staff.md) as HR drives them: antd selects and dates. */

/** Today in China (business dates are China dates, docs/architecture.md), as `YYYY-MM-DD`. */
export const chinaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

/** `day` moved by whole years and days, as calendar arithmetic on the date alone. */
export function shiftDay(day: string, { years = 0, days = 0 }: { years?: number; days?: number }) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y + years, m - 1, d + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * The select dropdowns now open. antd keeps a closed dropdown in the page and marks it hidden only
 * once its closing animation ends: one still closing (`…-leave`) is left out, or a pick right after
 * another select's would click the old list.
 */
export const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])');

/** The option of the select dropdown now open. */
export const option = (page: Page, text: string | RegExp) =>
  openDropdown(page).locator('.ant-select-item-option').filter({ hasText: text });

/** Opens a select (by its input) and picks the option, typing `search` first when it searches. */
export async function choose(page: Page, select: Locator, text: string | RegExp, search?: string) {
  await select.click();
  if (search) await select.pressSequentially(search);
  await option(page, text).first().click();
}

/** Types a day into an antd DatePicker and commits it. */
export async function setDay(input: Locator, day: string) {
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(day);
}

/** A button's name: antd spaces two-character Chinese labels ("保 存"), an icon adds its own name. */
export const named = (text: string) => new RegExp(`${[...text].join('\\s*')}$`);

/** The page does not scroll sideways at the viewport's width (tables scroll inside their box). */
export async function expectNoSidewaysScroll(page: Page) {
  await transitionsEnded(page);
  const { width } = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
