import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** 工作日志: built in issue 23 (docs/product/oa-diary.md). */
export function DiaryPage({ tab }: { tab: string }) {
  const { t } = useTranslation('oa-diary');
  return <Empty description={`${t('title')} · ${tab}`} />;
}
