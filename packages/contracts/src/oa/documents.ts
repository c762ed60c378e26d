import { defineEndpoints } from '../endpoint.ts';

/** 文档 (Documents, docs/product/oa-docs.md). */
export const documentsEndpoints = defineEndpoints('documents', {});
