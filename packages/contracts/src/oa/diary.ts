import { defineEndpoints } from '../endpoint.ts';

/** 工作日志 (Work reports, docs/product/oa-diary.md). */
export const diaryEndpoints = defineEndpoints('diary', {});
