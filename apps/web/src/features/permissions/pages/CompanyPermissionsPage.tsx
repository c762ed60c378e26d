import { Space } from 'antd';
import { CompanySwitches } from '../components/CompanySwitches.tsx';
import { StaffPermissionEditor } from '../components/StaffPermissionEditor.tsx';

/** Settings › company permissions (`#/other/setting/comsafe`, spec section 6). */
export function CompanyPermissionsPage() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <CompanySwitches />
      <StaffPermissionEditor />
    </Space>
  );
}
