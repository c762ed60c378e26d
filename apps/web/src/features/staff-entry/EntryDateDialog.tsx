import { type EntryRecord, staffEntryResource } from '@renli/contracts';
import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useResourceSave } from '../../components/resource/hooks.ts';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';

/** 修改入职日期: the kit's update of the entry date alone, while the entry is pending. */
export function EntryDateDialog({ row, onClose }: { row: EntryRecord; onClose: () => void }) {
  const { t } = useTranslation('staff-entry');
  const [form] = Form.useForm<{ entryDate: Dayjs }>();
  const save = useResourceSave(staffEntryResource);
  const submit = async ({ entryDate }: { entryDate: Dayjs }) => {
    try {
      await save.mutateAsync({ editing: row, values: { entryDate: entryDate.format('YYYY-MM-DD') } });
      toast.success(t('date.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={t('date.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ entryDate: dayjs(row.entryDate) }}
        onFinish={submit}
      >
        <Form.Item name="entryDate" label={t('date.label')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
