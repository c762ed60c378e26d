import type { SheetRow } from '@renli/contracts';
import { Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultGrade, StatusTag } from './StatusTag.tsx';
import { SheetDrawer } from './sheet/SheetView.tsx';

/** Sheets as cards (one column on phones); a card opens the sheet. */
export function SheetCards({
  rows,
  loading,
  empty,
  showPerson,
}: {
  rows: SheetRow[] | undefined;
  loading: boolean;
  empty: string;
  showPerson: boolean;
}) {
  const { t } = useTranslation('performance-appraisal');
  const [open, setOpen] = useState<number | null>(null);
  if (loading && !rows) return <Skeleton active />;
  if (!rows || rows.length === 0) return <Empty description={empty} />;
  return (
    <>
      <div className="appraisal-cards">
        {rows.map((row) => {
          const grade = resultGrade(row);
          return (
            <Card
              key={row.id}
              size="small"
              title={showPerson ? `${row.staffName} · ${row.departmentName}` : row.cycleName}
              extra={<StatusTag status={row.status} />}
            >
              <Space orientation="vertical" size={4}>
                {showPerson && <Typography.Text type="secondary">{row.cycleName}</Typography.Text>}
                {row.reviewRelation && (
                  <Tag>{t('list.waiting', { level: t(`relation.${row.reviewRelation}`) })}</Tag>
                )}
                {row.totalScore !== null && (
                  <Typography.Text>
                    {t('list.result', { total: row.totalScore, grade: grade ?? '—' })}
                  </Typography.Text>
                )}
                <Button type="link" className="appraisal-open" onClick={() => setOpen(row.id)}>
                  {t('list.open')}
                </Button>
              </Space>
            </Card>
          );
        })}
      </div>
      <SheetDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
