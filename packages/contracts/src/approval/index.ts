export * from './endpoints.ts';
export * from './flow.ts';
export * from './form.ts';
export * from './resolved.ts';
