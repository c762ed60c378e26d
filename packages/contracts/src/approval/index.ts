export * from './flow.ts';
export * from './form.ts';
