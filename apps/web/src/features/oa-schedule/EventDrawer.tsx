import {
  type EditScope,
  EVENT_COLORS,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TITLE_MAX,
  type EventDetail,
  REMINDER_OFFSETS,
  REPEAT_COUNT_MAX,
  REPEAT_INTERVAL_MAX,
  type ReminderOffset,
} from '@renli/contracts';
import {
  Button,
  Checkbox,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useSaveEvent } from './api.ts';
import { PeopleSelect } from './PeopleSelect.tsx';
import {
  describeRule,
  formOfRule,
  nextStarts,
  REPEAT_CHOICES,
  type RepeatForm,
  ruleOfForm,
} from './repeat.ts';
import { toWall, wallToIso } from './time.ts';

/** What the drawer opens with: a new event's slot, or an event to edit at one of its occurrences. */
export type EventDraft =
  | { kind: 'new'; start: string; end: string; allDay: boolean }
  | { kind: 'edit'; event: EventDetail; scope: EditScope };

interface Values {
  choice: RepeatForm['choice'];
  interval: number;
  byWeekday: number[];
  endKind: RepeatForm['end'];
  untilDay?: Dayjs;
  count?: number;
  title: string;
  allDay: boolean;
  start: Dayjs;
  end: Dayjs;
  reminders: ReminderOffset[];
  inviteeIds: number[];
  location: string;
  description: string;
  color: string;
  visibility: 'details' | 'busy';
}

/** The form's repeat fields from a rule. */
function repeatValues(
  rule: EventDetail['repeat'],
): Pick<Values, 'choice' | 'interval' | 'byWeekday' | 'endKind' | 'untilDay' | 'count'> {
  const form = formOfRule(rule);
  return {
    choice: form.choice,
    interval: form.interval,
    byWeekday: form.byWeekday,
    endKind: form.end,
    untilDay: form.until ? dayjs(form.until) : undefined,
    count: form.count,
  };
}

const WALL = 'YYYY-MM-DDTHH:mm';
const wallDay = (value: Dayjs) => value.format('YYYY-MM-DD');

function initialValues(draft: EventDraft): Partial<Values> {
  if (draft.kind === 'new') {
    const end = draft.allDay ? dayjs(toWall(draft.end, true)).subtract(1, 'day') : dayjs(toWall(draft.end));
    return {
      title: '',
      allDay: draft.allDay,
      start: dayjs(toWall(draft.start, draft.allDay)),
      end,
      ...repeatValues(null),
      reminders: draft.allDay ? [] : [15],
      inviteeIds: [],
      location: '',
      description: '',
      color: EVENT_COLORS[0],
      visibility: 'details',
    };
  }
  const e = draft.event;
  return {
    title: e.title,
    allDay: e.allDay,
    start: dayjs(toWall(e.start, e.allDay)),
    end: e.allDay ? dayjs(toWall(e.end, true)).subtract(1, 'day') : dayjs(toWall(e.end)),
    ...repeatValues(e.repeat),
    reminders: e.reminders as ReminderOffset[],
    inviteeIds: e.attendees.map((a) => a.userId),
    location: e.location,
    description: e.description,
    color: e.color,
    visibility: e.visibility,
  };
}

