import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { WidgetAction } from '../../../components/workbench/WidgetAction.tsx';
import { WidgetCard } from '../../../components/workbench/WidgetCard.tsx';
import { WidgetList } from '../../../components/workbench/WidgetList.tsx';
import { SETTINGS_PATH } from '../../../lib/paths.ts';
import { useTimeLabel } from '../../../lib/time-label.ts';
import { useRecentAccesses } from '../api.ts';

/** 最近使用 on the workbench: the identity's latest pages, but not the workbench it is shown on. */
export function RecentWidget() {
  const { t } = useTranslation('recent-access');
  const { pathname } = useLocation();
  const label = useTimeLabel();
  const recent = useRecentAccesses();
  const entries = (recent.data ?? []).filter((entry) => entry.routeKey !== pathname);
  return (
    <WidgetCard
      testId="widget-recent"
      icon={<HistoryOutlined />}
      title={t('title')}
      query={recent}
      empty={
        entries.length === 0
          ? {
              description: t('widget.empty'),
              action: <WidgetAction to={SETTINGS_PATH}>{t('widget.start')}</WidgetAction>,
            }
          : null
      }
    >
      <WidgetList
        items={entries.map((entry) => ({
          key: entry.routeKey,
          to: entry.routeKey,
          title: t(entry.titleKey),
          meta: label(new Date(entry.accessedAt)),
        }))}
      />
    </WidgetCard>
  );
}
