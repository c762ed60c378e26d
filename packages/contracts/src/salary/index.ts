export * from './common.ts';
export * from './payroll.ts';
export * from './payslip.ts';
export * from './social.ts';
export * from './tax.ts';
export * from './wage.ts';
