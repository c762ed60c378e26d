import { defineEndpoints } from '../endpoint.ts';

/** 日程 (Calendar, docs/product/oa-schedule.md). */
export const calendarEndpoints = defineEndpoints('calendar', {});
