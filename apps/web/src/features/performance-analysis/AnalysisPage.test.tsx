import type { ResultsAnalysis } from '@renli/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { AnalysisPage } from './AnalysisPage.tsx';

const results: ResultsAnalysis = {
  sheets: 3,
  scored: 3,
  distribution: [
    { grade: 'S', count: 0, percent: '0.00', allowedMax: 0, requiredMin: null, ok: true },
    { grade: 'A', count: 2, percent: '66.67', allowedMax: null, requiredMin: null, ok: true },
    { grade: 'C', count: 1, percent: '33.33', allowedMax: null, requiredMin: null, ok: true },
  ],
  histogram: [{ from: 80, to: 90, count: 2 }],
  departments: [{ departmentName: '销售部', count: 3, meanScore: '73.57' }],
  trend: [],
  nineBox: [
    { performance: 3, potential: 3, count: 1 },
    { performance: 3, potential: 2, count: 1 },
  ],
  noPotential: 1,
};

const renderTab = (tab: 'jg' | 'mb') =>
  render(
    <Providers>
      <MemoryRouter>
        <AnalysisPage tab={tab} />
      </MemoryRouter>
    </Providers>,
  );

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['performance-analysis']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('结果分析', () => {
  it('without a launched cycle offers to create one', async () => {
    fakeServer({ '/performance/analysis/cycles': () => ({ data: { list: [] } }) });
    renderTab('mb');
    const link = (await screen.findByText('去创建考核周期')).closest('a')!;
    expect(link.getAttribute('href')).toBe('/performance/processmanagement/cycle');
  });

  it('jg shows the distribution chart and the nine-box counts of the newest cycle', async () => {
    const { bodiesOf } = fakeServer({
      '/performance/analysis/cycles': () => ({
        data: {
          list: [{ id: 9, name: '2026年第二季度绩效考核', periodEnd: '2026-06-30', status: 3, sheets: 3 }],
        },
      }),
      '/performance/analysis/jg': () => ({ data: results }),
    });
    renderTab('jg');
    expect(await screen.findByRole('img', { name: '等级分布图' })).toBeTruthy();
    const grid = screen.getByRole('list', { name: '九宫格（绩效 × 潜力）' });
    expect(within(grid).getByLabelText('绩效高 · 潜力高').textContent).toContain('1');
    expect(screen.getByText('未评潜力 1 人')).toBeTruthy();
    expect(bodiesOf('/jg')[0]).toEqual({ cycleId: 9 });
  });
});
