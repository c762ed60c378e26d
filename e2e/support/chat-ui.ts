import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './chat.ts';

/** The chat workspace as a person drives it: one browser context per person. */
export interface ChatPerson {
  page: Page;
  userID: string;
  errors: string[];
  close(): Promise<void>;
}

export const DESKTOP = { width: 1366, height: 820 };
export const MOBILE = { width: 390, height: 844 };

/** Logs an account (a demo one by default) in through the login page and reads its platform user ID (its chat ID). */
export async function personAt(
  browser: Browser,
  baseURL: string,
  loginCode: string,
  viewport = DESKTOP,
  password = DEMO_PASSWORD,
): Promise<ChatPerson> {
  const mobile = viewport.width < 768;
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport,
    ...(mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/#/login');
  await page.getByTestId('login-code').fill(loginCode);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('app-shell').waitFor();
  // The session is stored once its request answers, which may come after the shell shows.
  const stored = await page.waitForFunction(() => {
    const user = JSON.parse(localStorage.getItem('renli:user') ?? '{}') as { v?: { userId?: number } };
    return user.v?.userId;
  });
  const userID = String(await stored.jsonValue());
  return { page, userID, errors, close: () => context.close() };
}

export const editor = (page: Page) => page.locator('textarea.rl-chat-editor');
export const rows = (page: Page) => page.locator('[data-testid=message-list] .rl-chat-row');
export const rowWith = (page: Page, text: string) => rows(page).filter({ hasText: text }).last();
export const conversationRow = (page: Page, conversationID: string) =>
  page.locator(`.rl-chat-conv[data-conversation-id="${conversationID}"]`);

export async function send(page: Page, text: string): Promise<void> {
  await editor(page).fill(text);
  await editor(page).press('Enter');
}

/** Right click on desktop, a 500 ms press on touch screens, then the menu item. */
export async function messageAction(page: Page, row: Locator, item: string, mobile = false): Promise<void> {
  const bubble = row.locator('.rl-chat-bubble');
  if (mobile) {
    const box = await bubble.boundingBox();
    if (!box) throw new Error('bubble not visible');
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.evaluate(
      async ({ selector, index, x, y }) => {
        const el = document.querySelectorAll(selector)[index] as HTMLElement;
        const touch = new Touch({ identifier: 1, target: el, clientX: x, clientY: y });
        el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch], bubbles: true }));
        await new Promise((r) => setTimeout(r, 650));
        el.dispatchEvent(new TouchEvent('touchend', { touches: [], bubbles: true }));
      },
      { selector: '.rl-chat-bubble', index: await indexOf(page, bubble), ...at },
    );
  } else {
    await bubble.click({ button: 'right' });
  }
  await page.getByRole('menuitem', { name: item }).click();
}

async function indexOf(page: Page, target: Locator): Promise<number> {
  const handle = await target.elementHandle();
  return page.evaluate(
    (el) => Array.from(document.querySelectorAll('.rl-chat-bubble')).indexOf(el as Element),
    handle,
  );
}
