import type { StaffBalances } from '@renli/contracts';
import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../lib/china-today.ts';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSetWorkStart } from './api.ts';

/** 参加工作日期: when the working life began, which statutory annual leave counts from. */
export function WorkStartDialog({ staff, onClose }: { staff: StaffBalances; onClose(): void }) {
  const { t } = useTranslation('attendance-vacation');
  const [form] = Form.useForm<{ workStartDate?: Dayjs | null }>();
  const save = useSetWorkStart();
  const today = chinaToday();
  const submit = async ({ workStartDate }: { workStartDate?: Dayjs | null }) => {
    try {
      await save.mutateAsync({
        staffId: staff.staffId,
        workStartDate: workStartDate ? workStartDate.format('YYYY-MM-DD') : null,
      });
      toast.success(t('balances.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={`${t('balances.editWorkStart')}：${staff.staffName}`}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ workStartDate: staff.workStartDate ? dayjs(staff.workStartDate) : null }}
      >
        <Form.Item name="workStartDate" label={t('balances.workStart')} extra={t('balances.workStartHint')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.format('YYYY-MM-DD') > today} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
