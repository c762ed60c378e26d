import { Drawer, Empty, List, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStaffMonth } from './api.ts';
import { DayStatus } from './DayStatus.tsx';

interface Props {
  month: string;
  staff: { staffId: number; name: string } | null;
  onClose: () => void;
}

/** A day as `10-08 周四` (`10-08 Thu`). */
const dayLabel = (day: string, language: string) =>
  `${day.slice(5)} ${new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))}`;

/** Minutes as hours with up to two places, for a day's line. */
const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** A person's days of the month: each day's status and its reasons, the month's figures on top. */
export function StaffDaysDrawer({ month, staff, onClose }: Props) {
  const { t, i18n } = useTranslation('attendance-statistics');
  const data = useStaffMonth(staff ? { staffId: staff.staffId, month } : null).data;
  const summary = data?.summary;
  return (
    <Drawer
      open={staff !== null}
      size="min(560px, 100vw)"
      title={staff ? t('days.title', { name: staff.name, month }) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {!data ? (
        <Spin className="attendance-stats-loading" />
      ) : (
        <>
          {summary && (
            <p className="attendance-stats-muted">
              {t('days.summary', {
                expected: summary.expectedDays,
                actual: summary.actualDays,
                late: summary.lateCount,
                absent: summary.absentDays,
                leave: summary.leaveDays,
              })}
            </p>
          )}
          <List
            dataSource={data.days}
            rowKey="day"
            locale={{ emptyText: <Empty description={t('days.none')} /> }}
            renderItem={(day) => (
              <List.Item
                extra={day.workedMinutes > 0 ? t('days.worked', { hours: hours(day.workedMinutes) }) : null}
              >
                <div className="attendance-stats-day">
                  <strong>{dayLabel(day.day, i18n.language)}</strong>
                  <DayStatus day={day} />
                </div>
              </List.Item>
            )}
          />
        </>
      )}
    </Drawer>
  );
}
