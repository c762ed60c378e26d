import type { Session } from '@renli/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import md5 from 'blueimp-md5';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentModule } from '../lib/current-module.ts';
import { setLanguage } from '../lib/i18n.ts';
import { getToken, setToken } from '../lib/session.ts';
import { installBrowserStubs } from '../test/browser-stubs.ts';
import { App } from './App.tsx';

const session: Session = {
  access_token: 'tok',
  userId: 1,
  compId: 9,
  compName: '仁力科技',
  userName: '王小明',
  userFace: null,
  sex: 1,
  userSign: 2,
  systemSign: 1,
  staffType: null,
  module: null,
  compAdmin: 1,
  staffAdmin: 0,
  userStaffAdmin: '',
  systemId: 2,
  mustChangePassword: false,
  user: { sysType: 1, userId: 1, userLoginCode: '13800000000', userName: '王小明', userType: 2, vipId: 9 },
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'ok', data }), { status: 200 });
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith('/companyMemberCtl/selectUserInfoByToken')) return ok(session);
  if (url.startsWith('/changeUserList')) return ok([]);
  if (url.startsWith('/anon/generateToken')) return ok({ access_token: 'fresh-token' });
  return new Response(JSON.stringify({ code: 404, message: 'not found', data: null }), { status: 404 });
});

function openAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

beforeAll(installBrowserStubs);

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('app shell', () => {
  it('shows the 404 page for unknown paths', async () => {
    openAt('/definitely/not/here');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('sends a logged-out visitor to the login page and back after logging in', async () => {
    openAt('/recruit/job');
    const code = await screen.findByTestId('login-code');
    expect(window.location.hash).toBe('#/login?redirect=%2Frecruit%2Fjob');

    fireEvent.change(code, { target: { value: '13800000000' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret#1' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('app-shell')).toBeTruthy();
    expect(window.location.hash).toBe('#/recruit/job');
    expect(getToken('user')).toBe('fresh-token');
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url) === '/anon/generateToken')!;
    expect(JSON.parse(String(loginCall[1]!.body))).toEqual({
      userLoginCode: '13800000000',
      password: md5('Secret#1'),
    });
  });

  it('renders a module page as ComingSoon inside the shell and remembers the module', async () => {
    setToken('user', 'tok');
    openAt('/recruit/job');
    const page = await screen.findByTestId('coming-soon');
    expect(page.textContent).toContain('职位管理');
    expect(page.textContent).toContain('功能开发中，敬请期待');
    expect(screen.getByTestId('nav-recruit').getAttribute('href')).toBe('#/recruit');
    expect(screen.getByTestId('side-menu').textContent).toContain('人才库');
    expect(await screen.findByText('王小明')).toBeTruthy();
    expect(getCurrentModule()).toBe(12);
  });

  it('redirects a menu group to its first page', async () => {
    setToken('user', 'tok');
    openAt('/crm/crmclient');
    await screen.findByTestId('coming-soon');
    expect(window.location.hash).toBe('#/crm/crmclient/wait');
  });

  it('lands on the workbench after logging in without a redirect', async () => {
    openAt('/login');
    fireEvent.change(await screen.findByTestId('login-code'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret#1' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('workbench-greeting')).textContent).toContain('王小明');
    expect(window.location.hash).toBe('#/manage/console');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('switches the language with the header control and keeps the choice', async () => {
    setToken('user', 'tok');
    openAt('/crm/crmproduct');
    const toggle = await screen.findByTestId('lang-switch');
    expect(toggle.getAttribute('data-lang')).toBe('zh-CN');
    await act(async () => fireEvent.click(toggle));
    await waitFor(() =>
      expect(screen.getByTestId('coming-soon').textContent).toContain('Feature under development'),
    );
    expect(screen.getByTestId('lang-switch').getAttribute('data-lang')).toBe('en');
    expect(JSON.parse(localStorage.getItem('renli:lang')!).v).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('logs out from the user menu to a plain login page', async () => {
    setToken('user', 'tok');
    openAt('/crm/crmproduct');
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(getToken('user')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/invalidToken')).toBe(true);
  });

  it('keeps admins out of the product and users out of the back office', async () => {
    setToken('user', 'tok');
    openAt('/Members/Company');
    expect(await screen.findByTestId('admin-login-code')).toBeTruthy();
    expect(window.location.hash).toBe('#/aLogin?redirect=%2FMembers%2FCompany');
  });
});
