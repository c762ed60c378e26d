import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { hashPassword } from '../../lib/md5.ts';
import { getToken, setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { AccountTab } from './AccountTab.tsx';
import { MemberTab } from './MemberTab.tsx';
import { SafeTab } from './SafeTab.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['settings']);
  setToken('user', 'token-1');
  window.location.hash = '#/other/setting';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = {
  userId: 10001,
  userType: 1,
  identityType: 3,
  userLoginCode: '13700000003',
  userName: '张伟',
  userFace: '',
  sex: 1,
  email: null,
  mobile: '13700000003',
  securityLevel: 'medium',
  passwordChangedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const show = (ui: React.ReactNode) => render(<Providers>{ui}</Providers>);

describe('MemberTab', () => {
  it('shows the mobile read-only and saves name, sex and e-mail', async () => {
    const { bodiesOf } = fakeServer({
      '/userSetCtl/selectProfile': () => ({ data: profile }),
      '/userSetCtl/updateProfile': (body) => ({ data: { ...profile, ...(body as object) } }),
    });
    show(<MemberTab />);
    const name = (await screen.findByTestId('member-name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('张伟'));
    expect((screen.getByTestId('member-mobile') as HTMLInputElement).disabled).toBe(true);

    fireEvent.change(name, { target: { value: '张大伟' } });
    fireEvent.change(screen.getByTestId('member-email'), { target: { value: 'zw@example.cn' } });
    fireEvent.click(screen.getByRole('button', { name: 'female2' }));
    fireEvent.click(screen.getByTestId('member-save'));
    await waitFor(() => expect(bodiesOf('/userSetCtl/updateProfile')).toHaveLength(1));
    expect(bodiesOf('/userSetCtl/updateProfile')[0]).toEqual({
      userName: '张大伟',
      userFace: 'female2',
      sex: 1,
      email: 'zw@example.cn',
    });
  });

  it('shows the server’s field message next to the field', async () => {
    fakeServer({
      '/userSetCtl/selectProfile': () => ({ data: profile }),
      '/userSetCtl/updateProfile': () => ({
        code: 400,
        message: 'bad',
        data: { fields: [{ field: 'email', message: '邮箱格式不正确' }] },
      }),
    });
    show(<MemberTab />);
    await waitFor(() => expect((screen.getByTestId('member-name') as HTMLInputElement).value).toBe('张伟'));
    fireEvent.click(screen.getByTestId('member-save'));
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
  });
});

describe('AccountTab', () => {
  it('rates the new password live, sends MD5s with the level to the staff endpoint, then logs out', async () => {
    const { bodiesOf } = fakeServer({
      '/userSetCtl/selectProfile': () => ({ data: profile }),
      '/compStffMember/updatePassWord': () => ({ data: null }),
    });
    show(<AccountTab />);
    expect(await screen.findByText('员工子账号')).toBeTruthy();
    expect(screen.getByTestId('security-level').dataset.level).toBe('medium');

    fireEvent.change(screen.getByTestId('account-old'), { target: { value: 'Renli@2026' } });
    fireEvent.change(screen.getByTestId('account-new'), { target: { value: 'abc123' } });
    await waitFor(() => expect(screen.getByTestId('security-meter').dataset.level).toBe('weak'));
    fireEvent.change(screen.getByTestId('account-new'), { target: { value: 'Stronger#2027' } });
    await waitFor(() => expect(screen.getByTestId('security-meter').dataset.level).toBe('strong'));
    fireEvent.change(screen.getByTestId('account-confirm'), { target: { value: 'Stronger#2027' } });
    fireEvent.click(screen.getByTestId('account-submit'));

    await waitFor(() => expect(bodiesOf('/compStffMember/updatePassWord')).toHaveLength(1));
    expect(bodiesOf('/compStffMember/updatePassWord')[0]).toEqual({
      oldPassword: hashPassword('Renli@2026'),
      newPassword: hashPassword('Stronger#2027'),
      securityLevel: 'strong',
    });
    await waitFor(() => expect(getToken('user')).toBeNull());
    expect(window.location.hash).toBe('#/login');
  });

  it('refuses a password under 6 characters without calling the server', async () => {
    const { calls } = fakeServer({ '/userSetCtl/selectProfile': () => ({ data: profile }) });
    show(<AccountTab />);
    await screen.findByText('员工子账号');
    fireEvent.change(screen.getByTestId('account-old'), { target: { value: 'old-one' } });
    fireEvent.change(screen.getByTestId('account-new'), { target: { value: 'a1' } });
    fireEvent.change(screen.getByTestId('account-confirm'), { target: { value: 'a1' } });
    fireEvent.click(screen.getByTestId('account-submit'));
    expect(await screen.findByText('密码至少 6 位')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('updatePassWord'))).toBe(false);
  });
});

describe('SafeTab', () => {
  const overview = {
    securityLevel: 'weak',
    sessions: [
      {
        id: 'aaa',
        device: 'Chrome · Windows',
        ip: '10.0.0.1',
        createdAt: profile.createdAt,
        expiresAt: profile.createdAt,
        current: true,
      },
      {
        id: 'bbb',
        device: null,
        ip: '10.0.0.2',
        createdAt: profile.createdAt,
        expiresAt: profile.createdAt,
        current: false,
      },
    ],
    history: [
      { id: 'aaa', device: 'Chrome · Windows', ip: '10.0.0.1', createdAt: profile.createdAt, state: 'live' },
    ],
  };

  it('lists devices with the current one marked, and signs one out or all others out', async () => {
    const { bodiesOf } = fakeServer({
      '/userSetCtl/selectSessions': () => ({ data: overview }),
      '/userSetCtl/revokeSession': () => ({ data: { current: false } }),
      '/userSetCtl/revokeOtherSessions': () => ({ data: { revoked: 1 } }),
    });
    show(<SafeTab />);
    expect(await screen.findByText('当前设备')).toBeTruthy();
    expect(screen.getByText('未知设备')).toBeTruthy();
    expect(screen.getByTestId('security-level').dataset.level).toBe('weak');

    fireEvent.click(screen.getByTestId('revoke-bbb'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/userSetCtl/revokeSession')).toEqual([{ id: 'bbb' }]));
    expect(getToken('user')).toBe('token-1');

    fireEvent.click(screen.getByTestId('revoke-others'));
    const confirms = await screen.findAllByRole('button', { name: /确\s*定|OK/ });
    fireEvent.click(confirms[confirms.length - 1]!);
    await waitFor(() => expect(bodiesOf('/userSetCtl/revokeOtherSessions')).toHaveLength(1));
  });

  it('logs out when the current session is signed out', async () => {
    fakeServer({
      '/userSetCtl/selectSessions': () => ({ data: overview }),
      '/userSetCtl/revokeSession': () => ({ data: { current: true } }),
    });
    show(<SafeTab />);
    fireEvent.click(await screen.findByTestId('revoke-aaa'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(getToken('user')).toBeNull());
    expect(window.location.hash).toBe('#/login');
  });
});
