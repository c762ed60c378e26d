import { COLUMN_KEYS, type CompanyColumns } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { CompanyPermissionsPage } from './CompanyPermissionsPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['permissions', 'nav']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const companyColumns = (canUpdate: boolean, canManageStaff = true): CompanyColumns => ({
  canUpdate,
  canManageStaff,
  columns: COLUMN_KEYS.map((columnKey) => ({ columnKey, opened: columnKey !== 'salary' })),
});
const staffSet = { staffId: 30005, staffName: '李员工', columns: [{ columnKey: 'recruit', level: 'read' }] };

function open(canUpdate: boolean, url = '/other/setting/comsafe?staffId=30005', canManageStaff = true) {
  const server = fakeServer({
    '/cPowerSetCtl/select': () => ({ data: companyColumns(canUpdate, canManageStaff) }),
    '/cPowerSetCtl/update': () => ({ data: companyColumns(canUpdate) }),
    '/cAccountAuthCtl/select': () => ({ data: staffSet }),
    '/cAccountAuthCtl/update': () => ({ data: staffSet }),
    '/cAccountAuthCtl/empty': () => ({ data: { ...staffSet, columns: [] } }),
    '/compStaffMember/getStaff': () => ({
      data: { result: { list: [], total: 0, pageNum: 1, pageSize: 20 } },
    }),
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <CompanyPermissionsPage />
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

const levelGroup = (title: string) => screen.getByRole('radiogroup', { name: title });

describe('CompanyPermissionsPage', () => {
  it('lets the company account switch columns, never the settings column', async () => {
    const { bodiesOf } = open(true);
    const crm = await screen.findByTestId('column-switch-crm');
    expect(crm.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('column-switch-salary').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('column-switch-other').hasAttribute('disabled')).toBe(true);
    fireEvent.click(crm);
    await waitFor(() =>
      expect(bodiesOf('/cPowerSetCtl/update')).toEqual([{ columns: [{ columnKey: 'crm', opened: false }] }]),
    );
  });

  it('shows the switches read-only to others, and no staff editor to plain staff', async () => {
    const { calls } = open(false, '/other/setting/comsafe?staffId=30005', false);
    expect(await screen.findByText('仅企业账号可以开通或关闭栏目')).toBeTruthy();
    expect(screen.getByTestId('column-switch-crm').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('员工权限')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/cAccountAuthCtl'))).toBe(false);
  });

  it('edits the set of the staff member named in ?staffId=, then saves and empties it', async () => {
    const { bodiesOf } = open(false);
    await screen.findByText('李员工');
    await waitFor(() =>
      expect(within(levelGroup('招聘')).getByLabelText('查看')).toHaveProperty('checked', true),
    );
    // A column the company closed cannot be granted.
    expect(within(levelGroup('薪酬')).getByLabelText('编辑')).toHaveProperty('disabled', true);
    fireEvent.click(within(levelGroup('客户')).getByLabelText('编辑'));
    fireEvent.click(within(levelGroup('招聘')).getByLabelText('无'));
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(bodiesOf('/cAccountAuthCtl/update')).toEqual([
        { staffId: 30005, columns: [{ columnKey: 'crm', level: 'update' }] },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: '清空权限' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/cAccountAuthCtl/empty')).toEqual([{ staffId: 30005 }]));
  });

  it('asks for a staff member when none is chosen', async () => {
    open(true, '/other/setting/comsafe');
    expect(await screen.findByText('请选择一名员工查看或设置其权限')).toBeTruthy();
  });
});
