import { type ProbationRow, StaffChangeKind } from '@renli/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../lib/china-today.ts';
import { useHandleChange } from './api.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { ChangeField } from './ChangeField.tsx';

const KIND = StaffChangeKind.REGULARIZE;

/** 办理转正 for one employee on probation: the date (their probation's end by default) and an evaluation. */
export function RegularizeDialog({ row, onClose }: { row: ProbationRow; onClose: () => void }) {
  const { t } = useTranslation('staff-changes');
  const [form] = Form.useForm();
  const handle = useHandleChange(KIND);
  return (
    <ChangeDialog
      title={t('regularize.dialog', { name: row.staffName })}
      form={form}
      initialValues={{ effectiveDate: row.probationEnd ?? chinaToday() }}
      submit={(values) => handle.mutateAsync({ ...values, staffId: row.staffId })}
      pending={handle.isPending}
      onClose={onClose}
    >
      <ChangeField kind={KIND} name="effectiveDate" />
      <ChangeField kind={KIND} name="newSalaryGrade" />
      <ChangeField kind={KIND} name="evaluation" />
    </ChangeDialog>
  );
}
