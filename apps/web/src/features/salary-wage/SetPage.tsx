import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GroupsTab } from './GroupsTab.tsx';
import { ItemsTab } from './ItemsTab.tsx';
import './salary-wage.css';

const TABS = ['items', 'groups'] as const;
type Tab = (typeof TABS)[number];

/**
 * 薪资设置 (`#/salary/wage/set/:sign?`, HR; docs/product/salary.md, "Items, formulas and salary
 * archives"): the wage items with their formulas, and the salary groups. The tab is in the address.
 */
export function SetPage() {
  const { t } = useTranslation('salary-wage');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab;
  const tab: Tab = TABS.includes(asked) ? asked : 'items';
  return (
    <Card className="salary-wage" title={t('set.title')}>
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'items', label: t('set.items'), children: <ItemsTab /> },
          { key: 'groups', label: t('set.groups'), children: <GroupsTab /> },
        ]}
      />
    </Card>
  );
}
