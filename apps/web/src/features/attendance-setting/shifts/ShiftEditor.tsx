import type { Shift, ShiftTimes } from '@renli/contracts';
import { Button, Checkbox, Drawer, Form, Input, InputNumber, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSaveShift } from '../api.ts';
import { ShiftTimeline } from './ShiftTimeline.tsx';

type TimeKey = 'onTime' | 'offTime' | 'restStart' | 'restEnd';
type MinuteKey = Exclude<keyof ShiftTimes, TimeKey | 'offNextDay'>;
type Values = { name: string; code: string } & Record<TimeKey, Dayjs | null> &
  Record<MinuteKey, number> & { offNextDay: boolean };

/** A new shift starts as a common office day. */
export const DEFAULT_TIMES: ShiftTimes = {
  onTime: '09:00',
  offTime: '18:00',
  offNextDay: false,
  restStart: '12:00',
  restEnd: '13:00',
  lateGraceMinutes: 0,
  earlyGraceMinutes: 0,
  seriousLateMinutes: 30,
  absentLateMinutes: 240,
  earliestOnMinutes: 120,
  latestOffMinutes: 360,
};

const MINUTES: { key: MinuteKey; max: number }[] = [
  { key: 'lateGraceMinutes', max: 120 },
  { key: 'earlyGraceMinutes', max: 120 },
  { key: 'seriousLateMinutes', max: 720 },
  { key: 'absentLateMinutes', max: 720 },
  { key: 'earliestOnMinutes', max: 720 },
  { key: 'latestOffMinutes', max: 720 },
];

const toClock = (time: string | null) => (time ? dayjs(`2000-01-01T${time}`) : null);
const fromClock = (value: Dayjs | null | undefined) => (value ? value.format('HH:mm') : null);

function startValues(shift: Shift | null): Values {
  const times = shift?.times ?? DEFAULT_TIMES;
  return {
    name: shift?.name ?? '',
    code: shift?.code ?? '',
    ...times,
    onTime: toClock(times.onTime),
    offTime: toClock(times.offTime),
    restStart: toClock(times.restStart),
    restEnd: toClock(times.restEnd),
  };
}

function timesOf(values: Partial<Values>): ShiftTimes | null {
  const onTime = fromClock(values.onTime);
  const offTime = fromClock(values.offTime);
  if (!onTime || !offTime) return null;
  return {
    onTime,
    offTime,
    offNextDay: Boolean(values.offNextDay),
    restStart: fromClock(values.restStart),
    restEnd: fromClock(values.restEnd),
    ...(Object.fromEntries(MINUTES.map(({ key }) => [key, values[key] ?? 0])) as Record<MinuteKey, number>),
  };
}

/** A shift's editor with a preview of its day (docs/product/attendance.md, "Groups, shifts and rules"). */
export function ShiftEditor({ shift, onClose }: { shift: Shift | null; onClose: () => void }) {
  const { t } = useTranslation('attendance-setting');
  const [form] = Form.useForm<Values>();
  const save = useSaveShift();
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const preview = timesOf(watched ?? startValues(shift));
  const submit = async (values: Values) => {
    const times = timesOf(values)!;
    await save.mutateAsync({
      ...(shift ? { id: shift.id, version: shift.version } : {}),
      name: values.name.trim(),
      code: values.code?.trim() || null,
      times,
    });
    toast.success(t(shift ? 'shift.saved' : 'shift.created'));
    onClose();
  };
  const clock = (key: TimeKey, required: boolean) => (
    <Form.Item
      name={key}
      label={t(`shift.${key}`)}
      rules={required ? [{ required: true, message: t('shift.timeRequired') }] : []}
    >
      <TimePicker format="HH:mm" minuteStep={5} allowClear={!required} needConfirm={false} />
    </Form.Item>
  );
  return (
    <Drawer
      open
      size={560}
      onClose={onClose}
      title={shift ? t('shift.editTitle', { name: shift.name }) : t('shift.create')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={startValues(shift)}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item
          name="name"
          label={t('shift.name')}
          rules={[{ required: true, whitespace: true, message: t('shift.nameRequired') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="code" label={t('shift.code')} extra={t('shift.codeHelp')}>
          <Input maxLength={4} />
        </Form.Item>
        <div className="att-setting-pair">
          {clock('onTime', true)}
          {clock('offTime', true)}
        </div>
        <Form.Item name="offNextDay" valuePropName="checked">
          <Checkbox>{t('shift.offNextDay')}</Checkbox>
        </Form.Item>
        <div className="att-setting-pair">
          {clock('restStart', false)}
          {clock('restEnd', false)}
        </div>
        {preview && <ShiftTimeline times={preview} />}
        <h4 className="att-setting-section">{t('shift.rules')}</h4>
        <div className="att-setting-pair">
          {MINUTES.map(({ key, max }) => (
            <Form.Item key={key} name={key} label={t(`shift.${key}`)} extra={t(`shift.${key}Help`)}>
              <InputNumber min={0} max={max} precision={0} suffix={t('shift.minutes')} />
            </Form.Item>
          ))}
        </div>
      </Form>
    </Drawer>
  );
}
