import { oaSearchEndpoints as api, type OaSearchResult } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { SearchWidget } from './SearchWidget.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['oa-search', 'widget']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <span data-testid="where">{useLocation().pathname + useLocation().search}</span>;
}

function renderWidget() {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/oa']}>
        <SearchWidget />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const hit = (id: number, title: string, snippet: string, link: string, time: string | null = null) => ({
  id,
  title,
  snippet,
  time,
  link,
});

const answer: OaSearchResult = {
  groups: [
    { kind: 'diary', hits: [], more: false },
    {
      kind: 'notice',
      hits: [
        hit(
          7,
          '关于春季团建的通知',
          '本次团建与年度预算会合并举行',
          '#/oa/notice/notice?id=7',
          '2027-03-01T02:00:00Z',
        ),
      ],
      more: false,
    },
    {
      kind: 'task',
      hits: [1, 2, 3, 4, 5].map((n) => hit(n, `年度预算第 ${n} 项`, '', `#/oa/task/execute?id=${n}`)),
      more: true,
    },
  ],
};

describe('SearchWidget', () => {
  it('explains what is searched before anything is typed, and asks nothing of the server', () => {
    const { calls } = fakeServer({});
    renderWidget();
    expect(screen.getByText(/搜索你能看到的日志、文档、公告、任务、日程和会议/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('searches the trimmed words once typing pauses, groups the hits by kind with counts, and opens a hit', async () => {
    const { bodiesOf } = fakeServer({ [api.query.path]: () => ({ data: answer }) });
    renderWidget();
    fireEvent.change(screen.getByPlaceholderText('搜索日志、文档、公告、任务、日程、会议'), {
      target: { value: ' 年度预算 ' },
    });
    const notices = await screen.findByTestId('oa-search-notice', {}, { timeout: 2000 });
    expect(bodiesOf(api.query.path)).toEqual([{ q: '年度预算' }]);
    expect(within(notices).getByText('公告')).toBeTruthy();
    expect(within(notices).getByText('1 条')).toBeTruthy();
    // The match is marked in the snippet; the time is China time.
    expect(within(notices).getByText('年度预算').tagName).toBe('MARK');
    expect(within(notices).getByText('2027/03/01 10:00')).toBeTruthy();
    // Empty kinds are left out; a kind with more says so and links to its screen.
    expect(screen.queryByTestId('oa-search-diary')).toBeNull();
    const tasks = screen.getByTestId('oa-search-task');
    expect(within(tasks).getByText('前 5 条')).toBeTruthy();
    expect(within(tasks).getByText('仅显示前 5 条，到任务中查看更多').getAttribute('href')).toBe(
      '/oa/task/execute',
    );
    fireEvent.click(within(notices).getByText('关于春季团建的通知'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/oa/notice/notice?id=7'));
  });

  it('says nothing was found, with the words', async () => {
    fakeServer({
      [api.query.path]: () => ({
        data: { groups: answer.groups.map((g) => ({ ...g, hits: [], more: false })) },
      }),
    });
    renderWidget();
    fireEvent.change(screen.getByPlaceholderText('搜索日志、文档、公告、任务、日程、会议'), {
      target: { value: '不存在' },
    });
    expect(await screen.findByText('没有找到与“不存在”相关的内容', {}, { timeout: 2000 })).toBeTruthy();
  });
});
