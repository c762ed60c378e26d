import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of work reports (docs/product/oa-diary.md). */
export const diaryMessages = defineMessages({});
