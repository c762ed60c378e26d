import { Space } from 'antd';
import { useCompanyColumns } from '../api.ts';
import { CompanySwitches } from '../components/CompanySwitches.tsx';
import { StaffPermissionEditor } from '../components/StaffPermissionEditor.tsx';

/** Settings › company permissions (`#/other/setting/comsafe`, docs/product/permissions.md). */
export function CompanyPermissionsPage() {
  const { data } = useCompanyColumns();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <CompanySwitches />
      {data?.canManageStaff && <StaffPermissionEditor />}
    </Space>
  );
}
