import {
  departmentResource,
  EmployeeType,
  LoginStatus,
  positionResource,
  rankResource,
  STAFF_DEFAULT_PASSWORD,
  type StaffAccount,
  staffAccountResource,
} from '@renli/contracts';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordSelect } from '../../components/resource/RecordSelect.tsx';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { getStoredUser } from '../../lib/session.ts';
import { PasswordDigestInput } from './PasswordDigestInput.tsx';
import { StaffRowActions } from './StaffRowActions.tsx';

const employeeTypes = [
  { value: EmployeeType.HRM, labelKey: 'staff-accounts:type.hrm' },
  { value: EmployeeType.HRO, labelKey: 'staff-accounts:type.hro' },
];
const loginStatuses = [
  { value: LoginStatus.OPEN, labelKey: 'staff-accounts:login.open' },
  { value: LoginStatus.CLOSED, labelKey: 'staff-accounts:login.closed' },
];

/** Settings › staff: the company's child accounts (`#/other/setting/staff`). */
export function StaffAccountsPage() {
  const { t } = useTranslation('staff-accounts');
  const isCompany = getStoredUser()?.compAdmin === 1;
  const config = useMemo(() => {
    const deptSelect = <RecordSelect resource={departmentResource} sortField="sort" />;
    const typeTag = (row: StaffAccount) =>
      row.employeeType === EmployeeType.HRO ? <Tag color="purple">HRO</Tag> : <Tag color="blue">HRM</Tag>;
    const adminTag = (row: StaffAccount) =>
      row.staffAdmin === 1 ? (
        <Tag color="gold">{t('admin.tag', { scope: row.adminScope.toUpperCase() })}</Tag>
      ) : null;
    const loginTag = (row: StaffAccount) =>
      row.loginStatus === LoginStatus.OPEN ? (
        <Tag color="green">{t('login.open')}</Tag>
      ) : (
        <Tag>{t('login.closed')}</Tag>
      );
    return defineResourcePage<StaffAccount>({
      resource: staffAccountResource,
      titleKey: 'staff-accounts:title',
      itemKey: 'staff-accounts:item',
      columns: [
        { key: 'staffName', titleKey: 'staff-accounts:field.staffName' },
        { key: 'mobile', titleKey: 'staff-accounts:field.mobile' },
        { key: 'deptName', titleKey: 'staff-accounts:field.dept' },
        { key: 'jobNo', titleKey: 'staff-accounts:field.jobNo' },
        { key: 'employeeType', titleKey: 'staff-accounts:field.employeeType', render: typeTag },
        { key: 'staffAdmin', titleKey: 'staff-accounts:field.staffAdmin', render: adminTag },
        { key: 'loginStatus', titleKey: 'staff-accounts:field.loginStatus', render: loginTag },
        { key: 'email', titleKey: 'staff-accounts:field.email', hidden: true },
        { key: 'entryDate', titleKey: 'staff-accounts:field.entryDate', hidden: true },
        {
          key: 'userId',
          titleKey: 'staff-accounts:field.actions',
          render: (row) => <StaffRowActions row={row} isCompany={isCompany} />,
        },
      ],
      filters: [
        { name: 'searchText', labelKey: 'staff-accounts:field.searchText' },
        { name: 'deptId', labelKey: 'staff-accounts:field.dept', input: deptSelect },
        { name: 'employeeType', labelKey: 'staff-accounts:field.employeeType', options: employeeTypes },
        { name: 'loginStatus', labelKey: 'staff-accounts:field.loginStatus', options: loginStatuses },
      ],
      form: [
        { name: 'staffName', labelKey: 'staff-accounts:field.staffName' },
        { name: 'mobile', labelKey: 'staff-accounts:field.mobile' },
        {
          name: 'password',
          labelKey: 'staff-accounts:field.password',
          input: (
            <PasswordDigestInput placeholder={t('passwordHint', { password: STAFF_DEFAULT_PASSWORD })} />
          ),
        },
        { name: 'email', labelKey: 'staff-accounts:field.email' },
        { name: 'deptId', labelKey: 'staff-accounts:field.dept', input: deptSelect },
        {
          name: 'positionId',
          labelKey: 'staff-accounts:field.position',
          input: <RecordSelect resource={positionResource} sortField="sort" />,
        },
        {
          name: 'rankId',
          labelKey: 'staff-accounts:field.rank',
          input: <RecordSelect resource={rankResource} sortField="level" />,
        },
        { name: 'jobNo', labelKey: 'staff-accounts:field.jobNo' },
        { name: 'entryDate', labelKey: 'staff-accounts:field.entryDate' },
        { name: 'employeeType', labelKey: 'staff-accounts:field.employeeType', options: employeeTypes },
      ],
    });
  }, [isCompany, t]);
  return <ResourcePage config={config} />;
}
