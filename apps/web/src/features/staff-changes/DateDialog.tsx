import { labelIn, type StaffChange, staffChangeDateLabel } from '@renli/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoveDate } from './api.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { ChangeField } from './ChangeField.tsx';

/** 修改日期 of a change not yet in effect; a confirmed one moves its scheduled version with it. */
export function DateDialog({ row, onClose }: { row: StaffChange; onClose: () => void }) {
  const { t, i18n } = useTranslation('staff-changes');
  const [form] = Form.useForm();
  const move = useMoveDate();
  return (
    <ChangeDialog
      title={t('date.dialog', {
        name: row.staffName,
        label: labelIn(staffChangeDateLabel(row.kind), i18n.language),
      })}
      form={form}
      initialValues={{ effectiveDate: row.effectiveDate }}
      submit={(values) =>
        move.mutateAsync({ id: row.id, version: row.version, effectiveDate: values.effectiveDate as string })
      }
      pending={move.isPending}
      onClose={onClose}
    >
      <ChangeField kind={row.kind} name="effectiveDate" required />
    </ChangeDialog>
  );
}
