import { labelIn, SALARY_VARIABLE_NAMES, SALARY_VARIABLES, type SalaryItem } from '@renli/contracts';
import { Alert, Flex, Input, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormulaCheck } from './api.ts';

const CHECK_DELAY_MS = 400;

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  /** The item being edited, as the check should see it. */
  code: string;
  name: string;
  effect: SalaryItem['effect'];
  /** Items a formula may read (the one edited left out). */
  items: readonly SalaryItem[];
}

/**
 * The formula box (docs/product/salary.md, "Formulas"): click an item or a variable to insert its
 * name at the cursor; the server checks the formula as typed and answers the problem in words or
 * the order the run computes the formulas in.
 */
export function FormulaEditor({ value = '', onChange, code, name, effect, items }: Props) {
  const { t, i18n } = useTranslation('salary-wage');
  const box = useRef<TextAreaRef>(null);
  const [checked, setChecked] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(value), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const check = useFormulaCheck(
    checked.trim() ? { code: code || 'newItem', name: name || undefined, effect, formula: checked } : null,
  );

  const insert = (word: string) => {
    const area = box.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const next = `${value.slice(0, start)}${word}${value.slice(end)}`;
    onChange?.(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + word.length, start + word.length);
    });
  };
  const byCode = new Map(items.map((item) => [item.code, item.name]));

  return (
    <div className="salary-wage-formula">
      <Input.TextArea
        ref={box}
        aria-label={t('item.formula')}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={500}
        placeholder="(base + post) / payDays * absentDays"
      />
      {check.data &&
        checked.trim() !== '' &&
        (check.data.ok ? (
          <Alert
            type="success"
            showIcon
            title={t('formula.ok', {
              order: check.data.order.map((c) => byCode.get(c) ?? (c === code ? name || c : c)).join(' → '),
            })}
          />
        ) : (
          <Alert type="error" showIcon title={check.data.message} />
        ))}
      <Typography.Text type="secondary">{t('formula.items')}</Typography.Text>
      <Flex wrap gap={4}>
        {items.map((item) => (
          <Tag.CheckableTag key={item.code} checked={false} onChange={() => insert(item.code)}>
            {item.name}
          </Tag.CheckableTag>
        ))}
      </Flex>
      <Typography.Text type="secondary">{t('formula.variables')}</Typography.Text>
      <Flex wrap gap={4}>
        {SALARY_VARIABLE_NAMES.map((variable) => (
          <Tag.CheckableTag key={variable} checked={false} onChange={() => insert(variable)}>
            {labelIn(SALARY_VARIABLES[variable], i18n.language)}
          </Tag.CheckableTag>
        ))}
      </Flex>
      <Typography.Text type="secondary">{t('formula.help')}</Typography.Text>
    </div>
  );
}
