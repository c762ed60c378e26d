import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type FormField, sumColumn } from '@renli/contracts';
import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './FieldInput.tsx';

type TableField = Extract<FormField, { kind: 'table' }>;
type Row = Record<string, unknown>;

interface Props {
  field: TableField;
  value: Row[];
  onChange: (rows: Row[]) => void;
}

/** 明细: one card per row (readable on a phone), rows added and removed, summed columns totalled below. */
export function TableInput({ field, value, onChange }: Props) {
  const { t } = useTranslation();
  const setCell = (index: number, key: string, cell: unknown) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [key]: cell } : row)));
  return (
    <div className="form-table-input">
      {value.map((row, index) => (
        <Card
          // Rows have no identity of their own; they are only added at the end or removed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          size="small"
          title={t('form:render.rowN', { label: field.label, n: index + 1 })}
          extra={
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('form:render.removeRow', { n: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            />
          }
        >
          {field.columns.map((column) => (
            <Form.Item key={column.key} label={column.label} required={column.required}>
              <FieldInput
                field={column}
                value={row[column.key]}
                onChange={(cell) => setCell(index, column.key, cell)}
              />
            </Form.Item>
          ))}
        </Card>
      ))}
      <Button
        block
        type="dashed"
        icon={<PlusOutlined />}
        disabled={value.length >= field.maxRows}
        onClick={() => onChange([...value, {}])}
      >
        {t('form:render.addRow')}
      </Button>
      {field.sumColumns.map((key) => {
        const column = field.columns.find((each) => each.key === key);
        return column ? (
          <div className="form-table-sum" key={key}>
            {t('form:render.sum', { label: column.label, sum: sumColumn(value, key) })}
          </div>
        ) : null;
      })}
    </div>
  );
}
