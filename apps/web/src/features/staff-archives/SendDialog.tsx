import { Form, type FormInstance, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';

interface Props<V> {
  form: FormInstance<V>;
  title: string;
  hint: string;
  okText: string;
  /** The toast once `send` succeeded; the dialog then closes. */
  sent: string;
  pending: boolean;
  send(values: V): Promise<unknown>;
  onClose(): void;
  initialValues?: Partial<V>;
  children: ReactNode;
}

/**
 * The employee's request dialogs on 我的 (申请转正, 申请离职, 申请修改): a hint, the form, and a refusal
 * shown on the field it names (docs/product/staff.md, "Archives (员工档案) and my record").
 */
export function SendDialog<V>({
  form,
  title,
  hint,
  okText,
  sent,
  pending,
  send,
  onClose,
  initialValues,
  children,
}: Props<V>) {
  const submit = async (values: V) => {
    try {
      await send(values);
      toast.success(sent);
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      confirmLoading={pending}
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
