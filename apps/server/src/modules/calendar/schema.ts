// The tables of calendar (docs/product/oa-schedule.md).
export {};
