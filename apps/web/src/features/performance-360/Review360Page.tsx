import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { HrRaters, useHrCycles } from './HrRaters.tsx';
import { Inbox } from './Inbox.tsx';
import { MyRaters } from './MyRaters.tsx';
import { Results } from './Results.tsx';
import './review360.css';

/** 360 评估 (docs/product/performance.md, "360"): my raters, questionnaires waiting for me, my results. */
export function Review360Page() {
  const { t } = useTranslation('performance-360');
  const hr = useHrCycles().isSuccess;
  return (
    <Card title={t('title')}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'raters', label: t('tab.raters'), children: <MyRaters /> },
          { key: 'inbox', label: t('tab.inbox'), children: <Inbox /> },
          { key: 'results', label: t('tab.results'), children: <Results /> },
          ...(hr ? [{ key: 'hr', label: t('tab.hr'), children: <HrRaters /> }] : []),
        ]}
      />
    </Card>
  );
}
