import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentsPage } from './DepartmentsPage.tsx';
import { PositionsPage } from './PositionsPage.tsx';
import { RanksPage } from './RanksPage.tsx';

/**
 * Settings › organisation (`#/other/setting/org`): departments, positions and ranks as tabs. Only the
 * open tab is mounted, so each list loads when first shown and the page holds one table at a time.
 */
export function OrgSettingsPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'departments', label: t('org:tabs.departments'), children: <DepartmentsPage /> },
        { key: 'positions', label: t('org:tabs.positions'), children: <PositionsPage /> },
        { key: 'ranks', label: t('org:tabs.ranks'), children: <RanksPage /> },
      ]}
    />
  );
}
