import {
  type AttendanceRequest,
  type AttendanceRequestKind,
  attendanceRequestResource,
} from '@renli/contracts';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import type { PickerProps } from '../../components/resource/pickers.ts';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { useSignedType } from '../../lib/signed-type.ts';
import { ApplyButtons } from './ApplyButtons.tsx';
import { useLeaveTypes } from './api.ts';

/** The filter's leave type: the company's types, disabled ones too (old requests name them). */
function LeaveTypeSelect({ value, onChange, id }: PickerProps) {
  const types = useLeaveTypes();
  return (
    <Select
      id={id}
      allowClear
      value={value as number | undefined}
      onChange={onChange}
      options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
    />
  );
}

/** The filter's month, sent as `YYYY-MM`. */
function MonthPicker({ value, onChange, id }: PickerProps) {
  return (
    <DatePicker
      id={id}
      picker="month"
      value={typeof value === 'string' ? dayjs(`${value}-01`) : null}
      onChange={(month) => onChange?.(month ? month.format('YYYY-MM') : undefined)}
    />
  );
}

const config = (onApply: (kind: AttendanceRequestKind) => void, employeeType: number | undefined) =>
  defineResourcePage<AttendanceRequest>({
    resource: attendanceRequestResource,
    titleKey: 'attendance-vacation:records.title',
    itemKey: 'attendance-vacation:records.item',
    inputs: { leaveTypeId: <LeaveTypeSelect />, month: <MonthPicker /> },
    fixedFilters: employeeType ? { employeeType } : {},
    transitions: {
      withdraw: {
        labelKey: 'attendance-vacation:mine.withdraw',
        confirmKey: 'attendance-vacation:mine.withdrawConfirm',
      },
      cancel: {
        labelKey: 'attendance-vacation:records.cancel',
        danger: true,
        form: [{ name: 'reason', labelKey: 'attendance-vacation:records.cancelReason', textarea: true }],
      },
    },
    toolbar: <ApplyButtons menu onApply={onApply} />,
  });

/** 请假记录: every request of the staff HR manages, with filters, details, timeline, 撤销 and export. */
export function RecordsTab({ onApply }: { onApply(kind: AttendanceRequestKind): void }) {
  const employeeType = useSignedType();
  return <ResourcePage key={employeeType ?? 'all'} config={config(onApply, employeeType)} />;
}
