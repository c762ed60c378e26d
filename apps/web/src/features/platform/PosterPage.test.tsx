import type { Poster } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { PosterPage } from './PosterPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const poster = (id: number, over: Partial<Poster> = {}): Poster => ({
  id,
  title: '春季招聘',
  imageUrl: 'https://cdn.renli.local/spring.png',
  linkUrl: '',
  placement: 'home',
  sort: 1,
  startAt: '2026-11-23T08:30:00.000Z',
  endAt: null,
  status: 1,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('/Poster', () => {
  it('lists posters by their declared fields: image, placement and status labels, China times', async () => {
    fakeServer({
      '/admin/poster/selectPage': () => ({
        data: {
          list: [poster(1), poster(2, { placement: 'login', status: 2 })],
          total: 2,
          pageNum: 1,
          pageSize: 10,
        },
      }),
    });
    const { container } = render(
      <Providers>
        <PosterPage />
      </Providers>,
    );
    const row = (await screen.findAllByText('春季招聘'))[0]!.closest('tr')!;
    expect(within(row).getByText('首页')).toBeTruthy();
    expect(within(row).getByText('上线').closest('.ant-tag')).toBeTruthy();
    expect(within(row).getByText(chinaTime('2026-11-23T08:30:00.000Z', 'zh-CN'))).toBeTruthy();
    expect(screen.getByText('登录页')).toBeTruthy();
    expect(screen.getByText('下线')).toBeTruthy();
    for (const header of ['标题', '图片', '展示位置', '排序', '开始时间', '结束时间', '状态'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.renli.local/spring.png');
  });

  it('creates a poster from the declared form', async () => {
    const server = fakeServer({ '/admin/poster/insert': () => ({ data: poster(3) }) });
    render(
      <Providers>
        <PosterPage />
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /新\s*建/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('标题'), { target: { value: '秋招' } });
    fireEvent.change(within(drawer).getByLabelText('图片'), {
      target: { value: 'https://cdn.renli.local/autumn.png' },
    });
    fireEvent.mouseDown(within(drawer).getByLabelText('展示位置'));
    fireEvent.click(await screen.findByText('登录页', { selector: '.ant-select-item-option-content' }));
    expect(within(drawer).getByLabelText('开始时间')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(server.bodiesOf('/insert')).toEqual([
        { title: '秋招', imageUrl: 'https://cdn.renli.local/autumn.png', placement: 'login' },
      ]),
    );
  });
});
