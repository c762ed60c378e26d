import { CommentOutlined, EyeOutlined, LikeOutlined } from '@ant-design/icons';
import type { DiaryReportRow } from '@renli/contracts';
import { Badge, Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { periodText } from './period.ts';

/** A report in a list: who, which template and period, a preview line, read/comment/like counts; unread is bold. */
export function ReportCard({
  row,
  mine,
  onOpen,
}: {
  row: DiaryReportRow;
  mine?: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation('oa-diary');
  return (
    <Card
      size="small"
      hoverable
      onClick={onOpen}
      className={row.unread ? 'oa-diary-card is-unread' : 'oa-diary-card'}
      data-report={row.id}
    >
      <Flex justify="space-between" gap={8} wrap>
        <Space wrap size={6}>
          {row.unread && <Badge status="processing" text={t('unread')} />}
          <Typography.Text strong={row.unread}>
            {mine ? row.templateName : `${row.author.name} · ${row.templateName}`}
          </Typography.Text>
          <Tag color="blue">{periodText(row.period, row.periodKey, t)}</Tag>
          {mine && (
            <Tag color={row.status === 'draft' ? 'default' : 'green'}>{t(`status.${row.status}`)}</Tag>
          )}
        </Space>
        <Typography.Text type="secondary">
          {row.submittedAt
            ? chinaTime(row.submittedAt, i18n.language)
            : chinaTime(row.updatedAt, i18n.language)}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 2 }} strong={row.unread} className="oa-diary-summary">
        {row.summary || t('noSummary')}
      </Typography.Paragraph>
      <Space size={16} wrap>
        {row.status === 'submitted' && (
          <Typography.Text type="secondary">
            <EyeOutlined /> {t('readCount', { read: row.reads, total: row.reviewers })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          <CommentOutlined /> {row.comments}
        </Typography.Text>
        <Typography.Text type="secondary">
          <LikeOutlined /> {row.likes}
        </Typography.Text>
        {!mine && row.deptName && <Typography.Text type="secondary">{row.deptName}</Typography.Text>}
      </Space>
    </Card>
  );
}
