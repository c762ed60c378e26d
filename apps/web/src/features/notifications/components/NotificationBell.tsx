import { BellOutlined } from '@ant-design/icons';
import { REMINDER_PREVIEW_SIZE } from '@renli/contracts';
import { Badge, Button, Empty, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTimeLabel } from '../../../lib/time-label.ts';
import { useReminders, useUnreadCount } from '../api.ts';
import { detailPath, LIST_PATH } from '../links.ts';
import './notifications.css';

/** The badge counts past 99 as "99+" (docs/product/notifications.md, like the chat's unread badge). */
const OVERFLOW = 99;

/** The main header's bell: the identity's unread count and, when opened, the latest five. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const label = useTimeLabel();
  const [open, setOpen] = useState(false);
  const total = useUnreadCount().data?.total ?? 0;
  const latest = useReminders({ pageNum: 1, pageSize: REMINDER_PREVIEW_SIZE }, open);

  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  const content = (
    <div className="rl-bell-panel" data-testid="bell-panel">
      <Spin spinning={latest.isFetching && !latest.data}>
        {latest.data?.list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
        ) : (
          <ul className="rl-bell-list">
            {latest.data?.list.map((reminder) => (
              <li key={reminder.id}>
                <button type="button" className="rl-bell-item" onClick={() => go(detailPath(reminder.id))}>
                  <Typography.Text strong={!reminder.readAt} ellipsis>
                    {!reminder.readAt && <Badge status="processing" />}
                    {reminder.title}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t(`type.${reminder.type}`)} · {label(new Date(reminder.createdAt))}
                  </Typography.Text>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <Link className="rl-bell-all" to={LIST_PATH} onClick={() => setOpen(false)}>
        {t('bell.viewAll')}
      </Link>
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('bell.title')}
      content={content}
      open={open}
      onOpenChange={setOpen}
    >
      <Button
        type="text"
        data-testid="notification-bell"
        aria-label={total > 0 ? t('bell.labelUnread', { count: total }) : t('bell.label')}
        icon={
          <Badge count={total} overflowCount={OVERFLOW} size="small">
            <BellOutlined className="rl-bell-icon" />
          </Badge>
        }
      />
    </Popover>
  );
}
