import { EMPLOYMENT_STATUS_LABELS, labelIn, StaffChangeKind } from '@renli/contracts';
import { Col, Descriptions, Empty, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEmployment, useHandleChange } from './api.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { ChangeField } from './ChangeField.tsx';

const KIND = StaffChangeKind.TRANSFER;
const NEW_FACTS = [
  'newDeptId',
  'newPositionId',
  'newRankId',
  'newEmployeeType',
  'newWorkLocation',
  'newClientCompany',
  'newSalaryGrade',
];

/** The chosen employee's job facts now, beside the form's new ones. */
function CurrentFacts({ staffId }: { staffId: number | undefined }) {
  const { t, i18n } = useTranslation('staff-changes');
  const employment = useEmployment(staffId);
  if (!employment.data) return <Empty description={t('transfer.pickFirst')} />;
  const { facts, latestFrom } = employment.data;
  const none = '—';
  const items = [
    [t('facts.dept'), facts.deptName],
    [t('facts.position'), facts.positionName],
    [t('facts.rank'), facts.rankName],
    [t('facts.employeeType'), t(`facts.type.${facts.employeeType}`)],
    [t('facts.status'), labelIn(EMPLOYMENT_STATUS_LABELS[facts.empStatus], i18n.language)],
    [t('facts.workLocation'), facts.workLocation],
    [t('facts.clientCompany'), facts.clientCompany],
    [t('facts.salaryGrade'), facts.salaryGrade],
    [t('facts.latestFrom'), latestFrom],
  ];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={t('transfer.current')}
      items={items.map(([label, value]) => ({ key: label!, label, children: value || none }))}
    />
  );
}

/** 发起调动: pick the employee, see their facts now, fill in what changes (a blank keeps it) and when. */
export function TransferDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff-changes');
  const [form] = Form.useForm();
  const staffId = Form.useWatch<number | undefined>('staffId', form);
  const handle = useHandleChange(KIND);
  return (
    <ChangeDialog
      wide
      title={t('transfer.dialog')}
      form={form}
      submit={(values) => handle.mutateAsync(values)}
      pending={handle.isPending}
      onClose={onClose}
    >
      <ChangeField kind={KIND} name="staffId" />
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <CurrentFacts staffId={staffId} />
        </Col>
        <Col xs={24} md={12}>
          {NEW_FACTS.map((name) => (
            <ChangeField key={name} kind={KIND} name={name} />
          ))}
        </Col>
      </Row>
      <ChangeField kind={KIND} name="effectiveDate" />
      <ChangeField kind={KIND} name="reason" />
    </ChangeDialog>
  );
}
