// The tables of documents (docs/product/oa-docs.md).
export {};
