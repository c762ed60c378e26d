import { type AdminStaffRow, adminStaffResource } from '@renli/contracts';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../../components/resource/types.ts';
import { StatusTag } from '../components/StatusTag.tsx';

type Row = AdminStaffRow & { id: number; version: number; updatedAt: string };

/** 1 internal (HRM), 2 outsourced (HRO); anything else in the URL means all staff. */
const employeeTypeOf = (value: string | undefined) =>
  value === '1' || value === '2' ? Number(value) : undefined;

function TypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return <Tag color={type === 2 ? 'orange' : 'blue'}>{t(`admin-members:staff.type.${type}`)}</Tag>;
}

const pageOf = (employeeType: number | undefined) =>
  defineResourcePage<Row>({
    resource: adminStaffResource,
    titleKey: employeeType === 2 ? 'admin:menu.Members.HStaff' : 'admin:menu.Members.Staff',
    itemKey: 'admin-members:item.staff',
    fixedFilters: employeeType ? { employeeType } : undefined,
    columns: [
      { key: 'staffName', titleKey: 'admin-members:staff.staffName' },
      { key: 'loginCode', titleKey: 'admin-members:person.loginCode' },
      { key: 'compName', titleKey: 'admin-members:company.compName' },
      {
        key: 'employeeType',
        titleKey: 'admin-members:staff.employeeType',
        render: (row) => <TypeTag type={row.employeeType} />,
      },
      {
        key: 'loginStatus',
        titleKey: 'admin-members:staff.loginStatus',
        render: (row) => <StatusTag status={row.loginStatus} />,
      },
    ],
    filters: [
      { name: 'keyword', labelKey: 'admin-members:filter.keyword' },
      { name: 'compId', labelKey: 'admin-members:staff.compId' },
    ],
    form: [],
  });

/**
 * Staff across companies: `#/Members/Staff`, `#/Members/HStaff` (outsourced, employeeType 2) and
 * `#/Members/AllStaff/:employeeType?`.
 */
export function StaffPage({ employeeType }: { employeeType?: 2 }) {
  const params = useParams();
  const type = employeeType ?? employeeTypeOf(params.employeeType);
  const config = useMemo(() => pageOf(type), [type]);
  return <ResourcePage key={type ?? 0} config={config} />;
}
