import { EmployeeType, type LaborContractRow, laborContractResource } from '@renli/contracts';
import { Input, Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { ContractFiles } from './ContractFiles.tsx';
import { ProbationInput } from './ProbationInput.tsx';
import { RenewButton } from './RenewDialog.tsx';
import './labor-contracts.css';

/** `:sign` names the staff a page serves (docs/architecture.md): hrm internal, hro outsourced, none both. */
const EMPLOYEE_TYPES: Record<string, number> = { hrm: EmployeeType.HRM, hro: EmployeeType.HRO };

/** The quick tabs: each fixes the list's status filters. */
const TABS = {
  all: {},
  effective: { phase: 'effective' },
  within30: { expiringWithin: 30 },
  within60: { expiringWithin: 60 },
  expired: { phase: 'expired' },
  terminated: { phase: 'terminated' },
} as const;
type Tab = keyof typeof TABS;

/** The employee of a contract being edited, shown rather than picked: it never changes (the server refuses). */
function ContractEmployee({ id, row }: { id?: string; row: LaborContractRow }) {
  return <Input id={id} disabled value={[row.staffName, row.jobNo].filter(Boolean).join(' · ')} />;
}

function pageOf(sign: string | undefined, tab: Tab, employeeType: number | undefined, t: TFunction) {
  return defineResourcePage<LaborContractRow>({
    resource: laborContractResource,
    titleKey:
      sign === 'hrm' || sign === 'hro' ? `labor-contracts:title.${sign}` : 'labor-contracts:title.all',
    itemKey: 'labor-contracts:item',
    fixedFilters: { ...TABS[tab], ...(employeeType ? { employeeType } : {}) },
    // Attachments show on the timeline by file name.
    cells: { attachments: (row) => row.attachments.map((file) => file.name).join('、') || '—' },
    inputs: {
      // A contract's employee never changes: an edit shows who it is instead of a picker.
      staffId: (editing) => (editing ? <ContractEmployee row={editing} /> : undefined),
      probationMonths: (editing) => <ProbationInput editingId={editing?.id} />,
      party: <Input placeholder={t('labor-contracts:form.partyPlaceholder')} allowClear />,
    },
    // A date or number cleared in an edit is sent as null, so it is cleared rather than kept.
    submitValues: (values, editing) =>
      editing ? { ...values, endDate: values.endDate ?? null, signDate: values.signDate ?? null } : values,
    transitions: {
      terminate: {
        labelKey: 'labor-contracts:transition.terminate',
        danger: true,
        form: [
          { name: 'terminatedOn', labelKey: 'labor-contracts:terminate.terminatedOn' },
          { name: 'terminateReason', labelKey: 'labor-contracts:terminate.reason', textarea: true },
        ],
      },
    },
    rowActions: (row) => <RenewButton row={row} />,
    detailTabs: (row) => [
      { key: 'files', label: t('labor-contracts:files.tab'), children: <ContractFiles row={row} /> },
    ],
  });
}

/**
 * 劳动合同 (`#/staff/laborcontract/:sign?`, docs/product/labor-contracts.md): the company's labour
 * contracts with quick status tabs, the kit's list, form, detail, export and import, 续签 and 终止.
 */
export function LaborContractsPage() {
  const { t } = useTranslation('labor-contracts');
  const { sign } = useParams();
  const employeeType = sign ? EMPLOYEE_TYPES[sign] : undefined;
  const [tab, setTab] = useState<Tab>('all');
  const config = useMemo(() => pageOf(sign, tab, employeeType, t), [sign, tab, employeeType, t]);
  return (
    <div className="labor-contracts-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={Object.keys(TABS).map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      {/* A new tab starts on its first page with no leftover filters. */}
      <ResourcePage key={`${sign ?? ''}:${tab}`} config={config} />
    </div>
  );
}
