import {
  BellOutlined,
  CalendarOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  ReloadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type EditScope, EVENT_NOTE_MAX, type EventDetail, type InviteResponse } from '@renli/contracts';
import {
  Button,
  Descriptions,
  Drawer,
  Empty,
  Input,
  List,
  Popconfirm,
  Radio,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useDeleteEvent, useEventDetail, useRespond } from './api.ts';
import { describeRule } from './repeat.ts';
import { timeRange } from './time.ts';

const RESPONSE_COLOR: Record<InviteResponse, string> = {
  pending: 'default',
  accepted: 'success',
  tentative: 'warning',
  declined: 'error',
};

/** One event: its time, repeat, place, invitees and their answers; the invitee answers, the organiser edits or deletes. */
export function DetailDrawer({
  id,
  occurrenceStart,
  narrow,
  myUserId,
  onClose,
  onEdit,
  askScope,
}: {
  id: number;
  occurrenceStart: string | null;
  narrow: boolean;
  myUserId: number | undefined;
  onClose: () => void;
  onEdit: (event: EventDetail, scope: EditScope) => void;
  askScope: (kind: 'edit' | 'delete') => Promise<EditScope | null>;
}) {
  const { t, i18n } = useTranslation('oa-schedule');
  const { data: event, isLoading, isError } = useEventDetail(id, occurrenceStart);
  const respond = useRespond();
  const remove = useDeleteEvent();
  const [note, setNote] = useState('');
  useEffect(() => setNote(event?.myNote ?? ''), [event?.myNote]);

  const answer = async (response: Exclude<InviteResponse, 'pending'>) => {
    if (!event) return;
    await respond.mutateAsync({ id: event.id, response, note });
    toast.success(t('detail.responded'));
  };
  const edit = async () => {
    if (!event) return;
    const scope = event.repeat ? await askScope('edit') : 'all';
    if (scope) onEdit(event, scope);
  };
  const destroy = async (scope: EditScope) => {
    if (!event) return;
    await remove.mutateAsync({ id: event.id, scope, occurrenceStart: event.occurrenceStart });
    toast.success(t('detail.deleted'));
    onClose();
  };
  const askDelete = async () => {
    const scope = await askScope('delete');
    if (scope) await destroy(scope);
  };

  return (
    <Drawer
      open
      size={narrow ? '100%' : 460}
      onClose={onClose}
      title={
        event ? (
          <span className="rl-schedule-detail-title">
            <span className="rl-schedule-dot" style={{ background: event.color }} />
            {event.title}
          </span>
        ) : (
          t('title')
        )
      }
      extra={
        event?.canEdit ? (
          <Space>
            <Button onClick={edit}>{t('detail.edit')}</Button>
            {event.repeat ? (
              <Button danger onClick={askDelete} loading={remove.isPending}>
                {t('detail.delete')}
              </Button>
            ) : (
              <Popconfirm
                title={t('detail.deleteConfirm', { title: event.title })}
                okText={t('detail.delete')}
                cancelText={t('form.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => destroy('all')}
              >
                <Button danger loading={remove.isPending}>
                  {t('detail.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ) : null
      }
    >
      {isLoading && <Skeleton active />}
      {isError && <Empty />}
      {event && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" colon={false}>
            <Descriptions.Item label={<CalendarOutlined />}>
              {timeRange(event.start, event.end, event.allDay, i18n.language)}
            </Descriptions.Item>
            {event.repeat && (
              <Descriptions.Item label={<ReloadOutlined />}>
                {describeRule({ ...event.repeat, until: event.repeat.until, count: event.repeat.count }, t)}
              </Descriptions.Item>
            )}
            {event.location && (
              <Descriptions.Item label={<EnvironmentOutlined />}>{event.location}</Descriptions.Item>
            )}
            {event.reminders.length > 0 && (
              <Descriptions.Item label={<BellOutlined />}>
                {event.reminders.map((m) => t(`reminder.${m}`)).join(t('listSeparator'))}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={<UserOutlined />}>
              {t('detail.organizer')}：{event.organizerName}
              {event.organizerId === myUserId ? t('detail.you') : ''}
            </Descriptions.Item>
            {event.description && (
              <Descriptions.Item label={<FileTextOutlined />}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {event.description}
                </Typography.Paragraph>
              </Descriptions.Item>
            )}
          </Descriptions>
          {event.myResponse !== null && (
            <div className="rl-schedule-respond" data-testid="my-response">
              <Typography.Text strong>{t('detail.myResponse')}</Typography.Text>
              <Input
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={EVENT_NOTE_MAX}
                placeholder={t('detail.notePlaceholder')}
              />
              <Radio.Group
                value={event.myResponse === 'pending' ? undefined : event.myResponse}
                optionType="button"
                buttonStyle="solid"
                disabled={respond.isPending}
                onChange={(e) => answer(e.target.value)}
                options={(['accepted', 'tentative', 'declined'] as const).map((r) => ({
                  value: r,
                  label: t(`response.${r}`),
                }))}
              />
            </div>
          )}
          <div>
            <Typography.Text strong>{t('detail.attendees', { n: event.attendees.length })}</Typography.Text>
            {event.attendees.length === 0 ? (
              <Typography.Paragraph type="secondary">{t('detail.noAttendees')}</Typography.Paragraph>
            ) : (
              <List
                size="small"
                dataSource={event.attendees}
                renderItem={(a) => (
                  <List.Item
                    extra={<Tag color={RESPONSE_COLOR[a.response]}>{t(`responseDone.${a.response}`)}</Tag>}
                  >
                    <List.Item.Meta
                      title={`${a.name}${a.userId === myUserId ? t('detail.you') : ''}`}
                      description={a.note}
                    />
                  </List.Item>
                )}
              />
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
