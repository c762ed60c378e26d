import { Col, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One input of an archive form: what it edits, how, and its limits (the contract checks them again). */
export interface InputSpec {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'date' | 'select' | 'switch';
  options?: { value: number; label: string }[];
  required?: boolean;
  max?: number;
}

/** A China date picked as `YYYY-MM-DD` (the API's form), shown the same way. */
export function DayInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : null)}
      style={{ width: '100%' }}
    />
  );
}

function inputOf(spec: InputSpec): ReactNode {
  switch (spec.kind) {
    case 'date':
      return <DayInput />;
    case 'select':
      return <Select allowClear options={spec.options} />;
    case 'switch':
      return <Switch />;
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={spec.max} showCount />;
    default:
      return <Input maxLength={spec.max} allowClear />;
  }
}

/**
 * The inputs of a section, one column on phones and up to three on wide screens. `prefix` places
 * them inside a repeating row (antd Form.List).
 */
export function InputGrid({ specs, prefix }: { specs: InputSpec[]; prefix?: (string | number)[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 0]}>
      {specs.map((spec) => {
        const rules: Rule[] = spec.required
          ? [
              {
                required: true,
                whitespace: spec.kind !== 'select',
                message: t('resource:form.required', { label: spec.label }),
              },
            ]
          : [];
        return (
          <Col key={spec.name} xs={24} sm={12} lg={spec.kind === 'textarea' ? 24 : 8}>
            <Form.Item
              name={prefix ? [...prefix, spec.name] : spec.name}
              label={spec.label}
              rules={rules}
              valuePropName={spec.kind === 'switch' ? 'checked' : 'value'}
            >
              {inputOf(spec)}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

const trimmed = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/**
 * Form values as the API takes them: text trimmed, a cleared input null (the field is emptied);
 * inside repeating rows an input never filled stays absent.
 */
export function cleaned(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map((row: unknown) =>
            // Repeating rows are objects; a multiple choice's values are kept as chosen.
            typeof row === 'object'
              ? Object.fromEntries(Object.entries(row ?? {}).map(([field, cell]) => [field, trimmed(cell)]))
              : row,
          )
        : (trimmed(value) ?? null),
    ]),
  );
}
