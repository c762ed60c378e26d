import Schema from '@rc-component/async-validator';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { rulesOf } from './FieldWidget.tsx';

const t = ((key: string) => key) as unknown as TFunction;
const check = (rules: ReturnType<typeof rulesOf>, value: unknown) =>
  new Schema({ field: rules as never }).validate({ field: value }).then(
    () => 'ok',
    () => 'refused',
  );

describe('required rules of the kit form', () => {
  it('accept a picked number or option (a picker, a select of numbers)', async () => {
    expect(await check(rulesOf({ kind: 'number', required: true }, '员工', t), 30020)).toBe('ok');
    expect(await check(rulesOf({ kind: 'enum', required: true, values: [1, 2] }, '合同类型', t), 1)).toBe(
      'ok',
    );
    expect(await check(rulesOf({ kind: 'number', required: true }, '员工', t), undefined)).toBe('refused');
  });

  it('refuse text of spaces only', async () => {
    expect(await check(rulesOf({ kind: 'text', required: true }, '姓名', t), '   ')).toBe('refused');
    expect(await check(rulesOf({ kind: 'text', required: true }, '姓名', t), '张伟')).toBe('ok');
  });
});
