import {
  DIMISSION_REASON_GROUPS,
  DIMISSION_REASON_TYPES,
  dimissionReasonGroupOf,
  labelIn,
  STAFF_CHANGE_TEXT_MAX,
} from '@renli/contracts';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../lib/china-today.ts';
import { useApplyDimission } from './my-requests-api.ts';
import { SendDialog } from './SendDialog.tsx';

interface Values {
  lastDay: Dayjs;
  reasonType: number;
  reason?: string;
}

/**
 * 申请离职: the employee's own request, as HR's 办理离职 asks it (docs/product/staff.md, "转正, 调动
 * and 离职"): the last working day (today or later, China's), the reason type in its groups, a reason.
 */
export function ApplyDimissionDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const apply = useApplyDimission();
  const today = chinaToday();
  const groups = Object.entries(DIMISSION_REASON_GROUPS).map(([group, label]) => ({
    label: labelIn(label, i18n.language),
    options: DIMISSION_REASON_TYPES.filter(
      (type) => String(dimissionReasonGroupOf(type.value)) === group,
    ).map((type) => ({ value: type.value, label: labelIn(type.label, i18n.language) })),
  }));
  return (
    <SendDialog
      form={form}
      title={t('staff-archives:apply.dimission')}
      hint={t('staff-archives:apply.dimissionHint')}
      okText={t('staff-archives:apply.submit')}
      sent={t('staff-archives:apply.sent')}
      pending={apply.isPending}
      send={(values) =>
        apply.mutateAsync({
          lastDay: values.lastDay.format('YYYY-MM-DD'),
          reasonType: values.reasonType,
          reason: values.reason?.trim() || null,
        })
      }
      onClose={onClose}
    >
      <Form.Item
        name="lastDay"
        label={t('staff-archives:apply.lastDay')}
        rules={[{ required: true, message: t('staff-archives:apply.lastDayRequired') }]}
      >
        <DatePicker
          style={{ width: '100%' }}
          disabledDate={(day) => day.format('YYYY-MM-DD') < today}
          defaultPickerValue={dayjs(today)}
        />
      </Form.Item>
      <Form.Item
        name="reasonType"
        label={t('staff-archives:apply.reasonType')}
        rules={[{ required: true, message: t('staff-archives:apply.reasonTypeRequired') }]}
      >
        {/* Thirteen entries: drawn at once rather than as a virtual list. */}
        <Select options={groups} virtual={false} />
      </Form.Item>
      <Form.Item name="reason" label={t('staff-archives:apply.reason')}>
        <Input.TextArea autoSize={{ minRows: 2 }} count={{ show: true, max: STAFF_CHANGE_TEXT_MAX }} />
      </Form.Item>
    </SendDialog>
  );
}
