import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { MOBILE, personAt } from '../support/chat-ui.ts';
import { still } from '../support/people-picker.ts';
import { readSheet } from '../support/sheets.ts';
import { chinaToday, choose, expectNoSidewaysScroll, named, setDay, shiftDay } from '../support/staff-hr.ts';

/**
 * 劳动合同 (docs/product/labor-contracts.md) as an HRO staff admin keeps them: art. 19's probation
 * limit shown and enforced before saving, 续签 and 终止, the export. Demo seed: 胡俊杰 (13700000015)
 * is the HRO staff admin; 何文博 and 高玉兰 are outsourced staff no other spec touches.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HR = '13700000015';
/** Contract numbers are unique in the company: a stamp keeps a rerun against one server apart. */
const stamp = Date.now().toString(36).toUpperCase();
const PAGE = '/#/staff/laborcontract/hro';
const TWO_MONTHS = '劳动合同期限一年以上不满三年的，试用期不得超过二个月';
const LONG_TERM = '试用期最长 6 个月：三年以上固定期限和无固定期限的劳动合同，试用期不得超过六个月';

const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();
const dialog = (page: Page) => page.locator('.ant-modal').last();
const rowOf = (page: Page, text: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

/** Opens 新建 and fills the contract in: employee, number, type and term (no probation yet). */
async function startContract(
  page: Page,
  contract: { name: string; contractNo: string; startDate: string; endDate: string },
) {
  await page.getByRole('button', { name: named('新建') }).click();
  const form = drawer(page);
  await choose(page, form.getByLabel('员工'), contract.name, contract.name);
  await form.getByLabel('合同编号').fill(contract.contractNo);
  await choose(page, form.getByLabel('合同类型'), /^固定期限$/);
  await setDay(form.getByLabel('起始日期'), contract.startDate);
  await setDay(form.getByLabel('终止日期'), contract.endDate);
  return form;
}

describe('labour contracts (劳动合同)', () => {
  it('an HRO admin registers a contract within art. 19, renews it and exports the list', async () => {
    const hr = await personAt(browser, baseURL, HR);
    const { page } = hr;
    await page.goto(PAGE);
    await page.getByText('劳动合同（HRO 外包员工）').waitFor();

    const start = chinaToday();
    const threeYears = shiftDay(start, { years: 3, days: -1 });
    const first = `HT-${stamp}-1`;
    const form = await startContract(page, {
      name: '何文博',
      contractNo: first,
      startDate: start,
      endDate: threeYears,
    });
    await form.getByText(LONG_TERM).waitFor();
    await form.getByLabel('试用期（月）').fill('3');
    // Shortened to two years, the term allows two months (art. 19): the form says so, saving is refused.
    await setDay(form.getByLabel('终止日期'), shiftDay(start, { years: 2, days: -1 }));
    await form.locator('.ant-alert-error').getByText(TWO_MONTHS).waitFor();
    await form.getByRole('button', { name: named('保存') }).click();
    await form.locator('.ant-form-item-explain-error').getByText(TWO_MONTHS).waitFor();
    await still(page, 'labor-contracts-desktop-probation-refused');

    // Back to three years: the same three months pass.
    await setDay(form.getByLabel('终止日期'), threeYears);
    await form.getByText(LONG_TERM).waitFor();
    await expect.poll(() => form.locator('.ant-alert-error').count()).toBe(0);
    expect(await form.getByLabel('试用期（月）').inputValue()).toBe('3');
    await form.getByRole('button', { name: named('保存') }).click();
    await page.getByText('已新建').waitFor();
    const firstRow = rowOf(page, first);
    await firstRow.getByText('生效中').waitFor();
    expect(await firstRow.textContent()).toContain('何文博');

    // 续签: the next contract starts the day after this one ends, without probation.
    await firstRow.getByRole('button', { name: '续签' }).click();
    const renew = dialog(page);
    await renew.getByText('续签劳动合同：何文博').waitFor();
    await renew.getByText(`新合同自 ${shiftDay(threeYears, { days: 1 })} 起生效。`).waitFor();
    const second = `HT-${stamp}-2`;
    await renew.getByLabel('新合同编号').fill(second);
    await setDay(renew.getByLabel('终止日期'), shiftDay(threeYears, { years: 3 }));
    await renew.getByText('该员工第 2 次连续订立固定期限劳动合同').waitFor();
    await still(page, 'labor-contracts-desktop-renew');
    await renew.getByRole('button', { name: named('续签') }).click();
    await page.getByText('已为 何文博 续签劳动合同').waitFor();
    // The new contract is a 续签 in effect; the old one is 已续签 and offers no second renewal.
    await rowOf(page, second).getByRole('cell', { name: '续签', exact: true }).waitFor();
    await rowOf(page, second).getByText('生效中').waitFor();
    await rowOf(page, first).getByText('已续签').waitFor();
    expect(await rowOf(page, first).getByRole('button', { name: '续签' }).count()).toBe(0);
    await still(page, 'labor-contracts-desktop-list');

    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: named('导出') }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/^劳动合同_\d{14}\.xlsx$/);
    const sheet = await readSheet(await exported.path());
    expect(sheet[0]).toEqual(
      expect.arrayContaining(['员工', '工号', '合同编号', '合同类型', '签订类型', '状态']),
    );
    const contractNoAt = (sheet[0] as string[]).indexOf('合同编号');
    const statusAt = (sheet[0] as string[]).indexOf('状态');
    const exportedRow = (no: string) => sheet.find((row) => row[contractNoAt] === no);
    expect(exportedRow(first)?.[statusAt]).toBe('已续签');
    expect(exportedRow(second)?.[statusAt]).toBe('生效中');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });

  it('on a phone the admin registers a contract and terminates it with a reason', async () => {
    const hr = await personAt(browser, baseURL, HR, MOBILE);
    const { page } = hr;
    await page.goto(PAGE);
    await page.getByText('劳动合同（HRO 外包员工）').waitFor();

    const start = chinaToday();
    const contractNo = `HT-${stamp}-M`;
    const form = await startContract(page, {
      name: '高玉兰',
      contractNo,
      startDate: start,
      endDate: shiftDay(start, { years: 1, days: -1 }),
    });
    await form.getByText(`试用期最长 2 个月：${TWO_MONTHS}`).waitFor();
    await form.getByLabel('试用期（月）').fill('1');
    await still(page, 'labor-contracts-phone-form');
    await expectNoSidewaysScroll(page);
    await form.getByRole('button', { name: named('保存') }).click();
    await page.getByText('已新建').waitFor();
    const row = rowOf(page, contractNo);
    await row.getByText('生效中').waitFor();
    await expectNoSidewaysScroll(page);
    await still(page, 'labor-contracts-phone-list');

    await row.getByRole('button', { name: '终止' }).click();
    const terminate = dialog(page);
    await setDay(terminate.getByLabel('终止日期'), start);
    await terminate.getByLabel('终止原因').fill('项目结束，双方协商一致解除劳动合同');
    await still(page, 'labor-contracts-phone-terminate');
    await expectNoSidewaysScroll(page);
    await terminate.getByRole('button', { name: named('终止') }).click();
    await row.getByText('已终止').waitFor();
    // A terminated contract is neither renewed nor terminated again.
    expect(await row.getByRole('button', { name: /续签|终止/ }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await still(page, 'labor-contracts-phone-terminated');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });
});
