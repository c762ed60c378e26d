import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { Review360Page } from './Review360Page.tsx';

const sheets = {
  list: [
    { sheetId: 5, cycleName: '2026年第三季度', staffName: '徐敏', sheetStatus: 7, invited: 5, submitted: 5 },
  ],
};

const renderPage = () =>
  render(
    <Providers>
      <MemoryRouter>
        <Review360Page />
      </MemoryRouter>
    </Providers>,
  );

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['performance-360']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('360 评估', () => {
  it('explains a relation hidden under the threshold in the results', async () => {
    fakeServer({
      '/performance/360/sheets': () => ({ data: sheets }),
      '/performance/360/raters': () => ({
        data: {
          sheetId: 5,
          staffName: '徐敏',
          cycleName: '2026年第三季度',
          minimums: { peer: 3, subordinate: 0, superior: 1, external: 0 },
          raters: [],
          canManage: false,
        },
      }),
      '/performance/360/results': () => ({
        data: {
          sheetId: 5,
          staffName: '徐敏',
          invited: 5,
          submitted: 5,
          threshold: 3,
          overall: '82.60',
          groups: [
            { relation: 'peer', count: 3, mean: '85.00' },
            { relation: 'others', count: 2, mean: null },
          ],
          items: [],
          comments: ['沟通顺畅'],
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('同事 至少 3 位（已选 0）')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '360 结果' }));
    expect(await screen.findByText('其他（2 人）：少于 3 人，不单独显示')).toBeTruthy();
    expect(screen.getByText('沟通顺畅')).toBeTruthy();
  });

  it('submits a questionnaire with the picked level and the comment', async () => {
    const { bodiesOf } = fakeServer({
      '/performance/360/sheets': () => ({ data: { list: [] } }),
      '/performance/360/inbox': () => ({
        data: {
          list: [
            {
              raterId: 11,
              staffName: '吴磊',
              cycleName: '2026年第三季度',
              relation: 'subordinate',
              status: 1,
            },
          ],
        },
      }),
      '/performance/360/questionnaire': () => ({
        data: {
          staffName: '吴磊',
          cycleName: '2026年第三季度',
          relation: 'subordinate',
          scaleMax: '100',
          submitted: false,
          questions: [
            {
              itemId: 3,
              name: '团队协作',
              definition: '',
              levels: [
                { name: '卓越', description: '', score: '100' },
                { name: '良好', description: '', score: '80' },
              ],
            },
          ],
        },
      }),
      '/performance/360/submit': () => ({ data: { submitted: true } }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '待我评价' }));
    fireEvent.click(await screen.findByText('去评价'));
    fireEvent.click(await screen.findByText('良好（80）'));
    fireEvent.change(screen.getByLabelText('评语（选填）'), { target: { value: '乐于助人' } });
    fireEvent.click(screen.getByText('提交评价'));
    await waitFor(() =>
      expect(bodiesOf('/submit')[0]).toEqual({
        raterId: 11,
        answers: [{ itemId: 3, score: '80', comment: '乐于助人' }],
      }),
    );
  });
});
