export * from './calendar.ts';
export * from './leave.ts';
export * from './model.ts';
export * from './punch.ts';
export * from './reasons.ts';
export * from './rules.ts';
export * from './stats.ts';
