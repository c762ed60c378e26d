import { defineEndpoints } from '../endpoint.ts';

/** 会议 (Meetings, docs/product/oa-conference.md). */
export const meetingsEndpoints = defineEndpoints('meetings', {});
