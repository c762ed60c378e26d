import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';

/**
 * 结果分析 end to end (docs/product/performance.md, "Result analysis"): the demo seeds two archived
 * quarters (analysis/demo.ts). HR 张伟 (13700000003) opens the results tab, sees the grade
 * distribution chart and the nine-box grid, switches to targets, and exports the results
 * (绩效结果_YYYYMMDDhhmmss.xlsx); on a phone the charts fit and nothing scrolls sideways. Shots at
 * 1366 px and 390×844 (`E2E_DOCS_SCREENSHOTS=1`: into docs/screenshots/performance).
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HR = '13700000003';

const shoot = shooter('performance', { fullPage: true });

describe('结果分析', () => {
  it('HR sees the distribution and the nine-box of the last quarter and exports the results', async () => {
    const hr = await personAt(browser, baseURL, HR, DESKTOP);
    const { page } = hr;
    await page.goto('/#/performance/resultanalysis/jg');
    await page.getByRole('img', { name: '等级分布图' }).waitFor();
    const grid = page.getByRole('list', { name: '九宫格（绩效 × 潜力）' });
    await grid.waitFor();
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(10);
    await expect
      .poll(async () => page.locator('.ant-select-content, .ant-select-selection-item').first().textContent())
      .toContain('2026年第二季度绩效考核');
    await shoot(page, 'analysis-results');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导出 Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^绩效结果_\d{14}\.xlsx$/);

    await page.getByRole('tab', { name: '目标分析' }).click();
    await page.getByText('已制定目标').first().waitFor();
    await shoot(page, 'analysis-targets');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });

  it('on a phone the charts fit the screen and nothing scrolls sideways', async () => {
    const hr = await personAt(browser, baseURL, HR, MOBILE);
    const { page } = hr;
    await page.goto('/#/performance/resultanalysis/jg');
    await page.getByRole('img', { name: '等级分布图' }).waitFor();
    const chart = await page.getByRole('img', { name: '等级分布图' }).boundingBox();
    expect(chart!.width).toBeLessThanOrEqual(390);
    expect(chart!.width).toBeGreaterThan(200);
    await shoot(page, 'analysis-results');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });
});
