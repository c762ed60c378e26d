import type { AdminPersonRow } from '@renli/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminApi, useAdminAction } from '../api.ts';
import { AdminTable } from '../components/AdminTable.tsx';
import { StatusTag, StatusToggle } from '../components/StatusToggle.tsx';

/** Members › persons (`#/Members/Person`): personal logins, which the admin may disable. */
export function PersonsPage() {
  const { t } = useTranslation();
  const setStatus = useAdminAction('personStatus');
  return (
    <AdminTable<AdminPersonRow>
      name="persons"
      rowKey="userId"
      fetchPage={(filters, pageNum, pageSize) => adminApi.persons({ ...filters, pageNum, pageSize })}
      filters={
        <>
          <Form.Item name="keyword" label={t('admin-members:filter.keyword')}>
            <Input allowClear placeholder={t('admin-members:person.keywordHint')} />
          </Form.Item>
          <Form.Item name="status" label={t('admin-members:filter.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={[1, 2].map((v) => ({ value: v, label: t(`admin-members:status.${v}`) }))}
            />
          </Form.Item>
        </>
      }
      columns={[
        { key: 'userName', dataIndex: 'userName', title: t('admin-members:person.userName') },
        { key: 'loginCode', dataIndex: 'loginCode', title: t('admin-members:person.loginCode') },
        {
          key: 'createdAt',
          title: t('admin-members:createdAt'),
          render: (_, row) => new Date(row.createdAt).toLocaleDateString(),
        },
        {
          key: 'status',
          title: t('admin-members:filter.status'),
          render: (_, row) => <StatusTag status={row.status} />,
        },
        {
          key: 'actions',
          title: t('admin-members:actions'),
          render: (_, row) => (
            <StatusToggle
              status={row.status}
              onChange={(status) => setStatus.mutateAsync({ userId: row.userId, status })}
            />
          ),
        },
      ]}
    />
  );
}
