import { type SpecialDeductionRow, specialDeductionResource } from '@renli/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { useSignedType } from '../../lib/signed-type.ts';
import { MonthInput } from './MonthInput.tsx';

const config = (employeeType: number | undefined) =>
  defineResourcePage<SpecialDeductionRow>({
    resource: specialDeductionResource,
    titleKey: 'salary-tax:deductions.title',
    itemKey: 'salary-tax:deductions.item',
    inputs: { startMonth: <MonthInput />, endMonth: <MonthInput /> },
    fixedFilters: employeeType ? { employeeType } : {},
  });

/** 专项附加扣除: each staff member's deductions with their monthly amounts, import and export. */
export function DeductionsTab() {
  const { t } = useTranslation('salary-tax');
  const employeeType = useSignedType();
  return (
    <>
      <Alert type="info" showIcon title={t('deductions.hint')} className="salary-tax-hint" />
      <ResourcePage key={employeeType ?? 'all'} config={config(employeeType)} />
    </>
  );
}
