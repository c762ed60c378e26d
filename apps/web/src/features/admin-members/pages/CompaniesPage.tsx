import { type AdminCompanyRow, adminCompanyResource } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../../components/resource/types.ts';
import { REVIEW_STATUS_COLORS } from '../../../components/review-status.ts';
import { OPEN_CLOSED, StatusTag, SWITCHES } from '../components/StatusTag.tsx';

type Row = AdminCompanyRow & { id: number; version: number; updatedAt: string; transitions?: string[] };

function AttestTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={REVIEW_STATUS_COLORS[status]}>{t(`admin-members:attest.${status}`)}</Tag>;
}

const page = (sysType?: 1) =>
  defineResourcePage<Row>({
    resource: adminCompanyResource,
    titleKey: sysType ? 'admin:menu.Members.HCompany' : 'admin:menu.Members.Company',
    itemKey: 'admin-members:item.company',
    fixedFilters: sysType ? { sysType } : undefined,
    columns: [
      { key: 'compName', titleKey: 'admin-members:company.compName' },
      { key: 'ownerLogin', titleKey: 'admin-members:company.ownerLogin' },
      { key: 'staffCount', titleKey: 'admin-members:company.staffCount' },
      {
        key: 'attestStatus',
        titleKey: 'admin-members:company.attestStatus',
        render: (row) => <AttestTag status={row.attestStatus} />,
      },
      {
        key: 'compLabel',
        titleKey: 'admin-members:company.compLabel',
        render: (row) => (row.compLabel ? <Tag color="gold">{row.compLabel}</Tag> : '—'),
      },
      {
        key: 'status',
        titleKey: 'admin-members:filter.status',
        render: (row) => <StatusTag status={row.status} />,
      },
      {
        key: 'createdAt',
        titleKey: 'admin-members:createdAt',
        hidden: true,
        render: (row) => new Date(row.createdAt).toLocaleDateString(),
      },
    ],
    filters: [
      { name: 'keyword', labelKey: 'admin-members:filter.keyword' },
      { name: 'enableStaffCountFilter', labelKey: 'admin-members:company.withStaff' },
      { name: 'status', labelKey: 'admin-members:filter.status', options: OPEN_CLOSED },
      { name: 'compLabel', labelKey: 'admin-members:company.compLabel' },
    ],
    // The platform's own field of a company: its label (Edit).
    form: [{ name: 'compLabel', labelKey: 'admin-members:company.compLabel' }],
    transitions: SWITCHES,
  });

const companies = page();
const providers = page(1);

/** Members › companies (`#/Members/Company`); with sysType 1 the outsourcing providers (`HCompany`). */
export function CompaniesPage({ sysType }: { sysType?: 1 }) {
  return <ResourcePage key={sysType ?? 0} config={sysType ? providers : companies} />;
}
