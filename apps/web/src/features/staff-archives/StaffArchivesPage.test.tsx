import type { AuthSummary } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { StaffArchivesPage } from './StaffArchivesPage.tsx';
import {
  archiveFixture,
  customFieldsFixture,
  detailFixture,
  myArchiveFixture,
  requestFixture,
} from './test-archive.ts';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff-archives', 'resource']);
  setToken('user', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The company account: it imports archives. */
const companyAccount: AuthSummary = {
  userType: 2,
  compAdmin: 1,
  staffAdmin: 0,
  scopes: [],
  isPlatformAdmin: false,
  columns: { staff: 'update', oa: 'update', other: 'update' },
  closedColumns: [],
};

const listed = archiveFixture({ idNumber: '4401**********1233', bankAccount: '6225 **** **** 6789' });

function renderPage(answers: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    '/selectAuthByToken': () => ({ data: companyAccount }),
    '/staffArchive/selectPage': () => ({
      data: { list: [listed], total: 1, pageNum: 1, pageSize: 10, canWrite: false },
    }),
    '/staffArchive/selectCount': () => ({
      data: { employed: 1, probation: 0, official: 1, left: 0, pendingRequests: 2 },
    }),
    '/staffArchive/getStaffArchive/7': () => ({ data: detailFixture() }),
    '/staffArchive/jobHistory/7': () => ({
      data: [
        {
          ...myArchiveFixture().history[0]!,
          id: 2,
          kind: 'transfer',
          effectiveFrom: '2099-01-01',
          applied: false,
          deptName: '销售部',
        },
        { ...myArchiveFixture().history[0]!, effectiveTo: '2099-01-01' },
      ],
    }),
    '/staffArchive/selectRequestPage': () => ({
      data: { list: [requestFixture()], total: 1, pageNum: 1, pageSize: 10 },
    }),
    ...answers,
  });
  render(
    <Providers>
      <StaffArchivesPage />
    </Providers>,
  );
  return server;
}

const openArchive = async () => {
  const row = (await screen.findByText('A007')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: '查看档案' }));
  return screen.findByRole('dialog');
};
const sectionOf = (drawer: HTMLElement, title: string) =>
  within(drawer).getByText(title).closest<HTMLElement>('.renli-archive-section')!;

