import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { RegisterPage } from './RegisterPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REFUSAL = '请阅读并同意《用户协议》和《隐私政策》';

function open() {
  const server = fakeServer({
    '/anon/trial/checkCompName': () => ({ data: { available: true } }),
    '/anon/register': () => ({ data: { userId: 10001 } }),
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={['/register']}>
        <RegisterPage />
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function fillCompany() {
  type('register-comp-name', '星河科技有限公司');
  type('register-login-code', 'boss@xinghe.cn');
  type('register-code', '123456');
  type('register-password', 'Secret#2026');
  type('register-password-confirm', 'Secret#2026');
}

describe('RegisterPage: consent to the 用户协议 and 隐私政策', () => {
  it('links both texts in a new tab, so the form is kept', () => {
    open();
    for (const [name, path] of [
      ['《用户协议》', '/agreement'],
      ['《隐私政策》', '/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(path);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(screen.getByTestId('register-agree').closest('label')?.textContent).toBe(
      '我已阅读并同意《用户协议》和《隐私政策》',
    );
  });

  it('refuses to register until the box is ticked, then sends the consent', async () => {
    const { bodiesOf } = open();
    fillCompany();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(bodiesOf('/anon/register')).toEqual([]);

    fireEvent.click(screen.getByTestId('register-agree'));
    await waitFor(() => expect(screen.queryByText(REFUSAL)).toBeNull());
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(bodiesOf('/anon/register')).toHaveLength(1));
    expect(bodiesOf('/anon/register')[0]).toMatchObject({
      userType: 2,
      compName: '星河科技有限公司',
      userLoginCode: 'boss@xinghe.cn',
      agreeTerms: true,
    });
  });
});
