import {
  CALENDAR_NAME_MAX,
  CALENDAR_NOTE_MAX,
  type CalendarDay,
  type CompanyCalendarDay,
  DAY_TYPES,
  type DayType,
} from '@renli/contracts';
import { Button, Descriptions, Form, Input, Modal, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useClearDay, useSetDay } from './api.ts';

interface Values {
  type: DayType;
  name?: string;
  note?: string;
}

export const TYPE_COLORS: Record<DayType, string> = { workday: 'default', restday: 'green', holiday: 'red' };

const longDates = new Map<string, Intl.DateTimeFormat>();

/** A long date in the reader's language: 2026年10月8日星期四, Thursday, October 8, 2026. */
export function longDate(day: string, language: string): string {
  let format = longDates.get(language);
  if (!format) {
    // One formatter per language: a year view formats 365 labels on every render.
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'long',
      timeZone: 'UTC',
    });
    longDates.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** A day's type with its name and 调休 marks, as one line: 休息日 · 国庆节 · 调休放假. */
export function DaySummary({ day }: { day: CalendarDay }) {
  const { t } = useTranslation('attendance-setting');
  return (
    <span>
      <Tag color={TYPE_COLORS[day.type]}>{t(`calendar.type.${day.type}`)}</Tag>
      {[
        day.name,
        day.makeup ? t('calendar.makeup') : null,
        day.inLieu ? t('calendar.inLieu') : null,
        t(`calendar.source.${day.source}`),
      ]
        .filter(Boolean)
        .join(' · ')}
    </span>
  );
}

/**
 * HR sets one day for the company (type, name, note) or restores the statutory day
 * (docs/product/attendance.md, "Calendar"). The server refuses days of a locked month.
 */
export function DayDialog({
  day,
  companyDay,
  onClose,
}: {
  day: CalendarDay;
  companyDay: CompanyCalendarDay | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('attendance-setting');
  const [form] = Form.useForm<Values>();
  const setDay = useSetDay();
  const clearDay = useClearDay();

  const save = async (values: Values) => {
    try {
      await setDay.mutateAsync({ day: day.day, type: values.type, name: values.name, note: values.note });
      toast.success(t('calendar.dialog.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  const restore = async () => {
    try {
      await clearDay.mutateAsync(day.day);
      toast.success(t('calendar.dialog.restored'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <Modal
      open
      title={longDate(day.day, i18n.language)}
      onCancel={onClose}
      footer={[
        companyDay ? (
          <Button key="restore" danger loading={clearDay.isPending} onClick={restore}>
            {t('calendar.dialog.restore')}
          </Button>
        ) : null,
        <Button key="save" type="primary" loading={setDay.isPending} onClick={() => form.submit()}>
          {t('calendar.dialog.save')}
        </Button>,
      ]}
    >
      <Descriptions column={1} size="small" className="attendance-calendar-dialog-facts">
        <Descriptions.Item label={t('calendar.dialog.current')}>
          <DaySummary day={day} />
        </Descriptions.Item>
        {companyDay ? (
          <Descriptions.Item label={t('calendar.dialog.statutory')}>
            <DaySummary day={companyDay.statutory} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{
          type: day.type,
          name: day.source === 'company' ? (day.name ?? '') : '',
          note: companyDay?.note ?? '',
        }}
      >
        <Form.Item name="type" label={t('calendar.dialog.type')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={DAY_TYPES.map((type) => ({ value: type, label: t(`calendar.type.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t('calendar.dialog.name')}>
          <Input maxLength={CALENDAR_NAME_MAX} placeholder={t('calendar.dialog.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="note" label={t('calendar.dialog.note')}>
          <Input.TextArea rows={2} maxLength={CALENDAR_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
