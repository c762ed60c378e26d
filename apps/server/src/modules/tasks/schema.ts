// The tables of tasks (docs/product/oa-task.md).
export {};
