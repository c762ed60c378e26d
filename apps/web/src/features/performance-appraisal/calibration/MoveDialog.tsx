import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppraisalAction } from '../api.ts';

export interface Move {
  id: number;
  name: string;
  grade: string | null;
}

/** 调整等级: the new grade and the required reason (the score is kept). */
export function MoveDialog({
  move,
  grades,
  onClose,
}: {
  move: Move | null;
  grades: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('performance-appraisal');
  const [form] = Form.useForm<{ grade: string; note: string }>();
  const action = useAppraisalAction();
  useEffect(() => {
    if (move) form.setFieldsValue({ grade: move.grade ?? undefined, note: '' });
  }, [move, form]);
  const submit = async () => {
    const values = await form.validateFields();
    await action.mutateAsync({ kind: 'calibrate', body: { id: move!.id, ...values } });
    onClose();
  };
  return (
    <Modal
      open={move !== null}
      title={t('calibration.moveTitle', { name: move?.name ?? '' })}
      okText={t('calibration.move')}
      onOk={() => void submit()}
      confirmLoading={action.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="grade" label={t('calibration.grade')} rules={[{ required: true }]}>
          <Select options={grades.map((g) => ({ value: g, label: g }))} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('calibration.reason')}
          rules={[{ required: true, whitespace: true, message: t('calibration.reasonRequired') }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
