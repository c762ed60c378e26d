/**
 * The demo company's monthly pay by job title, varied by the person's place in the staff list
 * (8,000–30,000): the social-insurance bases and the salary archives of the demo both follow it, so
 * a demo payslip's contributions fit its wage (docs/product/salary.md).
 */
export function demoMonthlyPay(position: string | null, index: number): number {
  const title = position ?? '';
  if (title.includes('总经理')) return 30000;
  if (title.includes('总监')) return 25000;
  if (/经理|负责人/.test(title)) return 18000;
  if (title.includes('主管')) return 14000;
  return 8000 + (index % 6) * 1000;
}
