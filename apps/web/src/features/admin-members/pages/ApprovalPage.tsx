import type { AttestationRow, TrialRow } from '@renli/contracts';
import { Form, Input, Select, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { REVIEW_STATUS_COLORS } from '../../../components/review-status.ts';
import { adminApi } from '../api.ts';
import { AdminTable } from '../components/AdminTable.tsx';
import { ReviewActions } from '../components/ReviewActions.tsx';

const TYPES = ['attestation', 'trial'] as const;

function useStatusColumn() {
  const { t } = useTranslation();
  return {
    filter: (
      <Form.Item name="applyStatus" label={t('admin-members:filter.status')}>
        <Select
          allowClear
          style={{ width: 120 }}
          options={[1, 2, 3].map((v) => ({ value: v, label: t(`admin-members:review.status.${v}`) }))}
        />
      </Form.Item>
    ),
    column: (status: number, reason: string | null) => (
      <Tag color={REVIEW_STATUS_COLORS[status]} title={reason ?? undefined}>
        {t(`admin-members:review.status.${status}`)}
      </Tag>
    ),
  };
}

function AttestationList() {
  const { t } = useTranslation();
  const status = useStatusColumn();
  return (
    <AdminTable<AttestationRow>
      name="attestations"
      rowKey="id"
      fetchPage={(filters, pageNum, pageSize) => adminApi.attestations({ ...filters, pageNum, pageSize })}
      filters={
        <>
          <Form.Item name="compName" label={t('admin-members:company.compName')}>
            <Input allowClear />
          </Form.Item>
          {status.filter}
        </>
      }
      columns={[
        { key: 'compName', dataIndex: 'compName', title: t('admin-members:company.compName') },
        { key: 'creditCode', dataIndex: 'creditCode', title: t('admin-members:review.creditCode') },
        { key: 'legalPerson', dataIndex: 'legalPerson', title: t('admin-members:review.legalPerson') },
        {
          key: 'license',
          title: t('admin-members:review.license'),
          render: (_, row) => (
            <a href={row.licenseUrl} target="_blank" rel="noreferrer">
              {t('admin-members:review.viewLicense')}
            </a>
          ),
        },
        {
          key: 'contact',
          title: t('admin-members:review.contact'),
          render: (_, row) => `${row.contactName} ${row.contactPhone}`,
        },
        {
          key: 'status',
          title: t('admin-members:filter.status'),
          render: (_, row) => status.column(row.applyStatus, row.reason),
        },
        {
          key: 'actions',
          title: t('admin-members:actions'),
          render: (_, row) =>
            row.applyStatus === 1 ? <ReviewActions id={row.id} action="reviewAttestation" /> : row.reason,
        },
      ]}
    />
  );
}

function TrialList() {
  const { t } = useTranslation();
  const status = useStatusColumn();
  return (
    <AdminTable<TrialRow>
      name="trials"
      rowKey="id"
      fetchPage={(filters, pageNum, pageSize) => adminApi.trials({ ...filters, pageNum, pageSize })}
      filters={
        <>
          <Form.Item name="keyword" label={t('admin-members:filter.keyword')}>
            <Input allowClear />
          </Form.Item>
          {status.filter}
        </>
      }
      columns={[
        { key: 'compName', dataIndex: 'compName', title: t('admin-members:company.compName') },
        {
          key: 'contact',
          title: t('admin-members:review.contact'),
          render: (_, row) => [row.contactName, row.mobile, row.email].filter(Boolean).join(' '),
        },
        { key: 'note', dataIndex: 'note', title: t('admin-members:review.note') },
        {
          key: 'status',
          title: t('admin-members:filter.status'),
          render: (_, row) => status.column(row.applyStatus, row.reason),
        },
        { key: 'handledBy', dataIndex: 'handledBy', title: t('admin-members:review.handledBy') },
        {
          key: 'actions',
          title: t('admin-members:actions'),
          render: (_, row) =>
            row.applyStatus === 1 ? <ReviewActions id={row.id} action="reviewTrial" /> : row.reason,
        },
      ]}
    />
  );
}

/**
 * 审核管理 (`#/Approval/:type`): company verifications and trial applications, pending first. Approving
 * a trial only marks it handled; the applicant registers on /register.
 */
export function ApprovalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type } = useParams();
  const active = TYPES.find((k) => k === type) ?? 'attestation';
  return (
    <Tabs
      activeKey={active}
      destroyOnHidden
      onChange={(key) => void navigate(`/Approval/${key}`)}
      items={[
        {
          key: 'attestation',
          label: t('admin-members:review.attestationTab'),
          children: <AttestationList />,
        },
        { key: 'trial', label: t('admin-members:review.trialTab'), children: <TrialList /> },
      ]}
    />
  );
}
