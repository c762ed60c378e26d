import type { Page } from 'playwright-core';
import { shooter, shotsDir } from './shots.ts';

/** Where the salary specs keep their screenshots (`E2E_DOCS_SCREENSHOTS=1`: docs/screenshots/salary). */
export const SALARY_SHOTS = shotsDir('salary');

export { sizeOf } from './shots.ts';

/** A screenshot once transitions end; on a phone, first proof that nothing scrolls sideways. */
export const shoot = shooter('salary');

export const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
/** The primary button of the open Popconfirm. */
export const confirmPop = (page: Page) => page.locator('.ant-popconfirm .ant-btn-primary').last();
