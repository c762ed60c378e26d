import { Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTimeLabel } from '../../../lib/time-label.ts';
import { useReminder } from '../api.ts';
import { LIST_PATH, routeOfLink } from '../links.ts';

const idFrom = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** 通知详情 (`#/oa/notifications/detail?id=`): opening it marks the reminder read. */
export function NotificationDetailPage() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const label = useTimeLabel();
  const id = idFrom(useSearchParams()[0].get('id'));
  const reminder = useReminder(id);

  const back = <Link to={LIST_PATH}>{t('actions.back')}</Link>;
  if (id === null || reminder.isError) {
    return <Empty description={t('detail.notFound')}>{back}</Empty>;
  }
  if (!reminder.data) return <Skeleton active />;
  const r = reminder.data;
  return (
    <Card
      title={r.title}
      extra={back}
      actions={
        r.link
          ? [
              <Button key="open" type="primary" onClick={() => void navigate(routeOfLink(r.link!))}>
                {t('actions.open')}
              </Button>,
            ]
          : undefined
      }
    >
      <Flex gap={8} align="center">
        <Tag>{t(`type.${r.type}`)}</Tag>
        <Typography.Text type="secondary">{label(new Date(r.createdAt))}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}>
        {r.content}
      </Typography.Paragraph>
    </Card>
  );
}
