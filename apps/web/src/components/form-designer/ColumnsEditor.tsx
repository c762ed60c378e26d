import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormField, TableColumn } from '@renli/contracts';
import { Button, Card, Checkbox, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLUMN_KINDS, type ColumnKind, newColumn, nextKey } from './fields.ts';
import { OptionsEditor } from './OptionsEditor.tsx';

type TableField = Extract<FormField, { kind: 'table' }>;

const summable = (column: TableColumn) => column.kind === 'number' || column.kind === 'money';

/** A detail table's columns: label, kind, options of a select column, and which numeric ones are summed. */
export function ColumnsEditor({
  field,
  onChange,
}: {
  field: TableField;
  onChange: (field: TableField) => void;
}) {
  const { t } = useTranslation();
  const setColumns = (columns: TableColumn[]) =>
    onChange({
      ...field,
      columns,
      // A sum names a numeric column that still exists.
      sumColumns: field.sumColumns.filter((key) => columns.some((c) => c.key === key && summable(c))),
    });
  const replace = (index: number, column: TableColumn) =>
    setColumns(field.columns.map((each, i) => (i === index ? column : each)));
  const add = () =>
    setColumns([
      ...field.columns,
      newColumn(
        'text',
        nextKey(
          'col',
          field.columns.map((c) => c.key),
        ),
        t('form:designer.columnN', { n: field.columns.length + 1 }),
        t('form:designer.optionN', { n: 1 }),
      ),
    ]);
  const toggleSum = (key: string, on: boolean) =>
    onChange({
      ...field,
      sumColumns: on ? [...field.sumColumns, key] : field.sumColumns.filter((each) => each !== key),
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {field.columns.map((column, index) => (
        <Card key={column.key} size="small">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                aria-label={t('form:designer.columnName', { n: index + 1 })}
                value={column.label}
                maxLength={40}
                onChange={(event) => replace(index, { ...column, label: event.target.value })}
              />
              <Button
                aria-label={t('form:designer.removeColumn', { n: index + 1 })}
                icon={<DeleteOutlined />}
                disabled={field.columns.length <= 1}
                onClick={() => setColumns(field.columns.filter((_, i) => i !== index))}
              />
            </Space.Compact>
            <Select<ColumnKind>
              aria-label={t('form:designer.columnKind', { n: index + 1 })}
              value={column.kind as ColumnKind}
              style={{ width: '100%' }}
              options={COLUMN_KINDS.map((kind) => ({ value: kind, label: t(`form:kind.${kind}`) }))}
              onChange={(kind) =>
                replace(index, {
                  ...newColumn(kind, column.key, column.label, t('form:designer.optionN', { n: 1 })),
                  required: column.required,
                })
              }
            />
            <Checkbox
              checked={column.required}
              onChange={(event) => replace(index, { ...column, required: event.target.checked })}
            >
              {t('form:prop.required')}
            </Checkbox>
            {summable(column) && (
              <Checkbox
                checked={field.sumColumns.includes(column.key)}
                onChange={(event) => toggleSum(column.key, event.target.checked)}
              >
                {t('form:designer.sumColumn')}
              </Checkbox>
            )}
            {column.kind === 'select' && (
              <OptionsEditor
                value={column.options}
                onChange={(options) => replace(index, { ...column, options })}
              />
            )}
          </Space>
        </Card>
      ))}
      <Button icon={<PlusOutlined />} disabled={field.columns.length >= 10} onClick={add}>
        {t('form:designer.addColumn')}
      </Button>
    </Space>
  );
}
