import type { GroupMemberNames, GroupRule, Shift } from '@renli/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { weekdayRuns } from './rule-summary.ts';

const { Text } = Typography;

/** 标准班 09:00–18:00 (次日 for a cross-midnight off time). */
export function useShiftLabel() {
  const { t } = useTranslation('attendance-setting');
  return (shift: Pick<Shift, 'name' | 'times'> | undefined) =>
    shift
      ? `${shift.name} ${shift.times.onTime}–${shift.times.offNextDay ? t('shift.nextDayShort') : ''}${shift.times.offTime}`
      : t('group.unknownShift');
}

/** The schedule in words: the week's runs of shifts, roster, or flexible hours. */
export function ScheduleSummary({ rule, shifts }: { rule: GroupRule; shifts: Map<number, Shift> }) {
  const { t } = useTranslation('attendance-setting');
  const label = useShiftLabel();
  if (rule.scheduleType === 'roster') return <Text>{t('group.summary.roster')}</Text>;
  if (rule.scheduleType === 'flexible')
    return (
      <Text>
        {t('group.summary.flexible', { hours: rule.flexibleRequiredMinutes / 60 })}
        {rule.flexibleLatestOn && t('group.summary.latestOn', { time: rule.flexibleLatestOn })}
      </Text>
    );
  const runs = weekdayRuns(rule.weekdayShifts).map((run) => {
    const days =
      run.from === run.to
        ? t(`weekday.${run.from}`)
        : t('group.summary.range', { from: t(`weekday.${run.from}`), to: t(`weekday.${run.to}`) });
    const what = run.shiftId === null ? t('group.rest') : label(shifts.get(run.shiftId));
    return `${days} ${what}`;
  });
  const makeup = rule.makeupShiftId === null ? null : shifts.get(rule.makeupShiftId);
  return (
    <Text>
      {runs.join(t('group.summary.separator'))}
      {rule.followHolidays &&
        t(makeup ? 'group.summary.holidaysWithMakeup' : 'group.summary.holidays', { shift: makeup?.name })}
    </Text>
  );
}

/** How people punch: web (with where) and/or device imports. */
export function PunchSummary({ rule }: { rule: GroupRule }) {
  const { t } = useTranslation('attendance-setting');
  const parts: string[] = [];
  if (rule.webPunch)
    parts.push(
      rule.ipRanges.length + rule.geofences.length === 0
        ? t('group.summary.webAnywhere')
        : t('group.summary.web', { ips: rule.ipRanges.length, places: rule.geofences.length }),
    );
  if (rule.importPunches) parts.push(t('group.summary.import'));
  return <Text>{parts.join(t('group.summary.separator'))}</Text>;
}

/** 部门：研发部、销售部 · 人员：沈一鸣 · 排除：王五 */
export function MembersSummary({ members }: { members: GroupMemberNames }) {
  const { t } = useTranslation('attendance-setting');
  const names = (list: { id: number; name: string }[]) =>
    list.map((m) => m.name || t('group.removed')).join(t('group.summary.listSeparator'));
  const parts = [
    members.departments.length > 0 && t('group.summary.departments', { names: names(members.departments) }),
    members.staff.length > 0 && t('group.summary.staff', { names: names(members.staff) }),
    members.excluded.length > 0 && t('group.summary.excluded', { names: names(members.excluded) }),
  ].filter(Boolean);
  return (
    <Text>{parts.length > 0 ? parts.join(t('group.summary.separator')) : t('group.summary.nobody')}</Text>
  );
}
