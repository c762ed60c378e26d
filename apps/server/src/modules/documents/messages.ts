import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of documents (docs/product/oa-docs.md). */
export const documentsMessages = defineMessages({});
