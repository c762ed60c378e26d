import {
  BALANCE_RULES,
  LEAVE_TYPE_NAME_MAX,
  LEAVE_UNITS,
  type LeaveType,
  type LeaveTypeSave,
} from '@renli/contracts';
import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSaveLeaveType } from './api.ts';

type Values = Omit<LeaveTypeSave, 'id' | 'version'>;

/** Which balance rules a type may have: the statutory ones belong to their own kinds. */
const rulesOf = (type: LeaveType | null) =>
  BALANCE_RULES.filter(
    (rule) =>
      rule === 'none' ||
      rule === 'yearly' ||
      (rule === 'annual' ? type?.kind === 'annual' : type?.kind === 'compensatory'),
  );

/** A leave type's rules (假期规则): name, unit, paid, workdays only, balance rule and yearly quota. */
export function LeaveTypeDialog({ type, onClose }: { type: LeaveType | null; onClose(): void }) {
  const { t } = useTranslation('attendance-vacation');
  const [form] = Form.useForm<Values>();
  const save = useSaveLeaveType();
  const rule = Form.useWatch('balanceRule', form);
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        ...values,
        yearlyQuota: values.balanceRule === 'yearly' ? (values.yearlyQuota ?? null) : null,
        ...(type ? { id: type.id, version: type.version } : {}),
      });
      toast.success(t('rules.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={type ? `${t('rules.edit')}：${type.name}` : t('rules.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
    >
      {type?.used && <Alert type="info" showIcon title={t('rules.usedHint')} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          type ?? {
            unit: 'day',
            paid: true,
            workdaysOnly: true,
            balanceRule: 'none',
            yearlyQuota: null,
            sort: 100,
          }
        }
      >
        <Form.Item
          name="name"
          label={t('rules.name')}
          rules={[{ required: true, whitespace: true, message: t('apply.required') }]}
        >
          <Input maxLength={LEAVE_TYPE_NAME_MAX} />
        </Form.Item>
        <Form.Item name="unit" label={t('rules.unit')}>
          <Select
            disabled={type?.used}
            options={LEAVE_UNITS.map((unit) => ({ value: unit, label: t(`rules.units.${unit}`) }))}
          />
        </Form.Item>
        <Form.Item name="paid" label={t('rules.paid')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="workdaysOnly" label={t('rules.workdaysOnly')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="balanceRule" label={t('rules.balanceRule')}>
          <Select
            disabled={type?.used}
            options={rulesOf(type).map((value) => ({ value, label: t(`rules.rules.${value}`) }))}
          />
        </Form.Item>
        {rule === 'yearly' && (
          <Form.Item
            name="yearlyQuota"
            label={t('rules.yearlyQuota')}
            rules={[{ required: true, pattern: /^\d{1,5}(\.\d{1,2})?$/, message: t('apply.required') }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        )}
        <Form.Item name="sort" label={t('rules.sort')}>
          <InputNumber min={0} max={999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
