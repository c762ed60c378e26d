import type { AdminStaffRow } from '@renli/contracts';
import { Form, Input, InputNumber, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { adminApi } from '../api.ts';
import { AdminTable } from '../components/AdminTable.tsx';
import { StatusTag } from '../components/StatusToggle.tsx';

/** 1 internal (HRM), 2 outsourced (HRO); anything else in the URL means all staff. */
const employeeTypeOf = (value: string | undefined) =>
  value === '1' || value === '2' ? Number(value) : undefined;

/**
 * Staff across companies: `#/Members/Staff`, `#/Members/HStaff` (outsourced, employeeType 2) and
 * `#/Members/AllStaff/:employeeType?`.
 */
export function StaffPage({ employeeType }: { employeeType?: 2 }) {
  const { t } = useTranslation();
  const params = useParams();
  const type = employeeType ?? employeeTypeOf(params.employeeType);
  return (
    <AdminTable<AdminStaffRow>
      name="staff"
      rowKey="staffId"
      fixed={type ? { employeeType: type } : {}}
      fetchPage={(filters, pageNum, pageSize) => adminApi.staff({ ...filters, pageNum, pageSize })}
      filters={
        <>
          <Form.Item name="keyword" label={t('admin-members:filter.keyword')}>
            <Input allowClear placeholder={t('admin-members:staff.keywordHint')} />
          </Form.Item>
          <Form.Item name="compId" label={t('admin-members:staff.compId')}>
            <InputNumber min={1} style={{ width: 120 }} />
          </Form.Item>
        </>
      }
      columns={[
        { key: 'staffName', dataIndex: 'staffName', title: t('admin-members:staff.staffName') },
        { key: 'loginCode', dataIndex: 'loginCode', title: t('admin-members:person.loginCode') },
        { key: 'compName', dataIndex: 'compName', title: t('admin-members:company.compName') },
        {
          key: 'employeeType',
          title: t('admin-members:staff.employeeType'),
          render: (_, row) => (
            <Tag color={row.employeeType === 2 ? 'orange' : 'blue'}>
              {t(`admin-members:staff.type.${row.employeeType}`)}
            </Tag>
          ),
        },
        {
          key: 'loginStatus',
          title: t('admin-members:staff.loginStatus'),
          render: (_, row) => <StatusTag status={row.loginStatus} />,
        },
      ]}
    />
  );
}
