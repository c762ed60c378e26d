import { ADMIN_SCOPES, type AdminScope, type StaffAccount } from '@renli/contracts';
import { Checkbox, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffAction } from './api.ts';

/** Grants or withdraws the staff-admin flag and its HRM/HRO scope (the company account only). */
export function AdminScopeModal({ row, onClose }: { row: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [admin, setAdmin] = useState(row.staffAdmin === 1);
  const [scope, setScope] = useState<AdminScope[]>(
    ADMIN_SCOPES.filter((s) => row.adminScope.split(',').includes(s)),
  );
  const save = useStaffAction('updateAdmin');
  return (
    <Modal
      open
      title={t('admin.title', { name: row.staffName })}
      okButtonProps={{ disabled: admin && scope.length === 0 }}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        save.mutate(
          { id: row.id, staffAdmin: admin ? 1 : 0, adminScope: admin ? scope : [] },
          { onSuccess: onClose },
        )
      }
    >
      <p>
        <Switch checked={admin} onChange={setAdmin} aria-label={t('admin.flag')} /> {t('admin.flag')}
      </p>
      <Checkbox.Group
        disabled={!admin}
        value={scope}
        onChange={(values) => setScope(values as AdminScope[])}
        options={ADMIN_SCOPES.map((s) => ({ value: s, label: t(`scope.${s}`) }))}
      />
    </Modal>
  );
}
