import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ARCHIVE_ROWS_MAX } from '@renli/contracts';
import { Button, Card, Empty, Form, Grid, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoList } from './InfoList.tsx';
import { InputGrid, type InputSpec } from './inputs.tsx';

/** A column of a repeating row (an education, a former job, an emergency contact). */
export interface RowColumn<R> {
  key: string;
  label: string;
  render: (row: R) => ReactNode;
}

/** Repeating rows as a small table on wide screens and as cards on phones. */
export function RowsView<R>({ rows, columns }: { rows: R[]; columns: RowColumn<R>[] }) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md !== false;
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff-archives:empty.rows')} />;
  if (!wide) {
    return (
      <div className="renli-archive-cards">
        {rows.map((row, index) => (
          // Rows have no identity of their own: their place is what they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Card key={index} size="small">
            <InfoList items={columns.map((c) => ({ key: c.key, label: c.label, value: c.render(row) }))} />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <Table<R>
      size="small"
      rowKey={(row) => rows.indexOf(row)}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={columns.map((c) => ({ key: c.key, title: c.label, render: (_, row) => c.render(row) }))}
    />
  );
}

/** Repeating rows in a form: each a box of inputs with a remove button; 添加 up to the contract's limit. */
export function RowsEditor({
  name,
  specs,
  addLabel,
}: {
  name: string;
  specs: InputSpec[];
  addLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(items, { add, remove }) => (
        <>
          {items.map((item) => (
            <Card
              key={item.key}
              size="small"
              className="renli-archive-row"
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('staff-archives:actions.remove')}
                  onClick={() => remove(item.name)}
                />
              }
            >
              <InputGrid specs={specs} prefix={[item.name]} />
            </Card>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={items.length >= ARCHIVE_ROWS_MAX}
            onClick={() => add()}
          >
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}
