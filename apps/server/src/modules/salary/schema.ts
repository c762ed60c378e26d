// Salary's tables, one file per part (docs/product/salary.md). Money columns are numeric, read as
// strings and computed with decimal.js.
export * from './payroll/schema.ts';
export * from './payslip/schema.ts';
export * from './social/schema.ts';
export * from './tax/schema.ts';
export * from './wage/schema.ts';
