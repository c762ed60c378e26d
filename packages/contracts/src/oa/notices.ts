import { defineEndpoints } from '../endpoint.ts';

/** 公告 (Announcements, docs/product/oa-notice.md). */
export const noticesEndpoints = defineEndpoints('notices', {});
