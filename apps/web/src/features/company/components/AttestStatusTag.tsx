import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = ['default', 'processing', 'success', 'error'] as const;

/** 0 none, 1 pending, 2 approved, 3 rejected (AttestStatus). */
export function AttestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status] ?? 'default'}>{t(`company:attest.status.${status}`)}</Tag>;
}
