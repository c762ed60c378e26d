import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { MOBILE, personAt } from '../support/chat-ui.ts';
import { still } from '../support/people-picker.ts';
import { expectNoSidewaysScroll, named } from '../support/staff-hr.ts';

/**
 * 员工档案 and 我的 (docs/product/staff.md, "Archives (员工档案) and my record"): HR corrects an
 * identity number (GB 11643-1999, its birth date and sex follow it); the employee changes her
 * emergency contact at once and asks HR to change her bank account, which HR approves. Demo seed:
 * 罗思琪 (13700000020), outsourced, whom no other spec touches; the company account reviews.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = 'demo@renli.local';
const EMPLOYEE = { login: '13700000020', name: '罗思琪' };

/** GB 11643-1999: the 18th character from the weighted sum of the first 17, modulo 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkCharacter = (first17: string) =>
  '10X98765432'[[...first17].reduce((sum, digit, i) => sum + Number(digit) * WEIGHTS[i]!, 0) % 11]!;
/** 杭州西湖区, born 1994-08-16, sequence 028 (even: a woman). */
const ID_BODY = '33010619940816028';
const ID_NUMBER = ID_BODY + checkCharacter(ID_BODY);
const WRONG_ID = ID_BODY + (checkCharacter(ID_BODY) === '1' ? '2' : '1');
const NEW_ACCOUNT = '6217001234567890456';

/** An archive section: a card whose text starts with its title. */
const section = (scope: Page | Locator, title: string) =>
  scope.locator('.renli-archive-section').filter({ hasText: new RegExp(`^${title}`) });
const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ hasText: new RegExp(`^${label}`) });
const infoValue = (scope: Locator, label: string) =>
  scope
    .locator('.ant-descriptions-item')
    .filter({ hasText: label })
    .locator('.ant-descriptions-item-content');
const archiveDrawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();

