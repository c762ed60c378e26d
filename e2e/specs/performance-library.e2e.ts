import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { choose, named } from '../support/staff-hr.ts';

/**
 * 指标库与考核模板 end to end (docs/product/performance.md, "Indicator library", "Templates"): HR
 * (张伟, 13700000003) creates a KPI with a linear rule, sees the engine's preview as they type, and
 * creates a template whose weights the editor sums live. The demo library (销售业绩…, 通用季度考核)
 * is seeded by the library part. Shot at 1366 px and 390×844 (`E2E_DOCS_SCREENSHOTS=1`: into
 * docs/screenshots/performance).
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HR = '13700000003';
const stamp = Date.now().toString(36).slice(-5);
const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();

const shoot = shooter('performance');

describe('performance library (指标库与考核模板)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`HR creates a linear KPI with its live preview (${size})`, async () => {
      const { page, errors, close } = await personAt(browser, baseURL, HR, viewport);
      await page.goto('/#/performance/targetlibrary');
      await page.getByText('季度销售额').first().waitFor();
      await shoot(page, 'library');
      await page.getByRole('button', { name: named('新建 KPI') }).click();
      const form = drawer(page);
      const name = `季度毛利额${size}${stamp}`;
      await form.getByLabel('指标名称').fill(name);
      await choose(page, form.getByLabel('分组'), '销售业绩');
      await form.getByLabel('单位').fill('万元');
      await choose(page, form.getByLabel('评分方式'), '线性计算');
      await form.getByLabel('目标值').fill('100');
      await form.getByLabel('门槛').fill('60');
      await form.getByLabel('封顶').fill('120');
      await form.getByLabel('试算实际值').fill('92');
      await form.getByText('实际 92 → 得分 92.00').waitFor();
      await form.getByLabel('试算实际值').fill('135');
      await form.getByText('实际 135 → 得分 120.00').waitFor();
      await shoot(page, 'library-drawer');
      await page.getByRole('button', { name: named('保存') }).click();
      await page.getByText('指标已保存').waitFor();
      await page.getByText(name).first().waitFor();
      expect(errors).toEqual([]);
      await close();
    });

    it(`HR creates a template; the editor sums the weights live (${size})`, async () => {
      const { page, errors, close } = await personAt(browser, baseURL, HR, viewport);
      await page.goto('/#/performance/processmanagement/template');
      await page.getByText('通用季度考核').first().waitFor();
      await shoot(page, 'templates');
      await page
        .getByRole('button', { name: named('新建模板') })
        .first()
        .click();
      const form = drawer(page);
      await form.getByLabel('模板名称').fill(`研发季度考核${size}${stamp}`);
      await form.getByLabel('维度权重 1').fill('60');
      await form.getByTestId('sections-sum').getByText('合计 90%').waitFor();
      await form.getByLabel('维度权重 2').fill('40');
      await form.getByTestId('sections-sum').getByText('合计 100%').waitFor();
      await shoot(page, 'template-editor');
      await page.getByRole('button', { name: named('保存') }).click();
      await page.getByText('模板已保存').waitFor();
      await page.getByText(`研发季度考核${size}${stamp}`).waitFor();
      expect(errors).toEqual([]);
      await close();
    });
  }
});
