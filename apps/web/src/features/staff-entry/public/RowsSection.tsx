import { ARCHIVE_ROWS_MAX } from '@renli/contracts';
import { Button, Card, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The list's field name in the info (`emergencyContacts`, `education`, `workHistory`). */
  name: string;
  title: string;
  /** The inputs of one row, named inside it. */
  row: (index: number) => ReactNode;
}

/** A section of rows the hire adds and removes (at most 10, as the archive keeps). */
export function RowsSection({ name, title, row }: Props) {
  const { t } = useTranslation('staff-entry');
  return (
    <Card size="small" title={title} className="staff-info-section">
      <Form.List name={name}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((field, index) => (
              <div key={field.key} className="staff-info-row">
                {row(field.name)}
                <Button type="link" danger size="small" onClick={() => remove(index)}>
                  {t('form.remove')}
                </Button>
              </div>
            ))}
            {rows.length < ARCHIVE_ROWS_MAX && (
              <Button block type="dashed" onClick={() => add()}>
                {t('form.add')}
                {title}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}
