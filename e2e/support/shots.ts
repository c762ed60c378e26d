import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { transitionsEnded } from './people-picker.ts';
import { expectNoSidewaysScroll } from './staff-hr.ts';

/** Where an area's specs keep their screenshots: e2e/artifacts/<area>, or docs/screenshots/<area> with `E2E_DOCS_SCREENSHOTS=1`. */
export function shotsDir(area: string): string {
  const dir = resolve(
    import.meta.dirname,
    process.env.E2E_DOCS_SCREENSHOTS === '1' ? `../../docs/screenshots/${area}` : `../artifacts/${area}`,
  );
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const sizeOf = (page: Page) => (page.viewportSize()!.width < 768 ? 'phone' : 'desktop');

/**
 * The screenshot function of an area: once transitions end, and on a phone after proving that nothing
 * scrolls sideways; `<name>-phone.png` or `<name>-desktop.png`.
 */
export function shooter(area: string, options: { fullPage?: boolean } = {}) {
  const dir = shotsDir(area);
  return async (page: Page, name: string) => {
    await transitionsEnded(page);
    if (sizeOf(page) === 'phone') await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${dir}/${name}-${sizeOf(page)}.png`, fullPage: options.fullPage });
  };
}
