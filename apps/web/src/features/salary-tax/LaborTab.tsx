import { type LaborPaymentRow, laborPaymentResource } from '@renli/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { MonthInput } from './MonthInput.tsx';

const config = defineResourcePage<LaborPaymentRow>({
  resource: laborPaymentResource,
  titleKey: 'salary-tax:labor.title',
  itemKey: 'salary-tax:labor.item',
  inputs: { month: <MonthInput /> },
});

/** 劳务报酬: payments to people off the payroll with their pre-withheld tax; ID numbers masked. */
export function LaborTab() {
  const { t } = useTranslation('salary-tax');
  return (
    <>
      <Alert type="info" showIcon title={t('labor.hint')} className="salary-tax-hint" />
      <ResourcePage config={config} />
    </>
  );
}
