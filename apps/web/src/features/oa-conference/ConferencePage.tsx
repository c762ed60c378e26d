import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** 会议: built in issue 23 (docs/product/oa-conference.md). */
export function ConferencePage({ tab }: { tab: string }) {
  const { t } = useTranslation('oa-conference');
  return <Empty description={`${t('title')} · ${tab}`} />;
}
