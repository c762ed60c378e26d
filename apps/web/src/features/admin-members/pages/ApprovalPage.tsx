import { type AttestationRow, attestationResource, type TrialRow, trialResource } from '@renli/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../../components/resource/types.ts';

const TYPES = ['attestation', 'trial'] as const;
type Kit = { version: number; updatedAt: string; transitions?: string[] };

function LicenceLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <a href={url} target="_blank" rel="noreferrer">
      {t('admin-members:review.viewLicense')}
    </a>
  );
}

/** The review's state machine: approve after a confirmation; reject only with a reason. */
const REVIEW = {
  approve: { labelKey: 'admin-members:review.approve', confirmKey: 'admin-members:review.approveConfirm' },
  reject: {
    labelKey: 'admin-members:review.reject',
    danger: true,
    form: [{ name: 'reason', labelKey: 'admin-members:review.reason', textarea: true }],
  },
};

const attestations = defineResourcePage<AttestationRow & Kit>({
  resource: attestationResource,
  titleKey: 'admin-members:review.attestationTab',
  itemKey: 'admin-members:item.attestation',
  cells: {
    licenseUrl: (row) => <LicenceLink url={row.licenseUrl} />,
    contactName: (row) => `${row.contactName} ${row.contactPhone}`,
  },
  transitions: REVIEW,
});

const trials = defineResourcePage<TrialRow & Kit>({
  resource: trialResource,
  titleKey: 'admin-members:review.trialTab',
  itemKey: 'admin-members:item.trial',
  cells: {
    contactName: (row) => [row.contactName, row.mobile, row.email].filter(Boolean).join(' '),
  },
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
