import { APPROVAL_VALUE_ERRORS, type ApprovalForm } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { hasMessage, translate } from '../../core/i18n/index.ts';
import { approvalMessages } from './messages.ts';
import { invalidValues, valueLabel } from './value-errors.ts';

const form: ApprovalForm = {
  fields: [
    { key: 'total', kind: 'money', label: '报销总额', required: true, showCapital: true },
    {
      key: 'items',
      kind: 'table',
      label: '费用明细',
      required: true,
      maxRows: 10,
      sumColumns: [],
      columns: [{ key: 'amount', kind: 'money', label: '金额', required: true, showCapital: false }],
    },
  ],
};

describe('approval value errors', () => {
  it('has words in both languages for every code the value check answers', () => {
    expect(APPROVAL_VALUE_ERRORS.filter((code) => !hasMessage(code))).toEqual([]);
    expect(translate('en', approvalMessages['approval.value.required'], { label: 'Total' })).toBe(
      'Total: required',
    );
  });

  it('names a field by its label and a table cell by table, row and column', () => {
    expect(valueLabel(form, 'zh-CN', 'total')).toBe('报销总额');
    expect(valueLabel(form, 'zh-CN', 'items[2].amount')).toBe('费用明细 第3行 金额');
    expect(valueLabel(form, 'en', 'items[0].amount')).toBe('费用明细, row 1, 金额');
    expect(valueLabel(form, 'zh-CN', 'nosuch')).toBe('nosuch');
  });

  it('answers 400 with one message per field in the caller language', () => {
    const error = invalidValues(form, 'zh-CN', [
      { field: 'total', code: 'approval.value.required' },
      { field: 'items[0].amount', code: 'approval.value.tooLarge', params: { max: 100 } },
    ]);
    expect(error.data).toEqual({
      fields: [
        { field: 'total', message: '报销总额：不能为空' },
        { field: 'items[0].amount', message: '费用明细 第1行 金额：不能大于 100' },
      ],
    });
  });
});
