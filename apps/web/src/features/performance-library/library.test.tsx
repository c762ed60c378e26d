import type { Indicator } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { storeUser } from '../../lib/session.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { LibraryPage } from './LibraryPage.tsx';

const sales: Indicator = {
  id: 7,
  version: 3,
  kind: 'kpi',
  groupId: 1,
  groupName: '销售业绩',
  name: '季度销售额',
  definition: '',
  unit: '万元',
  rule: { kind: 'linear', target: '100', direction: 'higher', threshold: '60', cap: '120' },
  keyResults: [],
  levels: [],
  status: 1,
  uses: 2,
  updatedAt: '2026-07-01T00:00:00Z',
};

beforeAll(() => {
  installBrowserStubs();
  bindToast(() => undefined);
});
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['performance-library']);
  storeUser({ userId: 10005, compId: 20001 } as Parameters<typeof storeUser>[0]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('指标库', () => {
  it('lists a used KPI without delete, and previews its rule through the server engine', async () => {
    const { bodiesOf } = fakeServer({
      '/targetCtl/groups': () => ({
        data: { list: [{ id: 1, version: 1, kind: 'kpi', name: '销售业绩', sort: 0, indicators: 1 }] },
      }),
      '/targetCtl/selectPage': () => ({ data: { list: [sales], total: 1, pageNum: 1, pageSize: 20 } }),
      '/targetCtl/previewRule': (body) => ({
        data: { score: (body as { actual: string }).actual === '92' ? '92.00' : '0.00', problem: null },
      }),
    });
    render(
      <Providers>
        <LibraryPage />
      </Providers>,
    );
    expect(await screen.findByText('线性计算 · 越高越好 · 目标 100万元 · 封顶 120%')).toBeTruthy();
    // Used by two sheets: it can be disabled, not deleted.
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    fireEvent.change(await screen.findByLabelText('试算实际值'), { target: { value: '92' } });
    expect(await screen.findByText('实际 92 → 得分 92.00')).toBeTruthy();
    await waitFor(() =>
      expect(bodiesOf('/targetCtl/previewRule').at(-1)).toEqual({ rule: sales.rule, actual: '92' }),
    );
  });
});
