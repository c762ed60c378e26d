import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** 文档: built in issue 23 (docs/product/oa-docs.md). */
export function DocsPage() {
  const { t } = useTranslation('oa-docs');
  return <Empty description={t('title')} />;
}
