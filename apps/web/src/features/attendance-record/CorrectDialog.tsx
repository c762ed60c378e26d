import { PUNCH_NOTE_MAX } from '@renli/contracts';
import { DatePicker, Form, Input, Modal, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerFor } from '../../components/resource/pickers.ts';
import { chinaToday } from '../../lib/china-today.ts';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useCorrectPunch } from './api.ts';

interface Props {
  /** The row's staff member and day; none: HR picks the staff member. */
  staff?: { staffId: number; name: string } | undefined;
  day?: string | undefined;
  onClose: () => void;
}

interface Values {
  staffId: number;
  day: Dayjs;
  time: Dayjs;
  note: string;
}

/** 补录打卡: a punch HR knows was made, at a China day and time, with a required note (audited). */
export function CorrectDialog({ staff, day, onClose }: Props) {
  const { t } = useTranslation('attendance-record');
  const [form] = Form.useForm<Values>();
  const correct = useCorrectPunch();
  const StaffPicker = pickerFor('staff');
  const finish = async (values: Values) => {
    try {
      await correct.mutateAsync({
        staffId: staff?.staffId ?? values.staffId,
        day: values.day.format('YYYY-MM-DD'),
        time: values.time.format('HH:mm'),
        note: values.note,
      });
      toast.success(t('correct.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={staff ? t('correct.titleFor', { name: staff.name }) : t('correct.title')}
      okText={t('correct.submit')}
      confirmLoading={correct.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ day: dayjs(day ?? chinaToday()) }}
        onFinish={(values) => void finish(values)}
      >
        {!staff && StaffPicker && (
          <Form.Item name="staffId" label={t('correct.staff')} rules={[{ required: true }]}>
            <StaffPicker />
          </Form.Item>
        )}
        <Form.Item name="day" label={t('correct.day')} rules={[{ required: true }]}>
          <DatePicker
            allowClear={false}
            className="attendance-record-full"
            disabledDate={(value) => value.isAfter(dayjs(chinaToday()), 'day')}
          />
        </Form.Item>
        <Form.Item name="time" label={t('correct.time')} rules={[{ required: true }]}>
          <TimePicker format="HH:mm" className="attendance-record-full" />
        </Form.Item>
        <Form.Item name="note" label={t('correct.note')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea
            rows={3}
            maxLength={PUNCH_NOTE_MAX}
            showCount
            placeholder={t('correct.notePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
