import type { DictItem } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { DictEditDrawer } from './DictEditDrawer.tsx';
import { DictPage, filterTree } from './DictPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (id: number, over: Partial<DictItem> = {}): DictItem => ({
  id,
  type: 'SocialSecurity',
  groupCode: '',
  parentId: null,
  code: '110100',
  labelZh: '北京',
  labelEn: 'Beijing',
  sort: 0,
  status: 1,
  extra: {},
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const beijing = item(1, {
  extra: {
    baseMin: 7162,
    baseMax: 35811,
    pension: { company: 16, personal: 8 },
    medical: { company: 9, personal: 2 },
    unemployment: { company: 0.5, personal: 0.5 },
    injury: { company: 0.4, personal: 0 },
    maternity: { company: 0.8, personal: 0 },
  },
});
const pageOf = (list: DictItem[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 20 } });

describe('dictionary pages', () => {
  it('shows social-security rates as percentages and bases in yuan, and switches an item off', async () => {
    const server = fakeServer({
      '/admin/dict/selectPage': () => pageOf([beijing]),
      '/admin/dict/updateStatus': () => ({ data: { ...beijing, status: 2, version: 2 } }),
    });
    render(
      <Providers>
        <DictPage type="SocialSecurity" />
      </Providers>,
    );
    expect(await screen.findByText('16% / 8%')).toBeTruthy();
    expect(screen.getByText('0.4% / 0%')).toBeTruthy();
    expect(screen.getByText('¥7,162 – ¥35,811')).toBeTruthy();
    expect(screen.getAllByText('养老（单位/个人）').length).toBeGreaterThan(0);
    expect(screen.queryByText('分组编码')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: '启用' }));
    await waitFor(() => expect(server.bodiesOf('/updateStatus')).toEqual([{ id: 1, status: 2 }]));
  });

  it("names a grouped type's group as the type does and shows its own columns", async () => {
    const area = item(5, {
      type: 'TradingArea',
      groupCode: '440300',
      code: 'kxy',
      labelZh: '科学园',
      labelEn: '',
      extra: { district: '南山区' },
    });
    const server = fakeServer({
      '/admin/dict/selectGroups': () => ({ data: [{ groupCode: '440300', items: 1 }] }),
      '/admin/dict/selectPage': () => pageOf([area]),
    });
    render(
      <Providers>
        <DictPage type="TradingArea" />
      </Providers>,
    );
    const row = (await screen.findByText('科学园')).closest('tr')!;
    expect(within(row).getByText('南山区')).toBeTruthy();
    expect(within(row).getByText('440300')).toBeTruthy();
    expect(screen.getAllByText('城市编码').length).toBeGreaterThan(0);
    expect(screen.getAllByText('所在区县').length).toBeGreaterThan(0);
    expect(screen.queryByText('分组编码')).toBeNull();
    expect(server.bodiesOf('/selectPage')[0]).toMatchObject({ type: 'TradingArea' });
  });

  it('sends nested rates from the editor and shows a refused rate on its field', async () => {
    const server = fakeServer({
      '/admin/dict/insert': () => ({
        code: 400,
        message: 'extra.pension.company: 不能大于 100',
        data: { fields: [{ field: 'extra.pension.company', message: '不能大于 100' }] },
      }),
    });
    render(
      <Providers>
        <DictEditDrawer type="SocialSecurity" editing={null} onClose={vi.fn()} />
      </Providers>,
    );
    const drawer = screen.getByRole('dialog');
    fireEvent.change(within(drawer).getByRole('textbox', { name: '编码' }), { target: { value: '440300' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: '中文名称' }), {
      target: { value: '深圳' },
    });
    fireEvent.click(screen.getByTestId('dict-save'));
    await waitFor(() => expect(server.bodiesOf('/insert')).toHaveLength(1));
    expect(server.bodiesOf('/insert')[0]).toMatchObject({
      type: 'SocialSecurity',
      code: '440300',
      labelZh: '深圳',
      status: 1,
      extra: { baseMin: 0, pension: { company: 0, personal: 0 } },
    });
    expect(await within(drawer).findByText('不能大于 100')).toBeTruthy();
  });

  it('edits a tree: rows nest, "add child" presets the parent', async () => {
    const gd = item(10, { type: 'TreeTable', groupCode: 'region', code: '440000', labelZh: '广东省' });
    const gz = item(11, {
      type: 'TreeTable',
      groupCode: 'region',
      code: '440100',
      labelZh: '广州市',
      parentId: 10,
    });
    const server = fakeServer({
      '/admin/dict/selectGroups': () => ({ data: [{ groupCode: 'region', items: 2 }] }),
      '/admin/dict/selectTree': () => ({ data: [{ ...gd, children: [gz] }] }),
      '/admin/dict/insert': () => ({ data: item(12, { type: 'TreeTable' }) }),
    });
    render(
      <Providers>
        <DictPage type="TreeTable" />
      </Providers>,
    );
    expect(await screen.findByText('广州市')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '添加下级' })[1]!);
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByRole('textbox', { name: '编码' }), { target: { value: '440106' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: '中文名称' }), {
      target: { value: '天河区' },
    });
    fireEvent.click(screen.getByTestId('dict-save'));
    await waitFor(() =>
      expect(server.bodiesOf('/insert')[0]).toMatchObject({
        type: 'TreeTable',
        groupCode: 'region',
        parentId: 11,
      }),
    );
  });

  it('filters a tree and keeps the ancestors of matches', () => {
    const leaf = item(3, { code: 'c', labelZh: '天河区', parentId: 2 });
    const tree = [
      {
        ...item(1, { labelZh: '广东省' }),
        children: [{ ...item(2, { labelZh: '广州市', parentId: 1 }), children: [leaf] }],
      },
    ];
    expect(filterTree(tree, '天河')[0]!.children![0]!.children!.map((i) => i.labelZh)).toEqual(['天河区']);
    expect(filterTree(tree, 'nothing')).toEqual([]);
    expect(filterTree(tree, '', 2)).toEqual([]);
  });
});