describe('StaffArchivesPage', () => {
  it('lists archives with masked numbers and months of service, offering import but no create or delete', async () => {
    renderPage();
    const row = (await screen.findByText('A007')).closest('tr')!;
    expect(within(row).getByText('李员工')).toBeTruthy();
    expect(within(row).getByText('3年2个月')).toBeTruthy();
    expect(within(row).getByText('正式')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /导\s*入$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /下载导入模板/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    // Two changes wait for review.
    expect(screen.getByRole('tab', { name: /待审核的信息变更/ }).textContent).toContain('2');
  });

  it('opens the full archive and saves one section edited in place', async () => {
    const { bodiesOf } = renderPage({
      '/staffArchive/updateStaffArchive': () => ({ data: detailFixture({ version: 4, ethnicity: '回族' }) }),
    });
    const drawer = await openArchive();
    const basic = await waitFor(() => sectionOf(drawer, '基本信息'));
    expect(within(basic).getByText('440101199001011233')).toBeTruthy();
    fireEvent.click(within(basic).getByRole('button', { name: /编\s*辑/ }));
    fireEvent.change(within(basic).getByLabelText('民族'), { target: { value: '回族' } });
    fireEvent.click(within(basic).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodiesOf('/updateStaffArchive')).toEqual([
        expect.objectContaining({
          id: 7,
          version: 3,
          ethnicity: '回族',
          idNumber: '440101199001011233',
          hukouAddress: null,
        }),
      ]),
    );
  });

  it("shows the server's refusal on the field it concerns", async () => {
    renderPage({
      '/staffArchive/updateStaffArchive': () => ({
        code: 400,
        message: '身份证号：身份证号码校验位不正确',
        data: { fields: [{ field: 'idNumber', message: '身份证号码校验位不正确' }] },
      }),
    });
    const drawer = await openArchive();
    const basic = await waitFor(() => sectionOf(drawer, '基本信息'));
    fireEvent.click(within(basic).getByRole('button', { name: /编\s*辑/ }));
    fireEvent.change(within(basic).getByLabelText('身份证号'), { target: { value: '440101199001011234' } });
    fireEvent.click(within(basic).getByRole('button', { name: /保\s*存/ }));
    expect(await within(basic).findByText('身份证号码校验位不正确')).toBeTruthy();
  });

  it('corrects the job facts and shows the job history with scheduled changes tagged', async () => {
    const { bodiesOf } = renderPage({
      '/staffArchive/correctJob': () => ({ data: detailFixture({ version: 4 }) }),
    });
    const drawer = await openArchive();
    const job = await waitFor(() => sectionOf(drawer, '岗位信息'));
    fireEvent.click(within(job).getByRole('button', { name: /更\s*正/ }));
    fireEvent.change(within(job).getByLabelText('薪资等级'), { target: { value: 'P6' } });
    fireEvent.click(within(job).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodiesOf('/correctJob')).toEqual([
        { id: 7, version: 3, workLocation: '杭州', clientCompany: null, salaryGrade: 'P6' },
      ]),
    );
    fireEvent.click(within(drawer).getByRole('tab', { name: '任职记录' }));
    const versions = await within(drawer).findAllByTestId('job-version');
    expect(versions[0]!.textContent).toContain('调动');
    expect(versions[0]!.textContent).toContain('待生效');
    expect(versions[1]!.textContent).toContain('2023-03-01 至 2098-12-31');
  });

  it('approves a requested change and rejects one with a reason', async () => {
    const { bodiesOf } = renderPage({
      '/staffArchive/approveRequest': () => ({ data: requestFixture({ status: 2 }) }),
      '/staffArchive/rejectRequest': () => ({
        data: requestFixture({ status: 3, reason: '请上传银行卡照片' }),
      }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: /待审核的信息变更/ }));
    const row = (await screen.findByText(/6222020000000001/)).closest('tr')!;
    expect(within(row).getByText('6225880123456789')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /通\s*过/ }));
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm')!);
    fireEvent.click(within(popup).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/approveRequest')).toEqual([{ id: 11 }]));
    fireEvent.click(within(row).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '请上传银行卡照片' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/rejectRequest')).toEqual([{ id: 11, reason: '请上传银行卡照片' }]));
  });

  it('offers 自定义字段 and, in the archive, says where to add fields while there are none', async () => {
    renderPage({
      '/staffArchive/customFields': () => ({ data: { version: 0, fields: [], canEdit: true } }),
    });
    expect(await screen.findByRole('button', { name: /自定义字段/ })).toBeTruthy();
    const drawer = await openArchive();
    const custom = await waitFor(() => sectionOf(drawer, '自定义信息'));
    expect(within(custom).getByText(/可在员工档案列表上方点击“自定义字段”添加/)).toBeTruthy();
    expect(within(custom).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  });

  it('shows the company’s fields in the list and the archive, and saves them as custom', async () => {
    const { bodiesOf } = renderPage({
      '/staffArchive/customFields': () => ({
        data: { version: 1, fields: customFieldsFixture, canEdit: true },
      }),
      '/staffArchive/selectPage': () => ({
        data: {
          list: [{ ...listed, custom: { cf_blood001: 'o_a0000001' } }],
          total: 1,
          pageNum: 1,
          pageSize: 10,
          canWrite: false,
        },
      }),
      '/staffArchive/getStaffArchive/7': () => ({
        data: detailFixture({ custom: { cf_blood001: 'o_a0000001' } }),
      }),
      '/staffArchive/updateStaffArchive': () => ({ data: detailFixture({ version: 4 }) }),
    });
    const row = (await screen.findByText('A007')).closest('tr')!;
    // 血型 is shown in the list at first (showInList).
    expect(await within(row).findByText('A型')).toBeTruthy();
    const drawer = await openArchive();
    const custom = await waitFor(() => sectionOf(drawer, '自定义信息'));
    expect(within(custom).getByText('A型')).toBeTruthy();
    fireEvent.click(within(custom).getByRole('button', { name: /编\s*辑/ }));
    fireEvent.click(within(custom).getByRole('button', { name: /保\s*存/ }));
    expect(await within(custom).findByText('请输入籍贯')).toBeTruthy();
    fireEvent.change(within(custom).getByLabelText('籍贯'), { target: { value: ' 浙江杭州 ' } });
    fireEvent.click(within(custom).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodiesOf('/updateStaffArchive')).toEqual([
        { id: 7, version: 3, custom: { cf_origin01: '浙江杭州', cf_blood001: 'o_a0000001' } },
      ]),
    );
  });
});
