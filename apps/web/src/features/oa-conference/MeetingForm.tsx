import { UploadOutlined } from '@ant-design/icons';
import {
  type CommentAttachment,
  MEETING_AGENDA_MAX,
  MEETING_ATTACHMENTS_MAX,
  MEETING_TITLE_MAX,
  type MeetingDetail,
  ONLINE_MEETING_MAX_PEOPLE,
} from '@renli/contracts';
import { Alert, Button, DatePicker, Drawer, Form, Grid, Input, Select, Space, Switch, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColleagueSearch } from '../../components/pickers/colleague-search.ts';
import { toast } from '../../lib/toast.ts';
import { uploadAttachment } from '../../lib/upload-attachment.ts';
import { useRooms, useSaveMeeting } from './api.ts';
import { QuarterRange } from './QuarterRange.tsx';
import { RoomStrip } from './RoomsTab.tsx';
import { chinaClock, chinaDay, chinaInstant, QUARTERS } from './time.ts';

/** Staff of the company picked by login, searched like the address book; `known` names those already chosen. */
export function PeopleSelect({
  value,
  onChange,
  known,
  multiple = true,
  placeholder,
  id,
}: {
  value?: number[] | number | null;
  onChange?: (value: never) => void;
  known: { userId: number; name: string }[];
  multiple?: boolean;
  placeholder?: string;
  id?: string;
}) {
  const { options, loading, onSearch } = useColleagueSearch({
    known: known.map((p) => ({ id: p.userId, name: p.name })),
  });
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ filterOption: false, onSearch }}
      loading={loading}
      placeholder={placeholder}
      value={value ?? (multiple ? [] : undefined)}
      onChange={(next) => onChange?.((next ?? null) as never)}
      options={options}
      style={{ width: '100%' }}
    />
  );
}

interface FormValues {
  title: string;
  day: Dayjs;
  from: string;
  to: string;
  online: boolean;
  roomId: number | null;
  participantUserIds: number[];
  minuteTakerUserId: number | null;
  agenda: string;
}

export interface MeetingDraft {
  roomId?: number;
  day?: string;
  online?: boolean;
}

/** The next quarter hour from now in China (a new meeting's default start). */
function nextQuarter() {
  const now = chinaClock(new Date().toISOString());
  return QUARTERS.find((q) => q > now && q !== '24:00') ?? '09:00';
}

