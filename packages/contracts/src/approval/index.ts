export * from './dates.ts';
export * from './duration.ts';
export * from './field-values.ts';
export * from './flow.ts';
export * from './form.ts';
export * from './money.ts';
export * from './resolved.ts';
export * from './values.ts';
