import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { managesStaff } from '../../lib/access.ts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import { CalculatorTab } from './CalculatorTab.tsx';
import { DeductionsTab } from './DeductionsTab.tsx';
import { LaborTab } from './LaborTab.tsx';
import './salary-tax.css';

/**
 * 薪酬 › 个税 (`#/salary/tax/:sign?`, docs/product/salary.md, "Income tax"): HR's special additional
 * deductions and labour remuneration, and the tax calculator, which any user of the page may use.
 */
export function TaxPage() {
  const { t } = useTranslation('salary-tax');
  const summary = useAuthSummary().data;
  if (!summary) return null;
  const hr = managesStaff(summary);
  const items = [
    ...(hr
      ? [
          { key: 'deductions', label: t('tabs.deductions'), children: <DeductionsTab /> },
          { key: 'labor', label: t('tabs.labor'), children: <LaborTab /> },
        ]
      : []),
    { key: 'calculator', label: t('tabs.calculator'), children: <CalculatorTab /> },
  ];
  return (
    <Card title={t('title')} className="salary-tax-page">
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
