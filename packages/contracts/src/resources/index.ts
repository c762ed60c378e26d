export * from './department.ts';
export * from './resource.ts';
