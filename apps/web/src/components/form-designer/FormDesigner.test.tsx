import type { ApprovalForm } from '@renli/contracts';
import { approvalForm } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { FormDesigner } from './FormDesigner.tsx';
import { Controlled, type Latest } from './test-harness.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(cleanup);

/** Renders the designer with its value in state, and hands back the latest value it produced. */
function renderDesigner(initial: ApprovalForm = { fields: [] }) {
  const latest: Latest<ApprovalForm> = { value: initial };
  render(
    <Controlled latest={latest}>
      {(value, onChange) => <FormDesigner value={value} onChange={onChange} />}
    </Controlled>,
  );
  return latest;
}

const palette = () => within(screen.getByRole('complementary', { name: '控件' }));
const canvas = () => within(screen.getByRole('region', { name: '表单' }));
const properties = () => within(screen.getByRole('complementary', { name: '控件属性' }));
const canvasTitles = () =>
  canvas()
    .getAllByRole('button', { pressed: undefined })
    .filter((button) => button.classList.contains('form-canvas-field'))
    .map((button) => button.querySelector('.form-canvas-title')?.textContent);

describe('FormDesigner', () => {
  it('adds fields with generated keys and the contract defaults, and the form validates', () => {
    const latest = renderDesigner();
    fireEvent.click(palette().getByRole('button', { name: '金额' }));
    fireEvent.click(palette().getByRole('button', { name: '单选框' }));
    fireEvent.click(palette().getByRole('button', { name: '明细' }));

    expect(latest.value.fields.map((field) => [field.key, field.kind])).toEqual([
      ['field_1', 'money'],
      ['field_2', 'select'],
      ['field_3', 'table'],
    ]);
    expect(latest.value.fields[0]).toEqual({
      key: 'field_1',
      kind: 'money',
      label: '金额',
      required: false,
      showCapital: true,
    });
    expect(approvalForm.safeParse(latest.value).success).toBe(true);
    expect(screen.queryByText('表单还不能发布')).toBeNull();
  });

  it('edits the selected field: label, required, placeholder, options and money capitals', () => {
    const latest = renderDesigner();
    fireEvent.click(palette().getByRole('button', { name: '单选框' }));
    const panel = properties();
    fireEvent.change(panel.getByLabelText('标题'), { target: { value: '费用类型' } });
    fireEvent.click(panel.getByRole('switch', { name: '必填' }));
    fireEvent.change(panel.getByLabelText('提示文字'), { target: { value: '请选择' } });
    fireEvent.change(panel.getByLabelText('选项1'), { target: { value: '差旅' } });
    fireEvent.click(panel.getByRole('button', { name: /添加选项/ }));
    fireEvent.change(panel.getByLabelText('选项2'), { target: { value: '办公' } });

    expect(latest.value.fields[0]).toEqual({
      key: 'field_1',
      kind: 'select',
      label: '费用类型',
      required: true,
      placeholder: '请选择',
      options: [
        { value: 'option_1', label: '差旅' },
        { value: 'option_2', label: '办公' },
      ],
    });
    expect(canvas().getByText('费用类型')).toBeTruthy();

    fireEvent.click(palette().getByRole('button', { name: '金额' }));
    fireEvent.click(properties().getByRole('switch', { name: '显示大写金额' }));
    expect(latest.value.fields[1]).toMatchObject({ kind: 'money', showCapital: false });
  });

  it('edits a number field bounds and a detail table columns with a sum', () => {
    const latest = renderDesigner();
    fireEvent.click(palette().getByRole('button', { name: '数字' }));
    fireEvent.change(properties().getByLabelText('最小值'), { target: { value: '1' } });
    fireEvent.change(properties().getByLabelText('最大值'), { target: { value: '10' } });
    fireEvent.change(properties().getByLabelText('小数位数'), { target: { value: '2' } });
    fireEvent.blur(properties().getByLabelText('小数位数'));
    expect(latest.value.fields[0]).toMatchObject({ kind: 'number', min: 1, max: 10, precision: 2 });

    fireEvent.click(palette().getByRole('button', { name: '明细' }));
    fireEvent.click(properties().getByRole('button', { name: /添加列/ }));
    fireEvent.change(properties().getByLabelText('第2列名称'), { target: { value: '金额' } });
    fireEvent.mouseDown(properties().getByRole('combobox', { name: '第2列类型' }));
    fireEvent.click(screen.getAllByTitle('金额').find((node) => node.closest('.ant-select-dropdown'))!);
    fireEvent.click(properties().getByRole('checkbox', { name: '合计' }));

    const table = latest.value.fields[1];
    expect(table).toMatchObject({
      kind: 'table',
      columns: [
        { key: 'col_1', kind: 'text', label: '列1' },
        { key: 'col_2', kind: 'money', label: '金额' },
      ],
      sumColumns: ['col_2'],
    });
    expect(approvalForm.safeParse(latest.value).success).toBe(true);
  });

  it('reorders and removes fields, keeping keys stable and never reusing one', () => {
    const latest = renderDesigner();
    for (const kind of ['单行文本', '数字', '日期'])
      fireEvent.click(palette().getByRole('button', { name: kind }));
    fireEvent.click(canvas().getByRole('button', { name: '上移 日期' }));
    expect(latest.value.fields.map((field) => field.key)).toEqual(['field_1', 'field_3', 'field_2']);
    expect(canvasTitles()).toEqual(['单行文本', '日期', '数字']);
    expect(canvas().getByRole('button', { name: '上移 单行文本' })).toHaveProperty('disabled', true);

    fireEvent.click(canvas().getByRole('button', { name: '下移 单行文本' }));
    expect(latest.value.fields.map((field) => field.key)).toEqual(['field_3', 'field_1', 'field_2']);

    fireEvent.click(canvas().getByRole('button', { name: '删除 数字' }));
    fireEvent.click(palette().getByRole('button', { name: '多行文本' }));
    expect(latest.value.fields.map((field) => field.key)).toEqual(['field_3', 'field_1', 'field_4']);
  });

  it('shows the schema errors in Chinese, naming the field', () => {
    renderDesigner();
    expect(screen.getByText('表单还不能发布')).toBeTruthy();
    expect(screen.getByText('表单：至少需要 1 项')).toBeTruthy();

    fireEvent.click(palette().getByRole('button', { name: '单行文本' }));
    fireEvent.change(properties().getByLabelText('标题'), { target: { value: ' ' } });
    expect(screen.getByText('单行文本 · 标题：不能为空')).toBeTruthy();
  });
});
