import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { summary } from '../test-fixtures.ts';
import { RecordsPanel } from './RecordsPanel.tsx';
import { CcPage } from './TodoPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (list: unknown[], total = list.length) => ({ data: { list, total, pageNum: 1, pageSize: 50 } });
const render_ = (node: React.ReactNode) =>
  render(
    <Providers>
      <MemoryRouter>{node}</MemoryRouter>
    </Providers>,
  );

describe('审批记录 (admins)', () => {
  it('filters every instance by title or serial and exports with the same filters', async () => {
    const { bodiesOf } = fakeServer({
      '/cAudit/template/selectPage': () => page([]),
      '/cAudit/instance/selectAll': () => page([summary], 120),
      '/cAudit/instance/export': () => ({ data: null }),
    });
    // The export answers a file, as the server does: the fake records the call, then a sheet comes back.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = await answer(input, init);
      if (!String(input).startsWith('/cAudit/instance/export')) return json;
      return new Response(new Blob(['xlsx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('审批记录_20261125201500.xlsx')}`,
        },
      });
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:records');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    render_(<RecordsPanel />);
    expect(await screen.findByText('张三的报销')).toBeTruthy();
    // 50 of 120 shown: the panel says so rather than pretending the list is complete.
    expect(screen.getByText('共 120 条，显示最近 1 条')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('标题或编号'), { target: { value: ' SP2026 ' } });
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/selectAll').at(-1)).toEqual({
        keyword: 'SP2026',
        pageNum: 1,
        pageSize: 50,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(bodiesOf('/cAudit/instance/export')).toEqual([{ keyword: 'SP2026' }]));
    await waitFor(() => expect(created).toHaveBeenCalled());
  });
});

describe('抄送我的', () => {
  it('marks the instances not opened yet', async () => {
    fakeServer({
      '/cAudit/instance/selectCc': () =>
        page([
          { ...summary, id: 8, title: '未读的报销', unread: true },
          { ...summary, id: 9, title: '读过的报销', unread: false },
        ]),
    });
    render_(<CcPage />);
    const unread = (await screen.findByText('未读的报销')).closest('.ant-card')!;
    expect(unread.textContent).toContain('未读');
    expect(screen.getByText('读过的报销').closest('.ant-card')!.textContent).not.toContain('未读');
  });
});
