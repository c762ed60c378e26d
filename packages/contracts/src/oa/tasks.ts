import { defineEndpoints } from '../endpoint.ts';

/** 任务 (Tasks, docs/product/oa-task.md). */
export const tasksEndpoints = defineEndpoints('tasks', {});
