import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { MyArchivePage } from './MyArchivePage.tsx';
import {
  archiveFixture,
  customFieldsFixture,
  myArchiveFixture,
  myChangeFixture,
  requestFixture,
} from './test-archive.ts';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff-archives', 'resource']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(answers: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    '/staffArchive/getMyStaffArchive': () => ({ data: myArchiveFixture() }),
    '/staffChange/mine': () => ({ data: [] }),
    ...answers,
  });
  render(
    <Providers>
      <MyArchivePage />
    </Providers>,
  );
  return server;
}

const sectionOf = (title: string) => screen.getByText(title).closest<HTMLElement>('.renli-archive-section')!;

describe('MyArchivePage', () => {
  it('shows the own record: identity and bank to ask about, contact and education to edit', async () => {
    renderPage();
    expect(await screen.findByText('仁力科技')).toBeTruthy();
    expect(screen.getByText('A007')).toBeTruthy();
    const basic = sectionOf('基本信息');
    expect(within(basic).getByText('440101199001011233')).toBeTruthy();
    expect(within(basic).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(basic).getByRole('button', { name: '申请修改' })).toBeTruthy();
    expect(within(sectionOf('联系方式')).getByRole('button', { name: /编\s*辑/ })).toBeTruthy();
    expect(within(sectionOf('岗位信息')).queryByRole('button', { name: /更\s*正/ })).toBeNull();
    expect(screen.queryByText('备注')).toBeNull();
    expect(screen.getByTestId('job-version').textContent).toContain('2023-03-01 至今');
  });

  it('adds an emergency contact and saves it with the version read', async () => {
    const { bodiesOf } = renderPage({ '/staffArchive/updateMine': () => ({ data: myArchiveFixture() }) });
    await screen.findByText('仁力科技');
    const contact = sectionOf('联系方式');
    fireEvent.click(within(contact).getByRole('button', { name: /编\s*辑/ }));
    fireEvent.click(within(contact).getByRole('button', { name: /添加紧急联系人/ }));
    const names = within(contact).getAllByLabelText('姓名');
    fireEvent.change(names[1]!, { target: { value: '李国强' } });
    fireEvent.change(within(contact).getAllByLabelText('关系')[1]!, { target: { value: '父亲' } });
    fireEvent.change(within(contact).getAllByLabelText('电话')[1]!, { target: { value: '13900000002' } });
    fireEvent.click(within(contact).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodiesOf('/updateMine')).toEqual([
        {
          version: 3,
          personalEmail: null,
          currentAddress: '杭州市西湖区文一西路100号',
          emergencyContacts: [
            { name: '王秀兰', relation: '配偶', phone: '13900000001' },
            { name: '李国强', relation: '父亲', phone: '13900000002' },
          ],
        },
      ]),
    );
  });

  it('asks HR to change the bank account', async () => {
    const { bodiesOf } = renderPage({ '/staffArchive/requestChange': () => ({ data: requestFixture() }) });
    await screen.findByText('仁力科技');
    fireEvent.click(within(sectionOf('银行与社保')).getByRole('button', { name: '申请修改' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('银行卡号'), { target: { value: '6222020000000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(bodiesOf('/requestChange')).toEqual([
        {
          changes: {
            idNumber: '440101199001011233',
            sex: 1,
            birthDate: '1990-01-01',
            bankName: '招商银行',
            bankAccount: '6222020000000001',
          },
        },
      ]),
    );
  });

  it('shows a pending request and a refused one with its reason', async () => {
    renderPage({
      '/staffArchive/getMyStaffArchive': () => ({
        data: myArchiveFixture({ latestRequest: requestFixture() }),
      }),
    });
    expect(await screen.findByText(/您的修改申请正在等待人事审核/)).toBeTruthy();
    expect(
      within(sectionOf('基本信息')).getByRole('button', { name: '申请修改' }).hasAttribute('disabled'),
    ).toBe(true);
    cleanup();
    renderPage({
      '/staffArchive/getMyStaffArchive': () => ({
        data: myArchiveFixture({
          latestRequest: requestFixture({ status: 3, reason: '卡号与银行卡照片不符' }),
        }),
      }),
    });
    expect(await screen.findByText('您的修改申请未通过：卡号与银行卡照片不符')).toBeTruthy();
  });

  it('says so when the caller has no archive', async () => {
    renderPage({
      '/staffArchive/getMyStaffArchive': () => ({ code: 404, message: '您还没有员工档案，请联系人事' }),
    });
    expect(await screen.findByText(/您还没有员工档案。办理入职或被添加为员工后/)).toBeTruthy();
  });

  it('shows the company’s own fields read-only', async () => {
    const archive = archiveFixture({ custom: { cf_origin01: '浙江杭州', cf_blood001: 'o_b0000001' } });
    renderPage({
      '/staffArchive/getMyStaffArchive': () => ({
        data: myArchiveFixture({ archive, customFields: customFieldsFixture }),
      }),
    });
    await screen.findByText('仁力科技');
    const custom = sectionOf('自定义信息');
    expect(within(custom).getByText('浙江杭州')).toBeTruthy();
    expect(within(custom).getByText('B型')).toBeTruthy();
    expect(within(custom).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  });

  it('leaves the custom section out when the company has no fields, and says there are no requests', async () => {
    renderPage();
    await screen.findByText('仁力科技');
    expect(screen.queryByText('自定义信息')).toBeNull();
    expect(await screen.findByText('暂无转正或离职申请')).toBeTruthy();
    // Official already: only 申请离职 is offered.
    expect(screen.queryByRole('button', { name: '申请转正' })).toBeNull();
    expect(screen.getByRole('button', { name: '申请离职' })).toBeTruthy();
  });

  it('lists the own requests with their kind, date and stage', async () => {
    renderPage({
      '/staffChange/mine': () => ({
        data: [
          myChangeFixture(),
          myChangeFixture({ id: 40, kind: 1, effectiveDate: '2025-06-01', status: 2, stage: 3 }),
          myChangeFixture({ id: 39, kind: 3, effectiveDate: '2099-01-31', status: 2, stage: 2 }),
          myChangeFixture({ id: 38, kind: 1, effectiveDate: '2025-05-01', status: 3, stage: 4 }),
        ],
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('my-request')).toHaveLength(4));
    expect(screen.getAllByTestId('my-request').map((item) => item.textContent)).toEqual([
      '离职最后工作日：2026-03-31待处理',
      '转正转正日期：2025-06-01已生效',
      '离职最后工作日：2099-01-31待生效',
      '转正转正日期：2025-05-01已撤销',
    ]);
  });

  it('asks for 转正 while on probation, from the end of probation with a self-evaluation', async () => {
    const archive = archiveFixture({ empStatus: 1, probationEnd: '2026-06-30' });
    const { bodiesOf } = renderPage({
      '/staffArchive/getMyStaffArchive': () => ({ data: myArchiveFixture({ archive }) }),
      '/officialManagement/apply': () => ({ data: myChangeFixture({ kind: 1 }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '申请转正' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('自我评价'), {
      target: { value: ' 按期完成了三个项目 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(bodiesOf('/officialManagement/apply')).toEqual([
        { effectiveDate: '2026-06-30', evaluation: '按期完成了三个项目' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks to leave with a last working day, a grouped reason type and a reason', async () => {
    const { bodiesOf } = renderPage({
      '/dimissionManagement/apply': () => ({ data: myChangeFixture() }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '申请离职' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请选择最后工作日')).toBeTruthy();
    expect(within(dialog).getByText('请选择离职类型')).toBeTruthy();
    const day = within(dialog).getByLabelText('最后工作日');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '2099-01-31' } });
    fireEvent.keyDown(day, { key: 'Enter', code: 'Enter' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '离职类型' }));
    fireEvent.click(await screen.findByText('家庭原因', { selector: '.ant-select-item-option-content' }));
    const groups = [...document.querySelectorAll('.ant-select-item-group')].map((g) => g.textContent);
    expect(groups).toEqual(['主动离职', '被动离职', '其他']);
    fireEvent.change(within(dialog).getByLabelText('离职原因'), { target: { value: '回老家照顾父母' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(bodiesOf('/dimissionManagement/apply')).toEqual([
        { lastDay: '2099-01-31', reasonType: 13, reason: '回老家照顾父母' },
      ]),
    );
  });

  it('shows a refusal of the server on the dialog’s field', async () => {
    renderPage({
      '/dimissionManagement/apply': () => ({
        code: 400,
        message: '该员工已有未完成的离职，请先处理或撤销',
        data: { fields: [{ field: 'lastDay', message: '该员工已有未完成的离职，请先处理或撤销' }] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '申请离职' }));
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByLabelText('最后工作日');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '2099-01-31' } });
    fireEvent.keyDown(day, { key: 'Enter', code: 'Enter' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '离职类型' }));
    fireEvent.click(await screen.findByText('退休', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('该员工已有未完成的离职，请先处理或撤销')).toBeTruthy();
  });
});
