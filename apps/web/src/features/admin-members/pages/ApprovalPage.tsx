import { type AttestationRow, attestationResource, type TrialRow, trialResource } from '@renli/contracts';
import { Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../../components/resource/types.ts';
import { REVIEW_STATUS_COLORS } from '../../../components/review-status.ts';

const TYPES = ['attestation', 'trial'] as const;
type Kit = { version: number; updatedAt: string; transitions?: string[] };

function ReviewTag({ status, reason }: { status: number; reason: string | null }) {
  const { t } = useTranslation();
  return (
    <Tag color={REVIEW_STATUS_COLORS[status]} title={reason ?? undefined}>
      {t(`admin-members:review.status.${status}`)}
    </Tag>
  );
}

function LicenceLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <a href={url} target="_blank" rel="noreferrer">
      {t('admin-members:review.viewLicense')}
    </a>
  );
}

const REVIEW_STATUSES = [1, 2, 3].map((value) => ({
  value,
  labelKey: `admin-members:review.status.${value}`,
}));
/** The review's state machine: approve after a confirmation; reject only with a reason. */
const REVIEW = {
  approve: { labelKey: 'admin-members:review.approve', confirmKey: 'admin-members:review.approveConfirm' },
  reject: {
    labelKey: 'admin-members:review.reject',
    danger: true,
    form: [{ name: 'reason', labelKey: 'admin-members:review.reason', textarea: true }],
  },
};
const statusColumn = {
  key: 'applyStatus' as const,
  titleKey: 'admin-members:filter.status',
  render: (row: { applyStatus: number; reason: string | null }) => (
    <ReviewTag status={row.applyStatus} reason={row.reason} />
  ),
};

const attestations = defineResourcePage<AttestationRow & Kit>({
  resource: attestationResource,
  titleKey: 'admin-members:review.attestationTab',
  itemKey: 'admin-members:item.attestation',
  columns: [
    { key: 'compName', titleKey: 'admin-members:company.compName' },
    { key: 'creditCode', titleKey: 'admin-members:review.creditCode' },
    { key: 'legalPerson', titleKey: 'admin-members:review.legalPerson' },
    {
      key: 'licenseUrl',
      titleKey: 'admin-members:review.license',
      render: (row) => <LicenceLink url={row.licenseUrl} />,
    },
    {
      key: 'contactName',
      titleKey: 'admin-members:review.contact',
      render: (row) => `${row.contactName} ${row.contactPhone}`,
    },
    statusColumn,
    { key: 'reason', titleKey: 'admin-members:review.reasonShown', hidden: true },
  ],
  filters: [
    { name: 'compName', labelKey: 'admin-members:company.compName' },
    { name: 'applyStatus', labelKey: 'admin-members:filter.status', options: REVIEW_STATUSES },
  ],
  form: [],
  transitions: REVIEW,
});

const trials = defineResourcePage<TrialRow & Kit>({
  resource: trialResource,
  titleKey: 'admin-members:review.trialTab',
  itemKey: 'admin-members:item.trial',
  columns: [
    { key: 'compName', titleKey: 'admin-members:company.compName' },
    {
      key: 'contactName',
      titleKey: 'admin-members:review.contact',
      render: (row) => [row.contactName, row.mobile, row.email].filter(Boolean).join(' '),
    },
    { key: 'note', titleKey: 'admin-members:review.note' },
    statusColumn,
    { key: 'handledBy', titleKey: 'admin-members:review.handledBy' },
    { key: 'reason', titleKey: 'admin-members:review.reasonShown', hidden: true },
  ],
  filters: [
    { name: 'keyword', labelKey: 'admin-members:filter.keyword' },
    { name: 'applyStatus', labelKey: 'admin-members:filter.status', options: REVIEW_STATUSES },
  ],
  form: [],
  transitions: REVIEW,
});

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
          children: <ResourcePage config={attestations} />,
        },
        {
          key: 'trial',
          label: t('admin-members:review.trialTab'),
          children: <ResourcePage config={trials} />,
        },
      ]}
    />
  );
}