/** 员工档案 › the archive of `name`, found with the list's search. */
async function openArchive(page: Page, name: string) {
  await page.goto('/#/staff/staffarchives');
  await page.locator('.renli-resource-filters').getByLabel('姓名/工号/手机号/身份证号').fill(name);
  await page.getByRole('button', { name: named('查询') }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect.poll(() => rows.count()).toBe(1);
  await rows.filter({ hasText: name }).getByRole('button', { name: '查看档案' }).click();
  const drawer = archiveDrawer(page);
  await drawer.getByText(`${name}的档案`).waitFor();
  return drawer;
}

describe('staff archives (员工档案) and my record (我的)', () => {
  it('the company account corrects an identity number: the check character is verified, birth date and sex follow', async () => {
    const company = await personAt(browser, baseURL, COMPANY);
    const { page } = company;
    const drawer = await openArchive(page, EMPLOYEE.name);
    const basic = section(drawer, '基本信息');
    await basic.getByRole('button', { name: '编辑' }).click();
    // Birth date and sex are left to the number.
    const birthDate = formItem(basic, '出生日期');
    await birthDate.locator('.ant-picker').hover();
    await birthDate.locator('.ant-picker-clear').click();
    await expect.poll(() => birthDate.locator('input').inputValue()).toBe('');
    const sex = formItem(basic, '性别');
    await sex.locator('.ant-select').hover();
    await sex.locator('.ant-select-clear').click();
    await expect.poll(() => sex.locator('.ant-select-selection-item').count()).toBe(0);
    await basic.getByLabel('身份证号').fill(WRONG_ID);
    await basic.getByRole('button', { name: named('保存') }).click();
    await basic.locator('.ant-form-item-explain-error').getByText('身份证号码校验位不正确').waitFor();
    await still(page, 'staff-archives-desktop-id-refused');

    await basic.getByLabel('身份证号').fill(ID_NUMBER);
    await basic.getByRole('button', { name: named('保存') }).click();
    await page.getByText('已保存').waitFor();
    await expect.poll(() => infoValue(basic, '身份证号').textContent()).toBe(ID_NUMBER);
    expect(await infoValue(basic, '出生日期').textContent()).toBe('1994-08-16');
    expect(await infoValue(basic, '性别').textContent()).toBe('女');
    await still(page, 'staff-archives-desktop-id-saved');
    expect(company.errors).toEqual([]);
    await company.close();
  });

  it('on a phone the employee changes her emergency contact and asks for a new bank account, which HR approves', async () => {
    const employee = await personAt(browser, baseURL, EMPLOYEE.login, MOBILE);
    const mine = employee.page;
    await mine.goto('/#/staff/staffmanage/assi-my');
    await mine.getByText('我的档案').waitFor();
    const contact = section(mine, '联系方式');
    await contact.getByRole('button', { name: '编辑' }).click();
    const row = contact.locator('.renli-archive-row').first();
    await row.getByLabel('姓名').fill('罗建国');
    await row.getByLabel('关系').fill('父亲');
    await row.getByLabel('电话').fill('13955558888');
    await still(mine, 'staff-archives-phone-contact-form');
    await expectNoSidewaysScroll(mine);
    await contact.getByRole('button', { name: named('保存') }).click();
    await mine.getByText('已保存').waitFor();
    await contact.getByText('13955558888').waitFor();
    await contact.getByText('罗建国').waitFor();

    // Bank fields go to HR as a request.
    await section(mine, '银行与社保').getByRole('button', { name: '申请修改' }).click();
    const ask = mine.locator('.ant-modal').filter({ hasText: '申请修改身份和银行信息' });
    await ask.getByLabel('银行卡号').fill(NEW_ACCOUNT);
    await still(mine, 'staff-archives-phone-request');
    await expectNoSidewaysScroll(mine);
    await ask.getByRole('button', { name: '提交申请' }).click();
    await mine.getByText('已提交，请等待人事审核').waitFor();
    await mine.getByText(/您的修改申请正在等待人事审核/).waitFor();
    expect(await section(mine, '银行与社保').getByRole('button', { name: '申请修改' }).isDisabled()).toBe(
      true,
    );
    await expectNoSidewaysScroll(mine);
    await still(mine, 'staff-archives-phone-pending');

    const company = await personAt(browser, baseURL, COMPANY);
    const hr = company.page;
    await hr.goto('/#/staff/staffarchives');
    await hr.getByRole('tab', { name: /待审核的信息变更/ }).click();
    // The shown tab's table (the archive list stays in its hidden tab).
    const request = hr
      .getByRole('tabpanel')
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: EMPLOYEE.name });
    await request.getByText(NEW_ACCOUNT).waitFor();
    await still(hr, 'staff-archives-desktop-requests');
    await request.getByRole('button', { name: '通过' }).click();
    await hr
      .locator('.ant-popconfirm')
      .getByRole('button', { name: named('确定') })
      .click();
    await hr.getByText('已通过，档案已更新').waitFor();
    // It leaves the pending list for the approved one.
    await request.waitFor({ state: 'detached' });
    await hr.locator('.renli-archive-requests-filter').getByText('已通过', { exact: true }).click();
    await request.locator('.ant-tag').getByText('已通过').waitFor();

    // The archive has the new account: in full for HR who may edit it, masked in its history.
    await request.getByRole('button', { name: new RegExp(EMPLOYEE.name) }).click();
    const drawer = archiveDrawer(hr);
    await expect
      .poll(() => infoValue(section(drawer, '银行与社保'), '银行卡号').textContent())
      .toBe(NEW_ACCOUNT);
    await drawer.getByRole('tab', { name: '时间线' }).click();
    const timeline = drawer.getByRole('tabpanel', { name: '时间线' });
    await timeline
      .getByText(`${NEW_ACCOUNT.slice(0, 4)} **** **** ${NEW_ACCOUNT.slice(-4)}`)
      .first()
      .waitFor();
    expect(await timeline.getByText(NEW_ACCOUNT).count()).toBe(0);
    await still(hr, 'staff-archives-desktop-approved');

    await mine.reload();
    await mine.getByText(/您的修改申请已通过/).waitFor();
    await infoValue(section(mine, '银行与社保'), '银行卡号').getByText(NEW_ACCOUNT).waitFor();
    await expectNoSidewaysScroll(mine);
    await still(mine, 'staff-archives-phone-approved');
    expect(employee.errors).toEqual([]);
    expect(company.errors).toEqual([]);
    await company.close();
    await employee.close();
  });
});
