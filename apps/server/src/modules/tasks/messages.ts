import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of tasks (docs/product/oa-task.md). */
export const tasksMessages = defineMessages({});
