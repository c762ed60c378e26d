import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { storage } from '../../lib/storage.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { ResourcePage } from './ResourcePage.tsx';
import { fakeServer, type Handler, Providers, page, widget, widgetPage } from './resource-test-kit.tsx';
import { columnSettingsKey } from './use-column-settings.ts';

const toasts: string[] = [];
beforeAll(installBrowserStubs);
beforeAll(() => bindToast((kind, content) => toasts.push(`${kind}:${content}`)));
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  localStorage.clear();
  toasts.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = [widget(1, 'Alpha'), widget(2, 'Beta')];

function open(handlers: Record<string, Handler> = {}) {
  const server = fakeServer({ '/widget/selectPage': () => page(rows), ...handlers });
  render(
    <Providers>
      <ResourcePage config={widgetPage} />
    </Providers>,
  );
  return server;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
// antd spaces out two-character Chinese labels on some buttons ('确定'): compare without spaces.
const bare = (text: string) => text.replace(/\s/g, '');
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', {
    name: (accessible) => (typeof name === 'string' ? bare(accessible) === name : name.test(accessible)),
  });

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const header = (name: string) => screen.getAllByRole('columnheader').find((h) => h.textContent === name)!;

describe('ResourcePage', () => {
  it('sends the filters, paging and sort the user chose', async () => {
    const { bodiesOf } = open();
    await rowOf('Alpha');
    expect(bodiesOf('/selectPage')[0]).toEqual({ pageNum: 1, pageSize: 10 });

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' alp ' } });
    fireEvent.click(button('查询'));
    await waitFor(() =>
      expect(bodiesOf('/selectPage').at(-1)).toEqual({ pageNum: 1, pageSize: 10, name: ' alp ' }),
    );

    fireEvent.click(header('Name'));
    await waitFor(() =>
      expect(bodiesOf('/selectPage').at(-1)).toMatchObject({
        sortField: 'name',
        sortOrder: 'ascend',
        name: ' alp ',
      }),
    );
    // Kind is not among the resource's sortFields: no sorter.
    expect(header('Kind').className).not.toContain('ant-table-column-has-sorters');

    fireEvent.click(button('重置'));
    await waitFor(() =>
      expect(bodiesOf('/selectPage').at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        sortField: 'name',
        sortOrder: 'ascend',
      }),
    );
  });

  it('remembers hidden columns per resource', async () => {
    open();
    await rowOf('Alpha');
    fireEvent.click(button('列设置'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Note' }));
    await waitFor(() => expect(headers()).not.toContain('Note'));
    expect(storage.getItem(columnSettingsKey('widget'))).toEqual({
      shown: ['name', 'kind'],
      known: ['name', 'kind', 'note'],
    });

    cleanup();
    open();
    await rowOf('Alpha');
    expect(headers()).toEqual(['', 'Name', 'Kind', '操作']);
  });

  it('asks before deleting the selected rows, then deletes them at once', async () => {
    const { bodiesOf } = open({ '/widget/delete': () => ({ data: { deleted: 2 } }) });
    await rowOf('Alpha');
    fireEvent.click(within(await rowOf('Alpha')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('Beta')).getByRole('checkbox'));
    fireEvent.click(button(/批量删除 \(2\)/));
    expect(await screen.findByText('确定删除选中的 2 条记录吗？')).toBeTruthy();
    expect(bodiesOf('/delete')).toEqual([]);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(bodiesOf('/delete')).toEqual([{ ids: [1, 2] }]));
    await waitFor(() => expect(toasts).toContain('success:已删除 2 条记录'));
  });

  it('shows the server refusal of a delete and keeps the row', async () => {
    open({ '/widget/delete': () => ({ code: 409, message: '该部门下还有员工，不能删除' }) });
    fireEvent.click(button('删除', await rowOf('Alpha')));
    await screen.findByText('确定删除这条记录吗？');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(toasts).toEqual(['error:该部门下还有员工，不能删除']));
    expect(screen.getByText('Alpha')).toBeTruthy();
  });

  it('on a stale version says so, writes nothing, and reloads the current row on request', async () => {
    let current = widget(1, 'Alpha', 1);
    const { bodiesOf } = open({
      '/widget/update': () => ({ code: 409, message: 'stale' }),
      '/widget/selectById/1': () => {
        current = widget(1, 'Alpha 2', 2);
        return { data: current };
      },
    });
    fireEvent.click(button('编辑', await rowOf('Alpha')));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Name' }), { target: { value: 'Mine' } });
    fireEvent.click(button('保存', drawer));
    expect(await within(drawer).findByText('该记录已被他人修改，请重新加载后再保存')).toBeTruthy();
    expect(bodiesOf('/update')).toEqual([{ id: 1, version: 1, name: 'Mine', kind: 'a' }]);
    expect(toasts).toEqual([]);

    fireEvent.click(button('重新加载', drawer));
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Alpha 2'),
    );
    expect(within(drawer).queryByText('该记录已被他人修改，请重新加载后再保存')).toBeNull();
    fireEvent.click(button('保存', drawer));
    await waitFor(() =>
      expect(bodiesOf('/update').at(-1)).toMatchObject({ id: 1, version: 2, name: 'Alpha 2' }),
    );
  });

  it('lists the rows of a refused import and imports nothing', async () => {
    const { calls } = open({
      '/widget/import': () => ({
        code: 400,
        message: 'invalid',
        data: {
          errors: [
            { row: 3, field: 'name', message: '名称不能为空' },
            { row: 5, field: 'kind', message: '类型无效' },
          ],
        },
      }),
    });
    await rowOf('Alpha');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['x'], 'widgets.xlsx');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('导入失败，以下行有误（未导入任何数据）')).toBeTruthy();
    const cells = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['3', 'Name', '名称不能为空'],
      ['5', 'Kind', '类型无效'],
    ]);
    const upload = calls.find((c) => c.path === '/widget/import')!;
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    expect(toasts).toEqual([]);
  });

  it('toasts the count of a successful import and reloads the list', async () => {
    const { bodiesOf } = open({ '/widget/import': () => ({ data: { imported: 4 } }) });
    await rowOf('Alpha');
    const before = bodiesOf('/selectPage').length;
    await act(async () => {
      fireEvent.change(document.querySelector('input[type=file]')!, {
        target: { files: [new File(['x'], 'w.xlsx')] },
      });
    });
    await waitFor(() => expect(toasts).toEqual(['success:已导入 4 条记录']));
    await waitFor(() => expect(bodiesOf('/selectPage').length).toBeGreaterThan(before));
  });
});