/** The new/edit event form (docs/product/oa-schedule.md, "Events"), one column on phones. */
export function EventDrawer({
  draft,
  narrow,
  onClose,
  onSaved,
}: {
  draft: EventDraft;
  narrow: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation('oa-schedule');
  const [form] = Form.useForm<Values>();
  const save = useSaveEvent();
  const allDay = Form.useWatch('allDay', form) ?? (draft.kind === 'new' ? draft.allDay : draft.event.allDay);
  const choice = Form.useWatch('choice', form) ?? 'none';
  const end = Form.useWatch('end', form);
  const start = Form.useWatch('start', form);
  const interval = Form.useWatch('interval', form);
  const byWeekday = Form.useWatch('byWeekday', form);
  const endKind = Form.useWatch('endKind', form);
  const untilDay = Form.useWatch('untilDay', form);
  const count = Form.useWatch('count', form);
  const editingOne = draft.kind === 'edit' && draft.scope === 'this';

  const rule =
    start && choice !== 'none'
      ? ruleOfForm({
          choice,
          interval: interval ?? 1,
          byWeekday: byWeekday ?? [],
          end: endKind ?? 'never',
          until: untilDay ? wallDay(untilDay) : undefined,
          count: count ?? undefined,
        })
      : null;
  const preview = rule && start ? nextStarts(rule, start.format(WALL), 4) : [];

  const submit = async (values: Values) => {
    const startWall = values.allDay ? wallDay(values.start) : values.start.format(WALL);
    const endWall = values.allDay ? wallDay(values.end.add(1, 'day')) : values.end.format(WALL);
    if (Date.parse(wallToIso(endWall)) <= Date.parse(wallToIso(startWall))) {
      form.setFields([{ name: 'end', errors: [t('form.endBeforeStart')] }]);
      return;
    }
    const repeat = editingOne
      ? null
      : ruleOfForm({
          choice: values.choice,
          interval: values.interval ?? 1,
          byWeekday: values.byWeekday ?? [],
          end: values.endKind ?? 'never',
          until: values.untilDay ? wallDay(values.untilDay) : undefined,
          count: values.count,
        });
    const saved = await save.mutateAsync({
      ...(draft.kind === 'edit'
        ? { id: draft.event.id, scope: draft.scope, occurrenceStart: draft.event.occurrenceStart }
        : {}),
      title: values.title,
      allDay: values.allDay,
      start: wallToIso(startWall),
      end: wallToIso(endWall),
      location: values.location ?? '',
      description: values.description ?? '',
      color: values.color as (typeof EVENT_COLORS)[number],
      repeat,
      reminders: values.reminders ?? [],
      visibility: values.visibility,
      inviteeIds: values.inviteeIds ?? [],
    });
    toast.success(t('form.saved'));
    onSaved(saved.id);
  };

  const initial = initialValues(draft);
  return (
    <Drawer
      open
      size={narrow ? '100%' : 520}
      onClose={onClose}
      title={draft.kind === 'new' ? t('form.createTitle') : t('form.editTitle')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('form.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[{ required: true, whitespace: true, message: t('form.titlePlaceholder') }]}
        >
          <Input maxLength={EVENT_TITLE_MAX} placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="allDay" label={t('form.allDay')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space.Compact block style={{ gap: 12, display: 'flex', flexWrap: 'wrap' }}>
          <Form.Item
            name="start"
            label={t('form.start')}
            rules={[{ required: true }]}
            style={{ flex: '1 1 200px' }}
          >
            <DatePicker
              showTime={allDay ? false : { format: 'HH:mm', minuteStep: 5 }}
              format={allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm'}
              allowClear={false}
              style={{ width: '100%' }}
              onChange={(value) => {
                // Moving the start keeps the length, as calendars do.
                if (value && start && end)
                  form.setFieldValue('end', end.add(value.diff(start, 'minute'), 'minute'));
              }}
            />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('form.end')}
            rules={[{ required: true }]}
            style={{ flex: '1 1 200px' }}
          >
            <DatePicker
              showTime={allDay ? false : { format: 'HH:mm', minuteStep: 5 }}
              format={allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm'}
              allowClear={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Space.Compact>
        {!editingOne && (
          <>
            <Form.Item name="choice" label={t('form.repeat')}>
              <Select options={REPEAT_CHOICES.map((c) => ({ value: c, label: t(`choices.${c}`) }))} />
            </Form.Item>
            {choice !== 'none' && choice !== 'weekdays' && (
              <Form.Item label={t('form.interval')}>
                <Space>
                  <Form.Item name="interval" noStyle>
                    <InputNumber min={1} max={REPEAT_INTERVAL_MAX} precision={0} style={{ width: 90 }} />
                  </Form.Item>
                  <span>{t(`form.everyN.${choice}`)}</span>
                </Space>
              </Form.Item>
            )}
            {choice === 'weekly' && (
              <Form.Item name="byWeekday" label={t('form.weekdays')}>
                <Checkbox.Group
                  options={[0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: d, label: t(`weekday.${d}`) }))}
                />
              </Form.Item>
            )}
            {choice !== 'none' && (
              <Form.Item label={t('form.repeatEnd')}>
                <Space wrap>
                  <Form.Item name="endKind" noStyle>
                    <Radio.Group
                      options={[
                        { value: 'never', label: t('form.endNever') },
                        { value: 'until', label: t('form.endUntil') },
                        { value: 'count', label: t('form.endCount') },
                      ]}
                    />
                  </Form.Item>
                  {endKind === 'until' && (
                    <Form.Item name="untilDay" noStyle rules={[{ required: true }]}>
                      <DatePicker allowClear={false} />
                    </Form.Item>
                  )}
                  {endKind === 'count' && (
                    <Space>
                      <Form.Item name="count" noStyle rules={[{ required: true }]}>
                        <InputNumber min={1} max={REPEAT_COUNT_MAX} precision={0} style={{ width: 90 }} />
                      </Form.Item>
                      <span>{t('form.times')}</span>
                    </Space>
                  )}
                </Space>
              </Form.Item>
            )}
            {rule && (
              <Typography.Paragraph type="secondary" data-testid="repeat-preview">
                {describeRule(rule, t)}
                <br />
                {t('form.next', { dates: preview.join(t('listSeparator')) })}
              </Typography.Paragraph>
            )}
          </>
        )}
        <Form.Item name="reminders" label={t('form.reminders')}>
          <Select
            mode="multiple"
            placeholder={t('form.noReminder')}
            options={REMINDER_OFFSETS.map((m) => ({ value: m, label: t(`reminder.${m}`) }))}
          />
        </Form.Item>
        <Form.Item name="inviteeIds" label={t('form.invitees')}>
          <PeopleSelect
            placeholder={t('form.inviteesPlaceholder')}
            known={draft.kind === 'edit' ? draft.event.attendees : []}
            exclude={draft.kind === 'edit' ? [draft.event.organizerId] : []}
          />
        </Form.Item>
        <Form.Item name="location" label={t('form.location')}>
          <Input maxLength={EVENT_LOCATION_MAX} />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea maxLength={EVENT_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="color" label={t('form.color')}>
          <Radio.Group className="rl-schedule-colors">
            {EVENT_COLORS.map((c) => (
              <Radio key={c} value={c} aria-label={c}>
                <span className="rl-schedule-swatch" style={{ background: c }} />
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="visibility" label={t('form.visibility')}>
          <Radio.Group
            options={[
              { value: 'details', label: t('visibility.details') },
              { value: 'busy', label: t('visibility.busy') },
            ]}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
