import { PaperClipOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { MEETING_MINUTES_MAX, type MeetingDetail, type MeetingResponse } from '@renli/contracts';
import {
  Button,
  Descriptions,
  Drawer,
  Grid,
  Input,
  Popconfirm,
  Result,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useCancelMeeting, useMeeting, useRespond, useSaveMinutes } from './api.ts';
import { spanText } from './time.ts';

const RESPONSE_COLORS: Record<MeetingResponse, string> = {
  pending: 'default',
  accepted: 'green',
  declined: 'red',
};

/** Where a meeting happens, in words. */
export function usePlace() {
  const { t } = useTranslation('oa-conference');
  return (m: Pick<MeetingDetail, 'online' | 'roomName'> & { roomLocation?: string | null }) =>
    m.online
      ? t('meeting.placeOnline')
      : m.roomName
        ? [m.roomName, m.roomLocation].filter(Boolean).join(' · ')
        : t('meeting.placeNone');
}

function Minutes({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation('oa-conference');
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSaveMinutes();
  if (draft === null)
    return (
      <div className="rl-meeting-minutes">
        {meeting.minutes ? (
          <Typography.Paragraph className="rl-pre">{meeting.minutes}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('meeting.noMinutes')}</Typography.Text>
        )}
        {meeting.canWriteMinutes && (
          <div>
            <Button size="small" onClick={() => setDraft(meeting.minutes)}>
              {meeting.minutes ? t('meeting.editMinutes') : t('meeting.writeMinutes')}
            </Button>
          </div>
        )}
      </div>
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={t('meeting.minutes')}
        autoSize={{ minRows: 5, maxRows: 16 }}
        maxLength={MEETING_MINUTES_MAX}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder={t('meeting.minutesPlaceholder')}
      />
      <Space>
        <Button onClick={() => setDraft(null)}>{t('actions.cancel')}</Button>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() =>
            save.mutateAsync({ meetingId: meeting.meetingId, minutes: draft }).then(
              () => {
                toast.success(t('meeting.minutesSaved'));
                setDraft(null);
              },
              () => undefined,
            )
          }
        >
          {t('actions.save')}
        </Button>
      </Space>
    </Space>
  );
}

/** One meeting: time, place, people and their answers, agenda, files, minutes; its actions. */
export function MeetingDrawer({
  meetingId,
  onClose,
  onEdit,
  onJoin,
}: {
  meetingId: number;
  onClose: () => void;
  onEdit: (meeting: MeetingDetail) => void;
  onJoin: (meeting: MeetingDetail) => void;
}) {
  const { t, i18n } = useTranslation('oa-conference');
  const narrow = Grid.useBreakpoint().md === false;
  const query = useMeeting(meetingId);
  const cancel = useCancelMeeting();
  const respond = useRespond();
  const place = usePlace();
  const meeting = query.data;
  const ended = meeting ? Date.parse(meeting.endAt) < Date.now() : false;
  const answer = (response: 'accepted' | 'declined') =>
    respond.mutateAsync({ meetingId, response }).then(
      () => toast.success(t(`meeting.answered.${response}`)),
      () => undefined,
    );
  return (
    <Drawer open size={narrow ? '100%' : 560} onClose={onClose} title={meeting?.title ?? t('meeting.detail')}>
      {query.isLoading && <Spin />}
      {query.isError && <Result status="404" title={t('meeting.notFound')} />}
      {meeting && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} className="rl-meeting-detail">
          <Space wrap>
            {meeting.status === 'cancelled' && <Tag color="red">{t('meeting.cancelledTag')}</Tag>}
            {meeting.status === 'scheduled' && ended && <Tag>{t('meeting.endedTag')}</Tag>}
            {meeting.online && <Tag color="blue">{t('meeting.onlineTag')}</Tag>}
          </Space>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('meeting.time')}>
              {spanText(meeting.startAt, meeting.endAt, i18n.language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('meeting.place')}>{place(meeting)}</Descriptions.Item>
            <Descriptions.Item label={t('meeting.organiser')}>{meeting.organiserName}</Descriptions.Item>
            <Descriptions.Item label={t('meeting.participants')}>
              <Space wrap size={[4, 4]}>
                {meeting.participants.length === 0 && t('meeting.noParticipants')}
                {meeting.participants.map((p) => (
                  <Tag key={p.userId} color={RESPONSE_COLORS[p.response]}>
                    {p.name} · {t(`response.${p.response}`)}
                  </Tag>
                ))}
              </Space>
            </Descriptions.Item>
            {meeting.minuteTakerName && (
              <Descriptions.Item label={t('meeting.minuteTaker')}>
                {meeting.minuteTakerName}
              </Descriptions.Item>
            )}
          </Descriptions>
          {meeting.status === 'scheduled' && !ended && (
            <Space wrap>
              {meeting.online && (
                <Button type="primary" icon={<VideoCameraOutlined />} onClick={() => onJoin(meeting)}>
                  {t('online.join')}
                </Button>
              )}
              {meeting.myResponse && (
                <>
                  <Button
                    type={meeting.myResponse === 'accepted' ? 'primary' : 'default'}
                    ghost={meeting.myResponse === 'accepted'}
                    onClick={() => void answer('accepted')}
                  >
                    {t('meeting.accept')}
                  </Button>
                  <Button danger={meeting.myResponse === 'declined'} onClick={() => void answer('declined')}>
                    {t('meeting.decline')}
                  </Button>
                </>
              )}
              {meeting.canEdit && <Button onClick={() => onEdit(meeting)}>{t('actions.edit')}</Button>}
              {meeting.canEdit && (
                <Popconfirm
                  title={t('meeting.cancelConfirm')}
                  onConfirm={() =>
                    cancel.mutateAsync(meeting.meetingId).then(
                      () => toast.success(t('meeting.cancelledToast')),
                      () => undefined,
                    )
                  }
                >
                  <Button danger>{t('meeting.cancel')}</Button>
                </Popconfirm>
              )}
            </Space>
          )}
          <div>
            <Typography.Title level={5}>{t('meeting.agenda')}</Typography.Title>
            {meeting.agenda ? (
              <Typography.Paragraph className="rl-pre">{meeting.agenda}</Typography.Paragraph>
            ) : (
              <Typography.Text type="secondary">{t('meeting.noAgenda')}</Typography.Text>
            )}
          </div>
          {meeting.attachments.length > 0 && (
            <div>
              <Typography.Title level={5}>{t('meeting.attachments')}</Typography.Title>
              <Space direction="vertical" size={2}>
                {meeting.attachments.map((file) => (
                  <a key={file.url} href={file.url} target="_blank" rel="noreferrer">
                    <PaperClipOutlined /> {file.name}
                  </a>
                ))}
              </Space>
            </div>
          )}
          <div>
            <Typography.Title level={5}>{t('meeting.minutes')}</Typography.Title>
            <Minutes meeting={meeting} />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
