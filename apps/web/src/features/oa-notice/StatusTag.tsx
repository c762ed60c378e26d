import type { NoticeStatus } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<NoticeStatus, string> = {
  draft: 'default',
  pending: 'orange',
  scheduled: 'blue',
  published: 'green',
  withdrawn: 'default',
};

export function StatusTag({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation('oa-notice');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
