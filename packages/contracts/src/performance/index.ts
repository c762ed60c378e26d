export * from './analysis.ts';
export * from './appraisal.ts';
export * from './common.ts';
export * from './cycles.ts';
export * from './library.ts';
export * from './review360.ts';
