/** Every domain's tables, gathered for drizzle-kit and the typed query builder. */

export * from '../chat/relations/schema.ts';
export * from '../chat/schema.ts';
export * from '../core/resources/schema.ts';
export * from '../modules/approval/schema.ts';
export * from '../modules/attendance/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/billing/schema.ts';
export * from '../modules/company/schema.ts';
export * from '../modules/dicts/schema.ts';
export * from '../modules/files/schema.ts';
export * from '../modules/labor-contracts/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/org/schema.ts';
export * from '../modules/performance/schema.ts';
export * from '../modules/permissions/schema.ts';
export * from '../modules/platform/schema.ts';
export * from '../modules/recent-access/schema.ts';
export * from '../modules/salary/schema.ts';
export * from '../modules/staff/schema.ts';
export * from '../modules/staff-archives/schema.ts';
export * from '../modules/staff-changes/schema.ts';
export * from '../modules/staff-entry/schema.ts';
