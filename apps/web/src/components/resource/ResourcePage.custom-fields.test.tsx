import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { CustomFieldsButton } from './CustomFieldsDialog.tsx';
import { ResourcePage } from './ResourcePage.tsx';
import {
  fakeServer,
  type Handler,
  Providers,
  page,
  widget,
  widgetPage,
  widgetResource,
} from './resource-test-kit.tsx';
import { defineResourcePage } from './types.ts';

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

const config = defineResourcePage({ ...widgetPage, resource: { ...widgetResource, customFields: true } });

/** The company's fields: 籍贯 (required, a list column) and 血型 (a choice, not in the list). */
const fields = [
  { key: 'cf_home', label: '籍贯', kind: 'text', required: true, showInList: true, maxLength: 20 },
  {
    key: 'cf_blood',
    label: '血型',
    kind: 'select',
    required: false,
    showInList: false,
    options: [
      { value: 'o_a', label: 'A型' },
      { value: 'o_b', label: 'B型' },
    ],
  },
];
const alpha = { ...widget(1, 'Alpha'), custom: { cf_home: '杭州', cf_blood: 'o_b' } };

function open(handlers: Record<string, Handler> = {}, canEdit = true) {
  const server = fakeServer({
    '/widget/selectPage': () => page([alpha]),
    '/widget/selectById/1': () => ({ data: alpha }),
    '/widget/customFields': () => ({ data: { version: 3, fields, canEdit } }),
    ...handlers,
  });
  render(
    <Providers>
      <ResourcePage config={config} />
    </Providers>,
  );
  return server;
}

// Plain DOM queries rather than role queries: the page's tables and drawers make those slow.
/** A button by its text; antd spaces out two-character Chinese labels ('保 存'). */
const click = (scope: HTMLElement, text: string | RegExp) => {
  const name = typeof text === 'string' ? new RegExp(`^${[...text].join('\\s*')}$`) : text;
  fireEvent.click(within(scope).getByText(name).closest('button')!);
};
const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);
const labels = (scope: HTMLElement) =>
  [...scope.querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent);
/** A form input by its id: `edit_<name>`, custom fields `edit_custom.<key>`. */
const field = (name: string) => document.getElementById(`edit_${name}`)!;
const pick = async (combobox: HTMLElement, option: string) => {
  fireEvent.mouseDown(combobox);
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
};
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('a resource with custom fields', () => {
  it('lists the fields marked for the list, with option labels, and offers the others in the column settings', async () => {
    open();
    await rowOf('Alpha');
    await waitFor(() => expect(headers()).toEqual(['', 'Name', 'Kind', 'Note', '籍贯', '操作']));
    expect(screen.getByText('杭州')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('列设置'));
    fireEvent.click(await screen.findByLabelText('血型'));
    await waitFor(() => expect(headers()).toContain('血型'));
    expect(screen.getByText('B型')).toBeTruthy();
  });

  it('draws them in the form after the declared fields, checks them and sends them as `custom`', async () => {
    const { bodiesOf } = open({
      '/widget/insert': () => ({
        code: 400,
        message: '籍贯：最多 20 个字',
        data: { fields: [{ field: 'custom.cf_home', message: '籍贯：最多 20 个字' }] },
      }),
    });
    await rowOf('Alpha');
    await waitFor(() => expect(headers()).toContain('籍贯'));
    click(document.body, '新建');
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(labels(drawer)).toEqual(['Name', 'Kind', 'Note', '籍贯', '血型']));
    click(drawer, '保存');
    expect(await within(drawer).findByText('请输入籍贯')).toBeTruthy();

    fireEvent.change(field('name'), { target: { value: 'Gamma' } });
    await pick(field('kind'), 'Kind A');
    fireEvent.change(field('custom.cf_home'), { target: { value: '宁波' } });
    await pick(field('custom.cf_blood'), 'A型');
    click(drawer, '保存');
    await waitFor(() =>
      expect(bodiesOf('/insert')).toEqual([
        { name: 'Gamma', kind: 'a', custom: { cf_home: '宁波', cf_blood: 'o_a' } },
      ]),
    );
    // The server's refusal of a custom value lands on its field.
    expect(await within(drawer).findByText('籍贯：最多 20 个字')).toBeTruthy();
  });

  it('starts an edit from the row’s values and clears an emptied one with null', async () => {
    const { bodiesOf } = open({ '/widget/update': () => ({ data: alpha }) });
    click(await rowOf('Alpha'), '编辑');
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(field('custom.cf_home')).toHaveProperty('value', '杭州'));
    const blood = field('custom.cf_blood').closest('.ant-select')!;
    expect(blood.textContent).toBe('B型');
    fireEvent.mouseDown(field('custom.cf_blood'));
    fireEvent.click(blood.querySelector('.ant-select-clear')!);
    click(drawer, '保存');
    await waitFor(() =>
      expect(bodiesOf('/update')).toEqual([
        { id: 1, version: 1, name: 'Alpha', kind: 'a', custom: { cf_home: '杭州', cf_blood: null } },
      ]),
    );
  });

  it('shows them in the detail after the declared fields', async () => {
    open();
    click(await rowOf('Alpha'), '详情');
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect([...drawer.querySelectorAll('tr')].map((row) => row.textContent)).toEqual([
        'NameAlpha',
        'KindKind A',
        'Note—',
        '籍贯杭州',
        '血型B型',
      ]),
    );
  });

  it('names a custom field’s changes in the timeline by the label the server gives', async () => {
    open({
      '/widget/selectTimeline/1': () => ({
        data: [
          {
            id: 7,
            at: '2026-01-02T00:00:00.000Z',
            action: 'update',
            transition: null,
            label: '修改',
            who: '人事',
            whoKind: 'user',
            changes: [{ field: 'custom.cf_gone', label: '身高', before: '175.5', after: '180' }],
          },
        ],
      }),
    });
    click(await rowOf('Alpha'), '详情');
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByText('时间线'));
    expect(await within(drawer).findByText('身高: 175.5 → 180')).toBeTruthy();
  });

  it('hides 自定义字段 from those who may not change the fields', async () => {
    open({}, false);
    await screen.findByText('杭州');
    expect(screen.queryByText('自定义字段')).toBeNull();
  });
});

