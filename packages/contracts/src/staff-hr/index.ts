export * from './archive-endpoints.ts';
export * from './archive-info.ts';
export * from './archive-options.ts';
export * from './archive-resource.ts';
export * from './employment.ts';
export * from './id-number.ts';
export * from './roster.ts';
