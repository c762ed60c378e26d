import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** 公告: built in issue 23 (docs/product/oa-notice.md). */
export function NoticePage({ tab }: { tab: string }) {
  const { t } = useTranslation('oa-notice');
  return <Empty description={`${t('title')} · ${tab}`} />;
}
