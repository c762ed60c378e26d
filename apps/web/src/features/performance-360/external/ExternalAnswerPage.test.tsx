import type { Questionnaire } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type Handler, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { ExternalAnswerPage } from './ExternalAnswerPage.tsx';

const TOKEN = 'T'.repeat(43);
const questionnaire: Questionnaire = {
  staffName: '徐敏',
  cycleName: '2026年第三季度绩效考核',
  relation: 'external',
  scaleMax: '100',
  questions: [
    {
      itemId: 11,
      name: '团队协作',
      definition: '',
      levels: [
        { name: '卓越', description: '超出期望', score: '100' },
        { name: '良好', description: '稳定达到期望', score: '80' },
      ],
    },
    { itemId: 12, name: '客户响应', definition: '响应及时、态度专业', levels: [] },
  ],
  submitted: false,
};

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['performance-360']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(handlers: Record<string, Handler> = {}) {
  const server = fakeServer({
    '/performance/360/external/form': () => ({ data: questionnaire }),
    '/performance/360/external/submit': () => ({ data: { submitted: true } }),
    ...handlers,
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/performance/360/answer?token=${TOKEN}`]}>
        <Routes>
          <Route path="/performance/360/answer" element={<ExternalAnswerPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交评价/ }));

describe('ExternalAnswerPage', () => {
  it('loads the questionnaire by token, asks for every answer, submits and thanks', async () => {
    const { calls, bodiesOf } = renderPage();
    expect(await screen.findByText('评价 徐敏 · 2026年第三季度绩效考核')).toBeTruthy();
    // The token travels in the body, never with a session.
    expect(bodiesOf('/external/form')).toEqual([{ token: TOKEN }]);
    expect(calls[0]!.headers).not.toHaveProperty('access_token');

    fireEvent.click(screen.getByLabelText(/良好（80）/));
    submit();
    expect(await screen.findByText('请评分')).toBeTruthy();
    expect(bodiesOf('/external/submit')).toEqual([]);

    fireEvent.change(screen.getByPlaceholderText('0–100 分'), { target: { value: '92.5' } });
    fireEvent.change(screen.getAllByLabelText('评语（选填）')[1]!, { target: { value: '响应很快' } });
    submit();
    expect(await screen.findByText('感谢您的评价')).toBeTruthy();
    expect(bodiesOf('/external/submit')).toEqual([
      {
        token: TOKEN,
        answers: [
          { itemId: 11, score: '80', comment: '' },
          { itemId: 12, score: '92.5', comment: '响应很快' },
        ],
      },
    ]);
  });

  it('refuses a used or revoked link', async () => {
    renderPage({ '/performance/360/external/form': () => ({ code: 404, message: '评价链接无效或已使用' }) });
    expect(await screen.findByText('该评价链接已失效')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /提交评价/ })).toBeNull();
  });

  it('says why a closed 360 refuses the answers', async () => {
    renderPage({
      '/performance/360/external/submit': () => ({
        code: 400,
        message: '该考核的评分已结束，问卷不再接受提交',
      }),
    });
    fireEvent.click(await screen.findByLabelText(/卓越（100）/));
    fireEvent.change(screen.getByPlaceholderText('0–100 分'), { target: { value: '70' } });
    submit();
    expect(await screen.findByText('提交未成功')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText('该考核的评分已结束，问卷不再接受提交。如有疑问，请联系邀请您评价的人'),
      ).toBeTruthy(),
    );
  });
});
