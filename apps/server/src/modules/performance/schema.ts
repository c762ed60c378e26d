// Performance's tables, one file per part (docs/product/performance.md). Scores are numeric, read as
// strings and computed with decimal.js by the engine (engine/score.ts).
export * from './cycles/schema.ts';
export * from './library/schema.ts';
export * from './review360/schema.ts';
