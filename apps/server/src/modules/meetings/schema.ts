// The tables of meetings (docs/product/oa-conference.md).
export {};
