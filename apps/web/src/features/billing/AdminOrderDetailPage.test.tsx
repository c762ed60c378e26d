import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { AdminOrderDetailPage } from './AdminOrderDetailPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['billing', 'admin', 'resource']);
  setToken('admin', 'admin-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = (url: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <AdminOrderDetailPage />
      </MemoryRouter>
    </Providers>,
  );

describe('订单详情 (#/OrderDetail)', () => {
  it("reads the order named by ?id= with the back office's session", async () => {
    const { calls } = fakeServer({
      '/admin/order/selectById/7': () => ({
        data: {
          id: 7,
          version: 1,
          updatedAt: '2026-11-01T08:00:00.000Z',
          orderNo: 'RL202611010007',
          productName: '短信包 1000 条',
          quantity: 1,
          amount: 100,
          status: 'paid',
          note: null,
          createdAt: '2026-11-01T08:00:00.000Z',
          paidAt: '2026-11-01T09:00:00.000Z',
          invoiceStatus: null,
          compId: 3,
          compName: '杭州仁力人力资源有限公司',
        },
      }),
    });
    at('/OrderDetail?id=7');
    expect(await screen.findByText('RL202611010007')).toBeTruthy();
    expect(screen.getByText('杭州仁力人力资源有限公司')).toBeTruthy();
    expect(calls[0]?.headers.access_token).toBe('admin-token');
    expect(screen.getByRole('link', { name: '返回订单管理' }).getAttribute('href')).toBe('/Order');
  });

  it('says what to do when no order is named', async () => {
    const { calls } = fakeServer({});
    at('/OrderDetail');
    expect(await screen.findByText('没有指定订单，请从订单管理中打开')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
