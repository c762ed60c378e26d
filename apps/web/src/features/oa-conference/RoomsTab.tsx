import { EnvironmentOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import {
  labelIn,
  MEETING_ROOM_CAPACITY_MAX,
  MEETING_ROOM_LOCATION_MAX,
  MEETING_ROOM_NAME_MAX,
  type MeetingRoom,
  ROOM_EQUIPMENT,
  ROOM_EQUIPMENT_LABELS,
  type RoomDay,
  type SaveRoomBody,
} from '@renli/contracts';
import {
  Button,
  Card,
  DatePicker,
  Drawer,
  Empty,
  Form,
  Grid,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../lib/china-today.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteRoom, useRooms, useSaveRoom } from './api.ts';
import { QuarterRange } from './QuarterRange.tsx';
import { chinaClock, minutesOf } from './time.ts';

/**
 * A room's day as a strip from its opening to its closing: booked spans in colour, with the
 * organiser and time on hover; the hours under it.
 */
export function RoomStrip({ room, day }: { room: RoomDay; day: string }) {
  const { t } = useTranslation('oa-conference');
  const from = minutesOf(room.openFrom);
  const to = minutesOf(room.openTo);
  const width = Math.max(to - from, 1);
  const dayStart = Date.parse(`${day}T00:00:00+08:00`);
  const minuteOf = (iso: string) => Math.round((Date.parse(iso) - dayStart) / 60_000);
  const hours: number[] = [];
  for (let h = Math.ceil(from / 60); h * 60 <= to; h += from % 60 === 0 && to - from > 8 * 60 ? 2 : 1)
    hours.push(h);
  return (
    <div className="rl-room-strip" data-room={room.name}>
      <div className="rl-room-strip-bar">
        {room.bookings.map((booking) => {
          const start = Math.max(minuteOf(booking.startAt), from);
          const end = Math.min(minuteOf(booking.endAt), to);
          if (end <= start) return null;
          return (
            <Tooltip
              key={booking.meetingId}
              title={`${chinaClock(booking.startAt)}–${chinaClock(booking.endAt)} ${booking.title} · ${booking.organiserName}`}
            >
              <div
                role="img"
                className="rl-room-strip-busy"
                aria-label={t('room.busyAt', {
                  time: `${chinaClock(booking.startAt)}–${chinaClock(booking.endAt)}`,
                  name: booking.organiserName,
                })}
                style={{
                  left: `${((start - from) / width) * 100}%`,
                  width: `${((end - start) / width) * 100}%`,
                }}
              />
            </Tooltip>
          );
        })}
      </div>
      <div className="rl-room-strip-hours">
        {hours.map((h) => (
          <span key={h} style={{ left: `${((h * 60 - from) / width) * 100}%` }}>
            {h}
          </span>
        ))}
      </div>
    </div>
  );
}

function RoomDrawer({ room, onClose }: { room: MeetingRoom | 'new'; onClose: () => void }) {
  const { t, i18n } = useTranslation('oa-conference');
  const narrow = Grid.useBreakpoint().md === false;
  const [form] = Form.useForm<SaveRoomBody>();
  const save = useSaveRoom();
  const editing = room === 'new' ? null : room;
  const submit = async (values: SaveRoomBody) => {
    await save.mutateAsync({ ...values, roomId: editing?.roomId });
    toast.success(t('room.saved'));
    onClose();
  };
  return (
    <Drawer
      open
      size={narrow ? '100%' : 480}
      onClose={onClose}
      title={editing ? t('room.editTitle', { name: editing.name }) : t('room.add')}
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
        initialValues={
          editing ?? {
            capacity: 8,
            openFrom: '08:00',
            openTo: '22:00',
            enabled: true,
            equipment: [],
            location: '',
          }
        }
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item
          name="name"
          label={t('room.name')}
          rules={[{ required: true, whitespace: true, message: t('room.nameRequired') }]}
        >
          <Input maxLength={MEETING_ROOM_NAME_MAX} placeholder={t('room.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="location" label={t('room.location')}>
          <Input maxLength={MEETING_ROOM_LOCATION_MAX} placeholder={t('room.locationPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="capacity"
          label={t('room.capacity')}
          rules={[{ required: true, message: t('room.capacityRequired') }]}
        >
          <InputNumber
            min={1}
            max={MEETING_ROOM_CAPACITY_MAX}
            precision={0}
            style={{ width: '100%' }}
            suffix={t('room.people')}
          />
        </Form.Item>
        <Form.Item name="equipment" label={t('room.equipment')}>
          <Select
            mode="multiple"
            options={ROOM_EQUIPMENT.map((key) => ({
              value: key,
              label: labelIn(ROOM_EQUIPMENT_LABELS[key], i18n.language),
            }))}
          />
        </Form.Item>
        <QuarterRange
          from="openFrom"
          to="openTo"
          fromLabel={t('room.openFrom')}
          toLabel={t('room.openTo')}
          orderMessage={t('room.hoursOrder')}
        />
        <Form.Item name="enabled" label={t('room.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** 会议室: the rooms with their day as a time strip; OA administrators add and change them. */
export function RoomsTab({
  admin,
  onBook,
}: {
  admin: boolean;
  onBook: (room: RoomDay, day: string) => void;
}) {
  const { t, i18n } = useTranslation('oa-conference');
  const [day, setDay] = useState(chinaToday());
  const [editing, setEditing] = useState<MeetingRoom | 'new' | null>(null);
  const rooms = useRooms(day, admin);
  const remove = useDeleteRoom();
  const list = rooms.data?.list ?? [];
  return (
    <div className="rl-conference-rooms">
      <div className="rl-conference-toolbar">
        <DatePicker
          allowClear={false}
          value={dayjs(day)}
          onChange={(value) => value && setDay(value.format('YYYY-MM-DD'))}
          aria-label={t('room.day')}
        />
        {admin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('room.add')}
          </Button>
        )}
      </div>
      {list.length === 0 && !rooms.isLoading ? (
        <Empty description={admin ? t('room.emptyAdmin') : t('room.empty')}>
          {admin && (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('room.add')}
            </Button>
          )}
        </Empty>
      ) : (
        <div className="rl-conference-grid">
          {list.map((room) => (
            <Card
              key={room.roomId}
              size="small"
              className="rl-room-card"
              loading={rooms.isLoading}
              title={
                <Space wrap size={4}>
                  <span>{room.name}</span>
                  {!room.enabled && <Tag>{t('room.disabled')}</Tag>}
                </Space>
              }
              extra={
                room.enabled && (
                  <Button size="small" type="link" onClick={() => onBook(room, day)}>
                    {t('room.book')}
                  </Button>
                )
              }
            >
              <Space wrap size={[12, 4]} className="rl-room-facts">
                <span>
                  <TeamOutlined /> {t('room.seats', { count: room.capacity })}
                </span>
                {room.location && (
                  <span>
                    <EnvironmentOutlined /> {room.location}
                  </span>
                )}
                <span>{t('room.hours', { from: room.openFrom, to: room.openTo })}</span>
              </Space>
              <div className="rl-room-equipment">
                {room.equipment.map((key) => (
                  <Tag key={key}>{labelIn(ROOM_EQUIPMENT_LABELS[key], i18n.language)}</Tag>
                ))}
              </div>
              <RoomStrip room={room} day={rooms.data?.day ?? day} />
              <Typography.Text type="secondary" className="rl-room-summary">
                {room.bookings.length === 0
                  ? t('room.freeAllDay')
                  : room.bookings
                      .map((b) => `${chinaClock(b.startAt)}–${chinaClock(b.endAt)} ${b.organiserName}`)
                      .join('，')}
              </Typography.Text>
              {admin && (
                <Space className="rl-room-admin">
                  <Button size="small" onClick={() => setEditing(room)}>
                    {t('actions.edit')}
                  </Button>
                  <Popconfirm
                    title={t('room.deleteConfirm', { name: room.name })}
                    onConfirm={() =>
                      remove.mutateAsync(room.roomId).then(
                        () => toast.success(t('room.deleted')),
                        () => undefined,
                      )
                    }
                  >
                    <Button size="small" danger>
                      {t('actions.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              )}
            </Card>
          ))}
        </div>
      )}
      {editing && <RoomDrawer room={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
