import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of calendar (docs/product/oa-schedule.md). */
export const calendarMessages = defineMessages({});
