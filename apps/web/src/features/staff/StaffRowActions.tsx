import { LoginStatus, STAFF_DEFAULT_PASSWORD, type StaffAccount, StaffStatus } from '@renli/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyPermissionsPath } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { AdminScopeModal } from './AdminScopeModal.tsx';
import { useStaffAction } from './api.ts';

/**
 * Login switch, password reset, admin flags (company account only) and the permissions link. An
 * invited login is not the company's yet: no login switch, no reset, only what prepares its arrival.
 */
export function StaffRowActions({ row, isCompany }: { row: StaffAccount; isCompany: boolean }) {
  const { t } = useTranslation('staff');
  const [editingAdmin, setEditingAdmin] = useState(false);
  const loginStatus = useStaffAction('updateLoginStatus');
  const reset = useStaffAction('resetPassword');
  const closing = row.loginStatus === LoginStatus.OPEN;
  const joined = row.status !== StaffStatus.INVITED;
  return (
    <Space size={0} wrap>
      {joined && (
        <Popconfirm
          title={t(closing ? 'actions.closeConfirm' : 'actions.openConfirm', { name: row.staffName })}
          onConfirm={() =>
            loginStatus.mutateAsync({
              ids: [row.id],
              loginStatus: closing ? LoginStatus.CLOSED : LoginStatus.OPEN,
            })
          }
        >
          <Button type="link" size="small">
            {t(closing ? 'actions.closeLogin' : 'actions.openLogin')}
          </Button>
        </Popconfirm>
      )}
      {joined && (
        <Popconfirm
          title={t('actions.resetConfirm', { password: STAFF_DEFAULT_PASSWORD })}
          onConfirm={() =>
            reset.mutateAsync({ id: row.id }).then(() => toast.success(t('actions.resetDone')))
          }
        >
          <Button type="link" size="small">
            {t('actions.resetPassword')}
          </Button>
        </Popconfirm>
      )}
      {isCompany && (
        <Button type="link" size="small" onClick={() => setEditingAdmin(true)}>
          {t('actions.setAdmin')}
        </Button>
      )}
      <Button type="link" size="small" href={`#${companyPermissionsPath(row.id)}`}>
        {t('actions.permissions')}
      </Button>
      {editingAdmin && <AdminScopeModal row={row} onClose={() => setEditingAdmin(false)} />}
    </Space>
  );
}
