// The tables of announcements (docs/product/oa-notice.md).
export {};
