// The tables of work reports (docs/product/oa-diary.md).
export {};
