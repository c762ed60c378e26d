import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUS_COLORS } from '../../../components/review-status.ts';

/** 0 none, 1 pending, 2 approved, 3 rejected (AttestStatus). */
export function AttestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={REVIEW_STATUS_COLORS[status] ?? 'default'}>{t(`company:attest.status.${status}`)}</Tag>;
}
