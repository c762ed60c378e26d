import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN } from '@renli/contracts';
import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of attendance's calendar part (docs/product/attendance.md, "Calendar"). */
export const calendarMessages = defineMessages({
  'attendance.calendar.yearOutOfRange': {
    'zh-CN': `考勤日历只支持 ${CALENDAR_YEAR_MIN}–${CALENDAR_YEAR_MAX} 年的日期`,
    en: `The attendance calendar covers the years ${CALENDAR_YEAR_MIN}–${CALENDAR_YEAR_MAX} only`,
  },
});
