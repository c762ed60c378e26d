import {
  departmentResource,
  EmployeeType,
  LoginStatus,
  positionResource,
  rankResource,
  STAFF_DEFAULT_PASSWORD,
  type StaffAccount,
  StaffStatus,
  staffAccountResource,
} from '@renli/contracts';
import { Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordSelect } from '../../components/resource/RecordSelect.tsx';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { getStoredUser } from '../../lib/session.ts';
import { PasswordDigestInput } from './PasswordDigestInput.tsx';
import { StaffRowActions } from './StaffRowActions.tsx';

const employeeTypes = [
  { value: EmployeeType.HRM, labelKey: 'staff:type.hrm' },
  { value: EmployeeType.HRO, labelKey: 'staff:type.hro' },
];
const loginStatuses = [
  { value: LoginStatus.OPEN, labelKey: 'staff:login.open' },
  { value: LoginStatus.CLOSED, labelKey: 'staff:login.closed' },
];

/** Settings › staff: the company's child accounts (`#/other/setting/staff`). */
export function StaffAccountsPage() {
  const { t } = useTranslation('staff');
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
      row.status === StaffStatus.INVITED ? (
        <Tooltip title={t('status.invitedHint')}>
          <Tag color="orange">{t('status.invited')}</Tag>
        </Tooltip>
      ) : row.loginStatus === LoginStatus.OPEN ? (
        <Tag color="green">{t('login.open')}</Tag>
      ) : (
        <Tag>{t('login.closed')}</Tag>
      );
    return defineResourcePage<StaffAccount>({
      resource: staffAccountResource,
      titleKey: 'staff:title',
      itemKey: 'staff:item',
      columns: [
        { key: 'staffName', titleKey: 'staff:field.staffName' },
        { key: 'mobile', titleKey: 'staff:field.mobile' },
        { key: 'deptName', titleKey: 'staff:field.dept' },
        { key: 'jobNo', titleKey: 'staff:field.jobNo' },
        { key: 'employeeType', titleKey: 'staff:field.employeeType', render: typeTag },
        { key: 'staffAdmin', titleKey: 'staff:field.staffAdmin', render: adminTag },
        { key: 'loginStatus', titleKey: 'staff:field.loginStatus', render: loginTag },
        { key: 'email', titleKey: 'staff:field.email', hidden: true },
        { key: 'entryDate', titleKey: 'staff:field.entryDate', hidden: true },
        {
          key: 'userId',
          titleKey: 'staff:field.actions',
          render: (row) => <StaffRowActions row={row} isCompany={isCompany} />,
        },
      ],
      filters: [
        { name: 'searchText', labelKey: 'staff:field.searchText' },
        { name: 'deptId', labelKey: 'staff:field.dept', input: deptSelect },
        { name: 'employeeType', labelKey: 'staff:field.employeeType', options: employeeTypes },
        { name: 'loginStatus', labelKey: 'staff:field.loginStatus', options: loginStatuses },
      ],
      form: [
        { name: 'staffName', labelKey: 'staff:field.staffName' },
        { name: 'mobile', labelKey: 'staff:field.mobile' },
        {
          name: 'password',
          labelKey: 'staff:field.password',
          input: (
            <PasswordDigestInput placeholder={t('passwordHint', { password: STAFF_DEFAULT_PASSWORD })} />
          ),
        },
        { name: 'email', labelKey: 'staff:field.email' },
        { name: 'deptId', labelKey: 'staff:field.dept', input: deptSelect },
        {
          name: 'positionId',
          labelKey: 'staff:field.position',
          input: <RecordSelect resource={positionResource} sortField="sort" />,
        },
        {
          name: 'rankId',
          labelKey: 'staff:field.rank',
          input: <RecordSelect resource={rankResource} sortField="level" />,
        },
        { name: 'jobNo', labelKey: 'staff:field.jobNo' },
        { name: 'entryDate', labelKey: 'staff:field.entryDate' },
        { name: 'employeeType', labelKey: 'staff:field.employeeType', options: employeeTypes },
      ],
    });
  }, [isCompany, t]);
  return <ResourcePage config={config} />;
}
