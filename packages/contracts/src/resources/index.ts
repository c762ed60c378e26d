export * from './department.ts';
export * from './position.ts';
export * from './rank.ts';
export * from './resource.ts';
export * from './staff-accounts.ts';
