import type { StaffChange } from '@renli/contracts';
import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';

interface Props {
  title: ReactNode;
  form: FormInstance;
  initialValues?: Record<string, unknown>;
  /** Sends the form's values; a 400 lands on its fields, anything else in a toast. */
  submit: (values: Record<string, unknown>) => Promise<StaffChange | unknown>;
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wider for side-by-side content (调动: the current facts beside the new). */
  wide?: boolean;
}

/** The dialogs of 办理转正, 发起调动, 办理离职 and 修改日期: one column, submit on OK. */
export function ChangeDialog({
  title,
  form,
  initialValues,
  submit,
  pending,
  onClose,
  children,
  wide,
}: Props) {
  const { t } = useTranslation('staff-changes');
  const finish = async (values: Record<string, unknown>) => {
    try {
      await submit(values);
      toast.success(t('toast.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={title}
      width={wide ? 880 : 520}
      okText={t('actions.submit')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={finish}>
        {children}
      </Form>
    </Modal>
  );
}
