import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** 日程: built in issue 23 (docs/product/oa-schedule.md). */
export function SchedulePage() {
  const { t } = useTranslation('oa-schedule');
  return <Empty description={t('title')} />;
}
