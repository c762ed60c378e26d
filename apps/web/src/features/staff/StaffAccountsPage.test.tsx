import { STAFF_DEFAULT_PASSWORD, type StaffAccount } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { StaffAccountsPage } from './StaffAccountsPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff', 'resource']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staff: StaffAccount = {
  id: 30001,
  version: 1,
  userId: 10005,
  staffName: '张伟',
  mobile: '13700000003',
  email: null,
  deptId: null,
  deptName: '人事部',
  positionId: null,
  positionName: null,
  rankId: null,
  rankName: null,
  jobNo: 'A01',
  entryDate: null,
  employeeType: 2,
  staffAdmin: 1,
  adminScope: 'hrm,hro',
  loginStatus: 1,
  status: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The row's popconfirm answered yes (queries stay inside the row and the popup: the page is large). */
const confirmRowAction = async (name: string) => {
  const row = (await screen.findByText('张伟')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name }));
  await waitFor(() => expect(document.querySelector('.ant-popconfirm')).toBeTruthy());
  return document.querySelector<HTMLElement>('.ant-popconfirm')!;
};

const renderPage = () => {
  const server = fakeServer({
    '/compStaffMember/selectPage': () => ({ data: { list: [staff], total: 1, pageNum: 1, pageSize: 10 } }),
    '/companyStaffMemberCtl/': () => ({ data: { updated: 1, reset: true } }),
  });
  render(
    <Providers>
      <StaffAccountsPage />
    </Providers>,
  );
  return server;
};

describe('StaffAccountsPage', () => {
  it('shows department, employee type, admin scope and login status', async () => {
    renderPage();
    await screen.findByText('张伟');
    expect(screen.getByText('人事部')).toBeTruthy();
    expect(screen.getByText('外包员工（HRO）')).toBeTruthy();
    expect(screen.getByText('管理员 HRM,HRO')).toBeTruthy();
    expect(screen.getByText('已开启')).toBeTruthy();
    expect(screen.getByText('权限').closest('a')?.getAttribute('href')).toBe(
      '#/other/setting/comsafe?staffId=30001',
    );
  });

  it('closes a login after confirmation', async () => {
    const { bodiesOf } = renderPage();
    const popup = await confirmRowAction('关闭登录');
    fireEvent.click(within(popup).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/updateLoginStatus')).toEqual([{ ids: [30001], loginStatus: 2 }]));
  });

  it('resets a password after a confirmation naming the default password', async () => {
    const { bodiesOf } = renderPage();
    const popup = await confirmRowAction('重置密码');
    expect(
      within(popup).getByText(`确定将密码重置为默认初始密码 ${STAFF_DEFAULT_PASSWORD} 吗？`),
    ).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/resetPassword')).toEqual([{ id: 30001 }]));
  });

  it('refuses to submit the create drawer without name and mobile, and sends an MD5 password', async () => {
    const { bodiesOf } = renderPage();
    await screen.findByText('张伟');
    fireEvent.click(screen.getByRole('button', { name: /新\s*建/ }));
    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer).getByPlaceholderText(`不填则使用默认初始密码 ${STAFF_DEFAULT_PASSWORD}`),
    ).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(drawer.querySelectorAll('.ant-form-item-has-error').length).toBeGreaterThanOrEqual(2),
    );
    expect(bodiesOf('/insert')).toEqual([]);
    fireEvent.change(within(drawer).getByLabelText('姓名'), { target: { value: '新人' } });
    fireEvent.change(within(drawer).getByLabelText('手机号（登录账号）'), {
      target: { value: '13800000001' },
    });
    fireEvent.change(within(drawer).getByLabelText('登录密码'), { target: { value: 'abc123' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodiesOf('/insert')).toEqual([
        expect.objectContaining({
          staffName: '新人',
          mobile: '13800000001',
          password: 'e99a18c428cb38d5f260853678922e03',
        }),
      ]),
    );
  });
});
