import {
  type AttendanceRequestKind,
  AttendanceRequestStatus,
  type LeaveType,
  MISSED_PUNCH_CAUSE_MAX,
  REQUEST_REASON_MAX,
  TRIP_DESTINATION_MAX,
} from '@renli/contracts';
import { Button, DatePicker, Drawer, Form, Input, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFor } from '../../components/resource/pickers.ts';
import { chinaToday } from '../../lib/china-today.ts';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useApply, useLeaveTypes, useMissingPunchDays, usePreview } from './api.ts';
import { type AskValues, askBody } from './ask-body.ts';
import { PreviewBox } from './PreviewBox.tsx';

const CAUSES = ['forgot', 'outside', 'device', 'other'] as const;

/** A day and its half, side by side (one row even on a phone). */
function DayHalf({ name, wholeDays }: { name: 'start' | 'end'; wholeDays: boolean }) {
  const { t } = useTranslation('attendance-vacation');
  return (
    <Form.Item label={t(`apply.${name}`)} required>
      <Space.Compact block>
        <Form.Item name={`${name}Day`} noStyle rules={[{ required: true, message: t('apply.required') }]}>
          <DatePicker style={{ width: '100%' }} aria-label={t(`apply.${name}`)} />
        </Form.Item>
        {!wholeDays && (
          <Form.Item name={`${name}Half`} noStyle>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'am', label: t('apply.am') },
                { value: 'pm', label: t('apply.pm') },
              ]}
            />
          </Form.Item>
        )}
      </Space.Compact>
    </Form.Item>
  );
}

