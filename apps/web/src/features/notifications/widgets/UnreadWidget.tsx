import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WidgetAction } from '../../../components/workbench/WidgetAction.tsx';
import { WidgetCard } from '../../../components/workbench/WidgetCard.tsx';
import { WidgetList } from '../../../components/workbench/WidgetList.tsx';
import { useTimeLabel } from '../../../lib/time-label.ts';
import { useUnreadReminders } from '../api.ts';
import { detailPath, LIST_PATH } from '../links.ts';

/** 未读通知: how many reminders wait and the newest few, each opening its detail. */
export function UnreadWidget() {
  const { t } = useTranslation('notifications');
  const label = useTimeLabel();
  const unread = useUnreadReminders();
  const total = unread.data?.total ?? 0;
  return (
    <WidgetCard
      testId="widget-notifications"
      icon={<BellOutlined />}
      title={t('widget.title')}
      extra={<Link to={LIST_PATH}>{t('bell.viewAll')}</Link>}
      query={unread}
      empty={
        total === 0
          ? {
              description: t('widget.empty'),
              action: <WidgetAction to={LIST_PATH}>{t('widget.openList')}</WidgetAction>,
            }
          : null
      }
    >
      <div className="rl-widget-figure">
        <strong data-testid="unread-total">{total}</strong>
        {t('widget.unread')}
      </div>
      <WidgetList
        items={(unread.data?.list ?? []).map((reminder) => ({
          key: reminder.id,
          to: detailPath(reminder.id),
          title: reminder.title,
          meta: `${t(`type.${reminder.type}`)} · ${label(new Date(reminder.createdAt))}`,
          strong: true,
        }))}
      />
    </WidgetCard>
  );
}
