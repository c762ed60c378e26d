import { SafetyCertificateOutlined } from '@ant-design/icons';
import { AttestStatus } from '@renli/contracts';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WidgetAction } from '../../../components/workbench/WidgetAction.tsx';
import { WidgetCard } from '../../../components/workbench/WidgetCard.tsx';
import { useMyCompany } from '../api.ts';
import { AttestStatusTag } from '../components/AttestStatusTag.tsx';

/** Where the company's profile and verification form are. */
const COMPANY_SETTINGS = '/other/setting/company';

const NEEDS_ACTION: number[] = [AttestStatus.NONE, AttestStatus.REJECTED];

/**
 * 企业认证: the company's verification status and the next step. Only the company account applies
 * (`mayApply`); everyone else is told who can.
 */
export function VerificationWidget() {
  const { t } = useTranslation('company');
  const company = useMyCompany({ silent: true });
  const profile = company.data;
  const status = profile?.attestStatus ?? AttestStatus.NONE;
  const open = NEEDS_ACTION.includes(status);
  return (
    <WidgetCard
      testId="widget-company"
      icon={<SafetyCertificateOutlined />}
      title={t('attest.title')}
      extra={profile && <AttestStatusTag status={status} />}
      query={company}
    >
      <Space orientation="vertical" size={10}>
        <Typography.Text strong>{profile?.compName}</Typography.Text>
        <Typography.Text type="secondary">{t(`widget.status.${status}`)}</Typography.Text>
        {open && profile?.mayApply ? (
          <WidgetAction to={COMPANY_SETTINGS}>
            {t(status === AttestStatus.REJECTED ? 'attest.resubmit' : 'attest.apply')}
          </WidgetAction>
        ) : open ? (
          <Typography.Text type="secondary">{t('widget.askOwner')}</Typography.Text>
        ) : (
          <WidgetAction to={COMPANY_SETTINGS} primary={false}>
            {t('widget.viewProfile')}
          </WidgetAction>
        )}
      </Space>
    </WidgetCard>
  );
}
