import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of meetings (docs/product/oa-conference.md). */
export const meetingsMessages = defineMessages({});
