import {
  CalendarOutlined,
  EnvironmentOutlined,
  PlusOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { conversationIDOf, type MeetingDetail, type MeetingSummary } from '@renli/contracts';
import { Button, Card, Empty, Pagination, Result, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { updatesColumn } from '../../lib/access.ts';
import { chinaToday } from '../../lib/china-today.ts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import { toast } from '../../lib/toast.ts';
import { useJoin, useMeeting, useMeetings } from './api.ts';
import { MeetingDrawer, usePlace } from './MeetingDrawer.tsx';
import { type MeetingDraft, MeetingForm } from './MeetingForm.tsx';
import { RoomsTab } from './RoomsTab.tsx';
import { spanText } from './time.ts';
import './oa-conference.css';

const PAGE_SIZE = 20;
type Tab = 'meeting' | 'online' | 'room';

function MeetingCard({ meeting, onOpen }: { meeting: MeetingSummary; onOpen: () => void }) {
  const { t, i18n } = useTranslation('oa-conference');
  const place = usePlace();
  const running = Date.parse(meeting.startAt) <= Date.now() && Date.now() < Date.parse(meeting.endAt);
  return (
    <Card size="small" hoverable className="rl-meeting-card" onClick={onOpen} data-meeting={meeting.title}>
      <div className="rl-meeting-card-head">
        <Typography.Text strong ellipsis>
          {meeting.title}
        </Typography.Text>
        <Space size={4}>
          {meeting.status === 'cancelled' && <Tag color="red">{t('meeting.cancelledTag')}</Tag>}
          {meeting.status === 'scheduled' && running && (
            <Tag color="processing">{t('meeting.runningTag')}</Tag>
          )}
          {meeting.myResponse && <Tag>{t(`response.${meeting.myResponse}`)}</Tag>}
          {!meeting.myResponse && <Tag color="gold">{t('meeting.iOrganise')}</Tag>}
        </Space>
      </div>
      <Space wrap size={[16, 4]} className="rl-meeting-card-facts">
        <span>
          <CalendarOutlined /> {spanText(meeting.startAt, meeting.endAt, i18n.language)}
        </span>
        <span>
          {meeting.online ? <VideoCameraOutlined /> : <EnvironmentOutlined />} {place(meeting)}
        </span>
        <span>
          <TeamOutlined />{' '}
          {t('meeting.people', { organiser: meeting.organiserName, count: meeting.participantCount })}
        </span>
      </Space>
    </Card>
  );
}

function MeetingList({
  online,
  onOpen,
  onCreate,
}: {
  online: boolean;
  onOpen: (id: number) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation('oa-conference');
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const [pageNum, setPageNum] = useState(1);
  const page = useMeetings({ when, online, pageNum, pageSize: PAGE_SIZE });
  const list = page.data?.list ?? [];
  return (
    <div className="rl-conference-list">
      <div className="rl-conference-toolbar">
        <Segmented
          value={when}
          onChange={(value) => {
            setWhen(value as 'upcoming' | 'past');
            setPageNum(1);
          }}
          options={[
            { value: 'upcoming', label: t('list.upcoming') },
            { value: 'past', label: t('list.past') },
          ]}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {online ? t('online.create') : t('meeting.create')}
        </Button>
      </div>
      {page.isLoading && <Spin />}
      {!page.isLoading && list.length === 0 && (
        <Empty
          description={t(when === 'upcoming' ? (online ? 'online.empty' : 'list.empty') : 'list.emptyPast')}
        >
          {when === 'upcoming' && (
            <Button type="primary" onClick={onCreate}>
              {online ? t('online.create') : t('meeting.create')}
            </Button>
          )}
        </Empty>
      )}
      <div className="rl-conference-cards">
        {list.map((meeting) => (
          <MeetingCard key={meeting.meetingId} meeting={meeting} onOpen={() => onOpen(meeting.meetingId)} />
        ))}
      </div>
      {(page.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          size="small"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={page.data?.total ?? 0}
          onChange={setPageNum}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}

/**
 * The join page of an online meeting (`#/oa/conference/online?id=…`, the link in the calendar and the
 * chat): before it starts a countdown, while it runs 进入会议, which makes or opens the meeting's chat
 * group; its group call starts from there (docs/product/oa-conference.md, "Online meetings").
 */
function JoinPage({
  meetingId,
  onJoin,
  onOpen,
}: {
  meetingId: number;
  onJoin: (m: MeetingDetail) => void;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation('oa-conference');
  const query = useMeeting(meetingId);
  const meeting = query.data;
  if (query.isLoading) return <Spin />;
  if (!meeting) return <Result status="404" title={t('meeting.notFound')} />;
  const now = Date.now();
  const state =
    meeting.status === 'cancelled'
      ? 'cancelled'
      : now >= Date.parse(meeting.endAt)
        ? 'ended'
        : now >= Date.parse(meeting.startAt) - 15 * 60_000
          ? 'open'
          : 'early';
  return (
    <Card className="rl-join-card">
      <Result
        icon={<VideoCameraOutlined />}
        title={meeting.title}
        subTitle={
          <Space direction="vertical" size={2}>
            <span>{spanText(meeting.startAt, meeting.endAt, i18n.language)}</span>
            <span>
              {t('meeting.people', { organiser: meeting.organiserName, count: meeting.participants.length })}
            </span>
            <span>{t(`online.state.${state}`)}</span>
          </Space>
        }
        extra={
          <Space wrap>
            {(state === 'open' || state === 'early') && (
              <Button type="primary" size="large" onClick={() => onJoin(meeting)}>
                {t('online.join')}
              </Button>
            )}
            <Button onClick={onOpen}>{t('online.details')}</Button>
          </Space>
        }
      />
      <Typography.Paragraph type="secondary" className="rl-join-hint">
        {t('online.hint')}
      </Typography.Paragraph>
    </Card>
  );
}

/** 会议 (docs/product/oa-conference.md): my meetings, online meetings and rooms. */
export function ConferencePage({ tab }: { tab: Tab }) {
  const { t } = useTranslation('oa-conference');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const auth = useAuthSummary();
  const admin = auth.data ? updatesColumn('oa')(auth.data) : false;
  const [form, setForm] = useState<{ meeting: MeetingDetail | null; draft: MeetingDraft } | null>(null);
  const join = useJoin();
  const id = Number(params.get('id')) || null;
  const showDetail = params.get('detail') === '1' || tab !== 'online';
  const open = (meetingId: number | null, detail = false) =>
    setParams(meetingId ? { id: String(meetingId), ...(detail ? { detail: '1' } : {}) } : {});
  const enter = (meeting: MeetingDetail) =>
    join.mutateAsync(meeting.meetingId).then(
      ({ groupId }) => navigate(`/im/${conversationIDOf('GROUP', groupId)}`),
      () => undefined,
    );

  return (
    <div className="rl-conference">
      <Typography.Title level={4} className="rl-conference-title">
        {t(`tabs.${tab}`)}
      </Typography.Title>
      {tab === 'room' && (
        <RoomsTab
          admin={admin}
          onBook={(room, day) => setForm({ meeting: null, draft: { roomId: room.roomId, day } })}
        />
      )}
      {tab !== 'room' &&
        (tab === 'online' && id && !showDetail ? (
          <JoinPage meetingId={id} onJoin={enter} onOpen={() => open(id, true)} />
        ) : (
          <MeetingList
            online={tab === 'online'}
            onOpen={(meetingId) => open(meetingId, true)}
            onCreate={() =>
              setForm({ meeting: null, draft: { day: chinaToday(), online: tab === 'online' } })
            }
          />
        ))}
      {id && showDetail && (
        <MeetingDrawer
          meetingId={id}
          onClose={() => open(null)}
          onEdit={(meeting) => setForm({ meeting, draft: {} })}
          onJoin={enter}
        />
      )}
      {form && (
        <MeetingForm
          meeting={form.meeting}
          draft={form.draft}
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            setForm(null);
            if (tab === 'room') toast.info(t('meeting.bookedRoom', { title: saved.title }));
            else open(saved.meetingId, true);
          }}
        />
      )}
    </div>
  );
}
