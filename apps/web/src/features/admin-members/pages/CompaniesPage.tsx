import { type AdminCompanyRow, adminCompanyResource } from '@renli/contracts';
import { Tag } from 'antd';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../../components/resource/types.ts';
import { SWITCHES } from '../components/switches.ts';

type Row = AdminCompanyRow & { id: number; version: number; updatedAt: string; transitions?: string[] };

const page = (sysType?: 1) =>
  defineResourcePage<Row>({
    resource: adminCompanyResource,
    titleKey: sysType ? 'admin:menu.Members.HCompany' : 'admin:menu.Members.Company',
    itemKey: 'admin-members:item.company',
    fixedFilters: sysType ? { sysType } : undefined,
    // The platform's own label of a company, free text, shown as a tag.
    cells: { compLabel: (row) => (row.compLabel ? <Tag color="gold">{row.compLabel}</Tag> : undefined) },
    transitions: SWITCHES,
  });

const companies = page();
const providers = page(1);

/** Members › companies (`#/Members/Company`); with sysType 1 the outsourcing providers (`HCompany`). */
export function CompaniesPage({ sysType }: { sysType?: 1 }) {
  return <ResourcePage key={sysType ?? 0} config={sysType ? providers : companies} />;
}
