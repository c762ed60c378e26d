import {
  DIMISSION_REASON_GROUPS,
  DIMISSION_REASON_TYPES,
  dimissionReasonGroupOf,
  labelIn,
  StaffChangeKind,
} from '@renli/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHandleChange } from './api.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { ChangeField } from './ChangeField.tsx';

const KIND = StaffChangeKind.DIMISSION;

/** 离职类型 grouped as 主动离职, 被动离职 and 其他. */
function ReasonTypeSelect(props: { id?: string; value?: number; onChange?: (value: number) => void }) {
  const { i18n } = useTranslation();
  const groups = Object.entries(DIMISSION_REASON_GROUPS).map(([group, label]) => ({
    label: labelIn(label, i18n.language),
    options: DIMISSION_REASON_TYPES.filter(
      (type) => String(dimissionReasonGroupOf(type.value)) === group,
    ).map((type) => ({ value: type.value, label: labelIn(type.label, i18n.language) })),
  }));
  // Thirteen entries: drawn at once rather than as a virtual list.
  return <Select {...props} virtual={false} options={groups} />;
}

/** 办理离职: the employee, the last working day, why, and who takes over their work. */
export function DimissionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff-changes');
  const [form] = Form.useForm();
  const handle = useHandleChange(KIND);
  return (
    <ChangeDialog
      title={t('dimission.dialog')}
      form={form}
      submit={(values) => handle.mutateAsync(values)}
      pending={handle.isPending}
      onClose={onClose}
    >
      <ChangeField kind={KIND} name="staffId" />
      <ChangeField kind={KIND} name="effectiveDate" />
      <ChangeField kind={KIND} name="reasonType" required>
        <ReasonTypeSelect />
      </ChangeField>
      <ChangeField kind={KIND} name="reason" />
      <ChangeField kind={KIND} name="handoverStaffId" />
    </ChangeDialog>
  );
}
