import { BALANCE_NOTE_MAX, type StaffBalances } from '@renli/contracts';
import { DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useAdjust } from './api.ts';

interface Values {
  leaveTypeId: number;
  direction: 'grant' | 'deduct';
  amount: string;
  validUntil?: Dayjs | null;
  note: string;
}

/** 调整余额: grant (发放, optionally until a day) or deduct (扣减) a type's balance, with a required note. */
export function AdjustDialog({ staff, onClose }: { staff: StaffBalances; onClose(): void }) {
  const { t } = useTranslation('attendance-vacation');
  const [form] = Form.useForm<Values>();
  const adjust = useAdjust();
  const direction = Form.useWatch('direction', form);
  const types = staff.balances.filter((b) => b.balanceRule !== 'none');
  const submit = async (values: Values) => {
    try {
      await adjust.mutateAsync({
        staffId: staff.staffId,
        leaveTypeId: values.leaveTypeId,
        direction: values.direction,
        amount: values.amount.trim(),
        validUntil:
          values.direction === 'grant' && values.validUntil ? values.validUntil.format('YYYY-MM-DD') : null,
        note: values.note.trim(),
      });
      toast.success(t('adjust.done'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={t('adjust.title', { name: staff.staffName })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={adjust.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ direction: 'grant', leaveTypeId: types[0]?.leaveTypeId }}
      >
        <Form.Item
          name="leaveTypeId"
          label={t('adjust.type')}
          rules={[{ required: true, message: t('apply.required') }]}
        >
          <Select
            options={types.map((b) => ({
              value: b.leaveTypeId,
              label: `${b.leaveTypeName}（${t(`unit.${b.unit}`)}）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="direction" label={t('adjust.direction')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'grant', label: t('adjust.grant') },
              { value: 'deduct', label: t('adjust.deduct') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('adjust.amount')}
          rules={[
            { required: true, message: t('apply.required') },
            { pattern: /^\d{1,5}(\.\d{1,2})?$/, message: t('apply.required') },
          ]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        {direction === 'grant' && (
          <Form.Item name="validUntil" label={t('adjust.validUntil')} extra={t('adjust.validUntilHint')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          name="note"
          label={t('adjust.note')}
          extra={t('adjust.noteHint')}
          rules={[{ required: true, whitespace: true, message: t('apply.required') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} count={{ show: true, max: BALANCE_NOTE_MAX }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
