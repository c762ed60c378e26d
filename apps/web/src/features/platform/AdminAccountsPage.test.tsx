import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { hashPassword } from '../../lib/md5.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { AdminAccountsPage } from './AdminAccountsPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = (id: number, name: string, self: boolean) => ({
  id,
  version: 1,
  loginCode: `${name}@renli.local`,
  name,
  status: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  self,
  // The server allows no one to disable themselves: the own row offers no such transition.
  transitions: self ? [] : ['disable'],
});

describe('/Set', () => {
  it('offers no disable button on the own account and sends the new password as MD5', async () => {
    const server = fakeServer({
      '/admin/set/selectPage': () => ({
        data: {
          list: [account(1, 'root', true), account(2, 'ops', false)],
          total: 2,
          pageNum: 1,
          pageSize: 10,
        },
      }),
      '/admin/set/insert': () => ({ data: account(3, 'night', false) }),
    });
    render(
      <Providers>
        <AdminAccountsPage />
      </Providers>,
    );
    expect(await screen.findByText('当前账号')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /停\s*用/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /新增管理员/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('登录账号'), { target: { value: 'night@renli.local' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '夜班' } });
    fireEvent.change(within(dialog).getByLabelText('初始密码'), { target: { value: 'Night#2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(server.bodiesOf('/insert')).toEqual([
        { loginCode: 'night@renli.local', name: '夜班', password: hashPassword('Night#2026') },
      ]),
    );
  });
});
