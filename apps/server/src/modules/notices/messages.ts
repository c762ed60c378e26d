import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of announcements (docs/product/oa-notice.md). */
export const noticesMessages = defineMessages({});
