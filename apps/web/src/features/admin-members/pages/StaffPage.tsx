import { type AdminStaffRow, adminStaffResource } from '@renli/contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../../components/resource/types.ts';

type Row = AdminStaffRow & { id: number; version: number; updatedAt: string };

/** 1 internal (HRM), 2 outsourced (HRO); anything else in the URL means all staff. */
const employeeTypeOf = (value: string | undefined) =>
  value === '1' || value === '2' ? Number(value) : undefined;

const pageOf = (employeeType: number | undefined) =>
  defineResourcePage<Row>({
    resource: adminStaffResource,
    titleKey: employeeType === 2 ? 'admin:menu.Members.HStaff' : 'admin:menu.Members.Staff',
    itemKey: 'admin-members:item.staff',
    fixedFilters: employeeType ? { employeeType } : undefined,
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
