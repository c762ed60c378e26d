import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CalendarTab } from './calendar/CalendarTab.tsx';
import { GroupsTab } from './groups/GroupsTab.tsx';
import { RosterTab } from './roster/RosterTab.tsx';
import { SettingsTab } from './settings/SettingsTab.tsx';
import { ShiftsTab } from './shifts/ShiftsTab.tsx';
import './setting.css';

const TABS = ['groups', 'shifts', 'roster', 'calendar', 'settings'] as const;
export type SettingTab = (typeof TABS)[number];

/**
 * 考勤设置 (`#/oa/attendance/setting/:sign?`, HR; docs/product/attendance.md, "Groups, shifts and
 * rules"): the tab is in the address (`?tab=roster`) so a link can open it. The rules are the
 * company's whatever the sign; the server keeps the roster to the types the caller manages.
 */
export function SettingPage() {
  const { t } = useTranslation('attendance-setting');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: SettingTab = TABS.includes(asked as SettingTab) ? (asked as SettingTab) : 'groups';
  const goTo = (next: string) => setParams({ tab: next }, { replace: true });
  const panes: Record<SettingTab, React.ReactNode> = {
    groups: <GroupsTab onGoTo={goTo} />,
    shifts: <ShiftsTab />,
    roster: <RosterTab onGoTo={goTo} />,
    calendar: <CalendarTab />,
    settings: <SettingsTab />,
  };
  return (
    <Card className="att-setting" title={t('title')}>
      <Tabs
        activeKey={tab}
        onChange={goTo}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`), children: panes[key] }))}
      />
    </Card>
  );
}