/** Schedules a meeting or changes one: time, room with its day strip, people, agenda, files. */
export function MeetingForm({
  meeting,
  draft,
  onClose,
  onSaved,
}: {
  meeting: MeetingDetail | null;
  draft: MeetingDraft;
  onClose: () => void;
  onSaved: (meeting: MeetingDetail) => void;
}) {
  const { t } = useTranslation('oa-conference');
  const narrow = Grid.useBreakpoint().md === false;
  const [form] = Form.useForm<FormValues>();
  const save = useSaveMeeting();
  const [files, setFiles] = useState<CommentAttachment[]>(meeting?.attachments ?? []);
  const start = meeting ? chinaClock(meeting.startAt) : nextQuarter();
  const initial: FormValues = meeting
    ? {
        title: meeting.title,
        day: dayjs(chinaDay(meeting.startAt)),
        from: start,
        to: chinaClock(meeting.endAt) === '00:00' ? '24:00' : chinaClock(meeting.endAt),
        online: meeting.online,
        roomId: meeting.roomId,
        participantUserIds: meeting.participants.map((p) => p.userId),
        minuteTakerUserId: meeting.minuteTakerUserId,
        agenda: meeting.agenda,
      }
    : {
        title: '',
        day: dayjs(draft.day),
        from: start,
        to: QUARTERS[Math.min(QUARTERS.indexOf(start) + 4, QUARTERS.length - 1)] ?? '24:00',
        online: draft.online ?? false,
        roomId: draft.roomId ?? null,
        participantUserIds: [],
        minuteTakerUserId: null,
        agenda: '',
      };
  const day = (Form.useWatch('day', form) ?? initial.day).format('YYYY-MM-DD');
  const online = Form.useWatch('online', form) ?? initial.online;
  const roomId = Form.useWatch('roomId', form) ?? initial.roomId;
  const people = Form.useWatch('participantUserIds', form) ?? initial.participantUserIds;
  const rooms = useRooms(day);
  const room = rooms.data?.list.find((r) => r.roomId === roomId);
  const known = [
    ...(meeting?.participants ?? []).map((p) => ({ userId: p.userId, name: p.name })),
    ...(meeting ? [{ userId: meeting.organiserUserId, name: meeting.organiserName }] : []),
  ];

  const submit = async (values: FormValues) => {
    const date = values.day.format('YYYY-MM-DD');
    const saved = await save.mutateAsync({
      meetingId: meeting?.meetingId,
      title: values.title,
      startAt: chinaInstant(date, values.from),
      endAt: chinaInstant(date, values.to),
      online: values.online,
      roomId: values.online ? null : values.roomId,
      participantUserIds: values.participantUserIds,
      minuteTakerUserId: values.minuteTakerUserId,
      agenda: values.agenda ?? '',
      attachments: files,
    });
    toast.success(meeting ? t('meeting.updated') : t('meeting.created'));
    onSaved(saved);
  };

  return (
    <Drawer
      open
      size={narrow ? '100%' : 560}
      onClose={onClose}
      title={meeting ? t('meeting.editTitle') : t('meeting.create')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item
          name="title"
          label={t('meeting.title')}
          rules={[{ required: true, whitespace: true, message: t('meeting.titleRequired') }]}
        >
          <Input maxLength={MEETING_TITLE_MAX} placeholder={t('meeting.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="day" label={t('meeting.day')} rules={[{ required: true }]}>
          <DatePicker allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <QuarterRange
          from="from"
          to="to"
          fromLabel={t('meeting.from')}
          toLabel={t('meeting.to')}
          orderMessage={t('meeting.endBeforeStart')}
        />
        <Form.Item
          name="online"
          label={t('meeting.online')}
          valuePropName="checked"
          extra={t('meeting.onlineHint', { max: ONLINE_MEETING_MAX_PEOPLE })}
        >
          <Switch />
        </Form.Item>
        {!online && (
          <Form.Item
            name="roomId"
            label={t('meeting.room')}
            extra={room ? undefined : t('meeting.noRoomHint')}
          >
            <Select
              allowClear
              placeholder={t('meeting.roomPlaceholder')}
              options={(rooms.data?.list ?? []).map((r) => ({
                value: r.roomId,
                label: `${r.name}（${t('room.seats', { count: r.capacity })}${r.location ? ` · ${r.location}` : ''}）`,
              }))}
            />
          </Form.Item>
        )}
        {!online && room && (
          <div className="rl-form-strip">
            <RoomStrip room={room} day={day} />
          </div>
        )}
        {online && people.length + 1 > ONLINE_MEETING_MAX_PEOPLE && (
          <Alert
            type="warning"
            showIcon
            title={t('meeting.onlineTooMany', { max: ONLINE_MEETING_MAX_PEOPLE })}
          />
        )}
        <Form.Item name="participantUserIds" label={t('meeting.participants')}>
          <PeopleSelect known={known} placeholder={t('meeting.participantsPlaceholder')} />
        </Form.Item>
        <Form.Item name="minuteTakerUserId" label={t('meeting.minuteTaker')}>
          <PeopleSelect known={known} multiple={false} placeholder={t('meeting.minuteTakerPlaceholder')} />
        </Form.Item>
        <Form.Item name="agenda" label={t('meeting.agenda')}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={MEETING_AGENDA_MAX}
            placeholder={t('meeting.agendaPlaceholder')}
          />
        </Form.Item>
        <Form.Item label={t('meeting.attachments')}>
          <Upload
            fileList={files.map((f) => ({ uid: f.url, name: f.name, url: f.url, status: 'done' }))}
            customRequest={async ({ file, onSuccess, onError }) => {
              try {
                const uploaded = await uploadAttachment(file as File);
                if (uploaded) setFiles((list) => [...list, uploaded]);
                onSuccess?.(uploaded);
              } catch (error) {
                onError?.(error as Error);
              }
            }}
            onRemove={(file) => setFiles((list) => list.filter((f) => f.url !== file.url))}
          >
            {files.length < MEETING_ATTACHMENTS_MAX && (
              <Button icon={<UploadOutlined />}>{t('meeting.upload')}</Button>
            )}
          </Upload>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