describe('the custom fields dialog', () => {
  // The dialog alone: the page around it only adds the button (tested above).
  const openDialog = async (handlers: Record<string, Handler> = {}) => {
    const server = fakeServer({
      '/widget/customFields': () => ({ data: { version: 3, fields, canEdit: true } }),
      ...handlers,
    });
    render(
      <Providers>
        <CustomFieldsButton resource={config.resource} />
      </Providers>,
    );
    click(document.body, '自定义字段');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByTestId('custom-field');
    return { ...server, dialog };
  };
  /** An input by its aria-label (cheaper than a role query over the dialog). */
  const input = (scope: HTMLElement, label: string) =>
    scope.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  const type = (scope: HTMLElement, label: string, value: string) =>
    fireEvent.change(input(scope, label), { target: { value } });

  it('renames, reorders, adds and removes fields and saves the whole list against the version read', async () => {
    const saved = { version: 4, fields: [], canEdit: true };
    const { dialog, bodiesOf } = await openDialog({ '/widget/saveCustomFields': () => ({ data: saved }) });
    const blocks = () => within(dialog).getAllByTestId('custom-field');
    expect(blocks()).toHaveLength(2);
    // A saved field keeps its kind: its stored values are of that kind.
    expect(input(dialog, '字段类型 1').closest('.ant-select')!.className).toContain('ant-select-disabled');

    type(dialog, '字段名称 1', '出生地');
    fireEvent.click(within(blocks()[0]!).getByText('必填'));
    fireEvent.click(within(blocks()[0]!).getByText('必填'));
    click(blocks()[1]!, '上移');
    type(dialog, '选项 1-2', 'O型');
    click(blocks()[0]!, '添加选项');
    type(dialog, '选项 1-3', 'AB型');

    click(dialog, '添加字段');
    type(dialog, '字段名称 3', '技能');
    await pick(input(dialog, '字段类型 3'), '多选');
    type(dialog, '选项 3-1', '驾驶');
    click(dialog, '添加字段');
    click(blocks()[3]!, '删除');

    click(document.body, '保存');
    await waitFor(() =>
      expect(bodiesOf('/saveCustomFields')).toEqual([
        {
          version: 3,
          fields: [
            {
              key: 'cf_blood',
              label: '血型',
              kind: 'select',
              required: false,
              showInList: false,
              options: [{ value: 'o_a', label: 'A型' }, { value: 'o_b', label: 'O型' }, { label: 'AB型' }],
            },
            {
              key: 'cf_home',
              label: '出生地',
              kind: 'text',
              required: true,
              showInList: true,
              maxLength: 20,
            },
            {
              label: '技能',
              kind: 'multiSelect',
              required: false,
              showInList: false,
              options: [{ label: '驾驶' }],
            },
          ],
        },
      ]),
    );
    await waitFor(() => expect(toasts).toContain('success:自定义字段已保存'));
  });

  it('asks for what is missing before sending, and shows the server’s refusal and a stale version', async () => {
    let answer: { code: number; message: string; data?: unknown } = {
      code: 400,
      message: '字段名称“血型”重复',
      data: { fields: [{ field: 'fields.1.label', message: '字段名称“血型”重复' }] },
    };
    const { dialog, bodiesOf } = await openDialog({ '/widget/saveCustomFields': () => answer });
    click(dialog, '添加字段');
    click(document.body, '保存');
    expect(await within(dialog).findByText('请填写第3个字段的名称')).toBeTruthy();
    expect(bodiesOf('/saveCustomFields')).toEqual([]);

    type(dialog, '字段名称 3', '血型');
    click(document.body, '保存');
    expect(await within(dialog).findByText('字段名称“血型”重复')).toBeTruthy();

    answer = { code: 409, message: 'stale' };
    click(document.body, '保存');
    expect(await within(dialog).findByText('自定义字段已被他人修改，请重新加载后再编辑')).toBeTruthy();
    click(dialog, '重新加载');
    await waitFor(() => expect(within(dialog).getAllByTestId('custom-field')).toHaveLength(2));
    expect(toasts).toEqual([]);
  });
});
