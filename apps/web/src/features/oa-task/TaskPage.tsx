import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** 任务: built in issue 23 (docs/product/oa-task.md). */
export function TaskPage({ tab }: { tab: string }) {
  const { t } = useTranslation('oa-task');
  return <Empty description={`${t('title')} · ${tab}`} />;
}
