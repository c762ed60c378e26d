import type { AdminCompanyRow } from '@renli/contracts';
import { Checkbox, Form, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUS_COLORS } from '../../../components/review-status.ts';
import { adminApi, useAdminAction } from '../api.ts';
import { AdminTable } from '../components/AdminTable.tsx';
import { CompLabelButton } from '../components/CompLabelButton.tsx';
import { StatusTag, StatusToggle } from '../components/StatusToggle.tsx';

/** Members › companies (`#/Members/Company`); with sysType 1 the outsourcing providers (`HCompany`). */
export function CompaniesPage({ sysType }: { sysType?: 1 }) {
  const { t } = useTranslation();
  const setStatus = useAdminAction('companyStatus');
  return (
    <AdminTable<AdminCompanyRow>
      name={sysType ? 'hcompanies' : 'companies'}
      rowKey="compId"
      fixed={sysType ? { sysType } : {}}
      fetchPage={async (filters, current, size) => adminApi.companies({ ...filters, current, size })}
      filters={
        <>
          <Form.Item name="keyword" label={t('admin-members:filter.keyword')}>
            <Input allowClear placeholder={t('admin-members:company.keywordHint')} />
          </Form.Item>
          <Form.Item name="status" label={t('admin-members:filter.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={[1, 2].map((v) => ({ value: v, label: t(`admin-members:status.${v}`) }))}
            />
          </Form.Item>
          <Form.Item name="compLabel" label={t('admin-members:company.compLabel')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="enableStaffCountFilter" valuePropName="checked">
            <Checkbox>{t('admin-members:company.withStaff')}</Checkbox>
          </Form.Item>
        </>
      }
      columns={[
        { key: 'compName', dataIndex: 'compName', title: t('admin-members:company.compName') },
        { key: 'ownerLogin', dataIndex: 'ownerLogin', title: t('admin-members:company.ownerLogin') },
        { key: 'staffCount', dataIndex: 'staffCount', title: t('admin-members:company.staffCount') },
        {
          key: 'attestStatus',
          title: t('admin-members:company.attestStatus'),
          render: (_, row) => (
            <Tag color={REVIEW_STATUS_COLORS[row.attestStatus]}>
              {t(`admin-members:attest.${row.attestStatus}`)}
            </Tag>
          ),
        },
        {
          key: 'compLabel',
          title: t('admin-members:company.compLabel'),
          render: (_, row) => (row.compLabel ? <Tag color="gold">{row.compLabel}</Tag> : '—'),
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
            <Space size={0}>
              <CompLabelButton compId={row.compId} compLabel={row.compLabel} />
              <StatusToggle
                status={row.status}
                onChange={(status) => setStatus.mutateAsync({ compId: row.compId, status })}
              />
            </Space>
          ),
        },
      ]}
    />
  );
}
