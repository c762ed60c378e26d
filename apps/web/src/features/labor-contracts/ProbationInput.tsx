import { type LaborContractCheck, PROBATION_MONTHS_MAX } from '@renli/contracts';
import { Form, InputNumber } from 'antd';
import { ContractAssessment } from './ContractAssessment.tsx';
import { useContractCheck } from './use-contract-check.ts';

interface Props {
  /** The contract being edited (left out of the employee's other contracts), none when new. */
  editingId?: number;
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/**
 * The probation months of the contract form, with the server's assessment of the whole contract
 * under it (art. 19's limit, refusals, art. 14's warnings), so HR sees them before saving.
 */
export function ProbationInput({ editingId, id, value, onChange }: Props) {
  const form = Form.useFormInstance();
  const values = (Form.useWatch([], form) ?? {}) as LaborContractCheck;
  const { data } = useContractCheck({
    id: editingId,
    staffId: values.staffId,
    contractType: values.contractType,
    signKind: values.signKind,
    startDate: values.startDate,
    endDate: values.endDate,
    probationMonths: values.probationMonths,
  });
  return (
    <>
      <InputNumber
        id={id}
        value={value}
        onChange={(next) => onChange?.(next ?? undefined)}
        min={0}
        max={data?.probationMax ?? PROBATION_MONTHS_MAX}
        style={{ width: '100%' }}
      />
      <ContractAssessment assessment={data} />
    </>
  );
}