/** A time on the half hour (overtime, hour leave). */
function HalfHour({ name, label }: { name: 'startAt' | 'endAt'; label: string }) {
  const { t } = useTranslation('attendance-vacation');
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: t('apply.required') }]}>
      <DatePicker
        showTime={{ minuteStep: 30, format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

function Reason({ required = true }: { required?: boolean }) {
  const { t } = useTranslation('attendance-vacation');
  return (
    <Form.Item
      name="reason"
      label={t('apply.reason')}
      rules={required ? [{ required: true, whitespace: true, message: t('apply.required') }] : []}
    >
      <Input.TextArea autoSize={{ minRows: 2 }} count={{ show: true, max: REQUEST_REASON_MAX }} />
    </Form.Item>
  );
}

/** 补卡: the day from the days with a missing punch, the time (the shift's by default), the cause. */
function MissedPunchFields({ staffId }: { staffId: number | undefined }) {
  const { t } = useTranslation('attendance-vacation');
  const days = useMissingPunchDays(staffId, true);
  const form = Form.useFormInstance<AskValues>();
  const options = (days.data ?? []).map((d) => ({
    value: d.day,
    label: `${d.day} ${[d.missingIn && t('apply.missingIn'), d.missingOut && t('apply.missingOut')].filter(Boolean).join('、')}`,
  }));
  const pick = (day: string) => {
    const found = days.data?.find((d) => d.day === day);
    const time = found?.missingIn ? found.onTime : found?.offTime;
    form.setFieldValue('patchCardTime', time ? dayjs(`${day}T${time}`) : undefined);
  };
  return (
    <>
      <Form.Item name="day" label={t('apply.day')} rules={[{ required: true, message: t('apply.required') }]}>
        <Select
          options={options}
          loading={days.isPending}
          notFoundContent={t('apply.noMissing')}
          onChange={pick}
        />
      </Form.Item>
      <Form.Item
        name="patchCardTime"
        label={t('apply.punchTime')}
        rules={[{ required: true, message: t('apply.required') }]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="cause"
        label={t('apply.cause')}
        rules={[{ required: true, message: t('apply.required') }]}
      >
        <Select
          options={CAUSES.map((cause) => ({
            value: t(`apply.causes.${cause}`),
            label: t(`apply.causes.${cause}`),
          }))}
          maxLength={MISSED_PUNCH_CAUSE_MAX}
        />
      </Form.Item>
      <Reason required={false} />
    </>
  );
}

interface Props {
  kind: AttendanceRequestKind;
  /** HR may ask for the staff they manage (a picker); staff ask for themselves. */
  forOthers: boolean;
  onClose(): void;
}

/**
 * 申请请假 / 加班 / 补卡 / 出差 (docs/product/attendance.md, "Leave, overtime, 补卡 and trips"): one
 * column, the server's preview of what it spends and what refuses it as the form fills in.
 */
export function RequestDrawer({ kind, forOthers, onClose }: Props) {
  const { t } = useTranslation('attendance-vacation');
  const [form] = Form.useForm<AskValues>();
  const values = Form.useWatch([], form) ?? {};
  const types = useLeaveTypes();
  const apply = useApply();
  const type: LeaveType | undefined = types.data?.find((x) => x.id === values.leaveTypeId);
  const body = useDeferredValue(askBody(kind, values, type?.unit));
  const preview = usePreview(body);
  const StaffPicker = forOthers ? pickerFor('staff') : undefined;
  const today = chinaToday();

  const submit = async () => {
    const ask = askBody(kind, await form.validateFields(), type?.unit);
    if (!ask) return;
    try {
      const row = await apply.mutateAsync(ask);
      toast.success(
        t(row.status === AttendanceRequestStatus.APPROVED ? 'apply.approvedAtOnce' : 'apply.sent'),
      );
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size="min(560px, 100vw)"
      title={t('apply.title', { kind: t(`kind.${kind}`) })}
      footer={
        <Button type="primary" block loading={apply.isPending} onClick={() => void submit()}>
          {t('apply.submit')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          startHalf: 'am',
          endHalf: 'pm',
          compensation: 'leave',
          startDay: dayjs(today),
          endDay: dayjs(today),
        }}
      >
        {StaffPicker && (
          <Form.Item name="staffId" label={t('apply.staff')} extra={t('apply.staffHint')}>
            <StaffPicker allowClear />
          </Form.Item>
        )}
        {kind === 'leave' && (
          <>
            <Form.Item
              name="leaveTypeId"
              label={t('apply.leaveType')}
              rules={[{ required: true, message: t('apply.required') }]}
            >
              <Select
                options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
                loading={types.isPending}
              />
            </Form.Item>
            {type?.unit === 'hour' ? (
              <>
                <HalfHour name="startAt" label={t('apply.startAt')} />
                <HalfHour name="endAt" label={t('apply.endAt')} />
              </>
            ) : (
              <>
                <DayHalf name="start" wholeDays={type?.unit === 'day'} />
                <DayHalf name="end" wholeDays={type?.unit === 'day'} />
              </>
            )}
            <Reason />
          </>
        )}
        {kind === 'overtime' && (
          <>
            <HalfHour name="startAt" label={t('apply.startAt')} />
            <HalfHour name="endAt" label={t('apply.endAt')} />
            <Form.Item name="compensation" label={t('apply.compensation')}>
              <Radio.Group
                options={[
                  { value: 'leave', label: t('apply.compensationLeave') },
                  { value: 'pay', label: t('apply.compensationPay') },
                ]}
              />
            </Form.Item>
            <Reason />
          </>
        )}
        {kind === 'trip' && (
          <>
            <Form.Item
              name="destination"
              label={t('apply.destination')}
              rules={[{ required: true, whitespace: true, message: t('apply.required') }]}
            >
              <Input maxLength={TRIP_DESTINATION_MAX} />
            </Form.Item>
            <DayHalf name="start" wholeDays={false} />
            <DayHalf name="end" wholeDays={false} />
            <Reason />
          </>
        )}
        {kind === 'missedPunch' && <MissedPunchFields staffId={values.staffId} />}
      </Form>
      {body && preview.data && <PreviewBox kind={kind} preview={preview.data} />}
    </Drawer>
  );
}
