import type { CalendarDay } from '@renli/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from './DayDialog.tsx';
import { monthCells } from './month-cells.ts';

/** What a day is, in words: for its label (screen readers, tests) and its tooltip. */
export function useDayText() {
  const { t, i18n } = useTranslation('attendance-setting');
  return (day: CalendarDay) =>
    [
      longDate(day.day, i18n.language),
      t(`calendar.type.${day.type}`),
      day.name,
      day.makeup ? t('calendar.makeup') : null,
      day.inLieu ? t('calendar.inLieu') : null,
      day.source === 'company' ? t('calendar.companyDay') : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * One month of the year view: each day coloured by its type, 班 on a make-up working day, 休 on a
 * day off in lieu, a dot on a day the company set, and a holiday's name on the first day of its run.
 */
export const MonthGrid = memo(function MonthGrid({
  year,
  month,
  days,
  today,
  onPick,
}: {
  year: number;
  month: number;
  days: Map<string, CalendarDay>;
  today: string;
  onPick: (day: CalendarDay) => void;
}) {
  const { t, i18n } = useTranslation('attendance-setting');
  const describe = useDayText();
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  let previous: CalendarDay | undefined;
  return (
    <section className="attendance-calendar-month" aria-label={title}>
      <h3>{title}</h3>
      <div className="attendance-calendar-cells">
        {t('calendar.weekdays')
          .split(',')
          .map((weekday) => (
            <span key={weekday} className="attendance-calendar-weekday">
              {weekday}
            </span>
          ))}
        {monthCells(year, month).map((date, index) => {
          const day = date ? days.get(date) : undefined;
          if (!day) return <span key={date ?? `blank-${index}`} />;
          const showName = day.name && (day.name !== previous?.name || day.source === 'company');
          previous = day;
          const text = describe(day);
          const classes = [
            'attendance-calendar-day',
            `is-${day.type}`,
            day.source === 'company' ? 'is-company' : '',
            day.day === today ? 'is-today' : '',
          ];
          return (
            <button
              key={day.day}
              type="button"
              className={classes.filter(Boolean).join(' ')}
              aria-label={text}
              title={text}
              onClick={() => onPick(day)}
            >
              <span className="attendance-calendar-number">{Number(day.day.slice(8))}</span>
              {day.makeup || day.inLieu ? (
                <span className={`attendance-calendar-mark ${day.makeup ? 'is-makeup' : 'is-in-lieu'}`}>
                  {t(day.makeup ? 'calendar.markMakeup' : 'calendar.markInLieu')}
                </span>
              ) : null}
              {showName ? <span className="attendance-calendar-name">{day.name}</span> : null}
            </button>
          );
        })}
      </div>
    </section>
  );
});
