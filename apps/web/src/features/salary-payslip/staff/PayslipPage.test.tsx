import type { MyPayslips, PayslipDetail, PayslipIdentity } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { hashPassword } from '../../../lib/md5.ts';
import { clearSession, setToken } from '../../../lib/session.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { PayslipPage } from './PayslipPage.tsx';

const later = () => new Date(Date.now() + 15 * 60_000).toISOString();
const closed: PayslipIdentity = { verifiedUntil: null, codeTarget: '138****0001' };
const row = {
  id: 7,
  month: '2026-10',
  runName: '10月工资',
  compName: '资源甲公司',
  status: 1 as const,
  net: '8123.45',
  publishedAt: '2026-11-05T02:00:00.000Z',
};
const detail = (extra: Partial<PayslipDetail> = {}): PayslipDetail => ({
  ...row,
  status: 2,
  staffName: '普通员工',
  gross: '10000.00',
  figures: [
    { code: 'base', name: '基本工资', effect: 'earning', value: '8800.00' },
    { code: 'socialPersonal', name: '社保个人', effect: 'system', value: '-1050.40' },
    { code: 'tax', name: '个人所得税', effect: 'system', value: '-86.15' },
  ],
  readAt: '2026-11-05T03:00:00.000Z',
  confirmedAt: null,
  question: null,
  questionedAt: null,
  answer: null,
  answeredAt: null,
  ...extra,
});

/** The server: closed until the password is right, then one payslip. */
function server(options: { wrongFirst?: boolean } = {}) {
  let identity = closed;
  let wrong = options.wrongFirst ?? false;
  let slip = detail();
  return fakeServer({
    '/payslipCtl/identity': () => ({ data: identity }),
    '/payslipCtl/verify': () => {
      if (wrong) {
        wrong = false;
        return { code: 400, message: '登录密码不正确' };
      }
      identity = { ...closed, verifiedUntil: later() };
      return { data: identity };
    },
    '/payslipCtl/selectMine': (): { data?: MyPayslips; code?: number } =>
      identity.verifiedUntil
        ? { data: { list: [row], verifiedUntil: identity.verifiedUntil } }
        : { code: 403 },
    '/payslipCtl/detail': () => ({ data: slip }),
    '/payslipCtl/confirm': () => {
      slip = detail({ status: 3, confirmedAt: '2026-11-05T04:00:00.000Z' });
      return { data: slip };
    },
    '/payslipCtl/question': (body) => {
      slip = detail({ status: 4, question: (body as { text: string }).text });
      return { data: slip };
    },
  });
}

const renderPage = () =>
  render(
    <Providers>
      <PayslipPage />
    </Providers>,
  );

async function unlock(password = 'Secret#2026') {
  fireEvent.change(await screen.findByLabelText('登录密码'), { target: { value: password } });
  fireEvent.click(screen.getByText('验证并查看', { selector: 'button span' }));
}

beforeAll(installBrowserStubs);
beforeEach(async () => {
  localStorage.clear();
  setToken('user', 'staff-token');
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['salary-payslip']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('我的工资条', () => {
  it('asks a visitor to log in and come back', async () => {
    clearSession('user');
    server();
    renderPage();
    expect(await screen.findByText('请先登录')).toBeTruthy();
    const link = screen.getByText('去登录').closest('a')!;
    expect(link.getAttribute('href')).toBe('#/login?redirect=%2Fpayslip');
  });

  it('shows no amount before the identity is confirmed, and says why a password failed', async () => {
    const { bodiesOf } = server({ wrongFirst: true });
    renderPage();
    expect(await screen.findByText('验证身份')).toBeTruthy();
    expect(screen.queryByText(/8,123.45/)).toBeNull();
    await unlock('nope');
    expect(await screen.findByText('登录密码不正确')).toBeTruthy();
    expect(bodiesOf('/payslipCtl/verify')[0]).toEqual({ method: 'password', secret: hashPassword('nope') });
    expect(bodiesOf('/payslipCtl/selectMine')).toEqual([]);
  });

  it('lists the months, opens a payslip with net in large type, and confirms it', async () => {
    const { bodiesOf } = server();
    renderPage();
    await unlock();
    fireEvent.click(await screen.findByText('2026-10 工资条'));
    expect((await screen.findByTestId('payslip-net')).textContent).toBe('¥8,123.45');
    const deductions = screen.getByText('扣款项').closest('section')! as HTMLElement;
    expect(within(deductions).getByText('社保个人')).toBeTruthy();
    expect(within(deductions).getByText('-86.15')).toBeTruthy();
    expect(screen.getByText('收入项').closest('section')!.textContent).toContain('8,800.00');
    fireEvent.click(screen.getByText('确认无误', { selector: 'button span' }));
    expect(await screen.findByText(/已于 .* 确认无误/)).toBeTruthy();
    expect(bodiesOf('/payslipCtl/confirm')).toEqual([{ id: 7 }]);
  });

  it('sends a question of at most 500 characters to HR', async () => {
    const { bodiesOf } = server();
    renderPage();
    await unlock();
    fireEvent.click(await screen.findByText('2026-10 工资条'));
    fireEvent.click(await screen.findByText('有疑问', { selector: 'button span' }));
    const box = await screen.findByLabelText('疑问内容');
    expect(box.getAttribute('maxlength')).toBe('500');
    fireEvent.change(box, { target: { value: '绩效少了 100 元？' } });
    fireEvent.click(document.querySelector('.ant-modal .ant-btn-primary')!);
    await waitFor(() =>
      expect(bodiesOf('/payslipCtl/question')).toEqual([{ id: 7, text: '绩效少了 100 元？' }]),
    );
    expect(await screen.findByText('您的疑问：绩效少了 100 元？')).toBeTruthy();
  });
});
