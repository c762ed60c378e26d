import {
  STAFF_DEFAULT_PASSWORD,
  type StaffAccount,
  StaffStatus,
  staffAccountResource,
} from '@renli/contracts';
import { Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { getStoredUser } from '../../lib/session.ts';
import { PasswordDigestInput } from './PasswordDigestInput.tsx';
import { StaffRowActions } from './StaffRowActions.tsx';

/** Settings › staff: the company's child accounts (`#/other/setting/staff`). */
export function StaffAccountsPage() {
  const { t } = useTranslation('staff');
  const isCompany = getStoredUser()?.compAdmin === 1;
  const config = useMemo(
    () =>
      defineResourcePage<StaffAccount>({
        resource: staffAccountResource,
        titleKey: 'staff:title',
        itemKey: 'staff:item',
        cells: {
          staffAdmin: (row) =>
            row.staffAdmin === 1 ? (
              <Tag color="gold">{t('admin.tag', { scope: row.adminScope.toUpperCase() })}</Tag>
            ) : (
              '—'
            ),
          // An invited login is not open or closed yet: it waits for its owner (else the option's tag).
          loginStatus: (row) =>
            row.status === StaffStatus.INVITED ? (
              <Tooltip title={t('status.invitedHint')}>
                <Tag color="orange">{t('status.invited')}</Tag>
              </Tooltip>
            ) : undefined,
        },
        inputs: {
          // Typed in plain text, sent as the MD5 digest every login form sends.
          password: (
            <PasswordDigestInput placeholder={t('passwordHint', { password: STAFF_DEFAULT_PASSWORD })} />
          ),
        },
        rowActions: (row) => <StaffRowActions row={row} isCompany={isCompany} />,
      }),
    [isCompany, t],
  );
  return <ResourcePage config={config} />;
}
