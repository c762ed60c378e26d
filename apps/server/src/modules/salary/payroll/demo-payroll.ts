import { PayrollRunStatus } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { chinaToday } from '../../../core/china-time.ts';
import type { Tx } from '../../../db/client.ts';
import { payrollGroupOf } from '../wage/setup-of.ts';
import { previousMonth } from './lines.ts';
import { computeRun, gatherRun, totalsOf, writeLines } from './runs.ts';
import { payrollRuns } from './schema.ts';

/**
 * The demo company's payroll (docs/product/salary.md, "Payroll runs"): last month's run of each demo
 * salary group, calculated from the archives, attendance, contributions and deductions the other
 * demo seeds wrote. Runs after them in seed/demo.ts.
 */
export async function seedDemoPayroll(tx: Tx, compId: number, groupIds: readonly number[]) {
  const month = previousMonth(chinaToday().slice(0, 7));
  for (const groupId of groupIds) {
    const group = await payrollGroupOf(tx, compId, groupId);
    if (!group) continue;
    const [run] = await tx
      .insert(payrollRuns)
      .values({ compId, month, groupId, name: `${month} ${group.name}`, employeeType: group.employeeType })
      .returning();
    const gathered = await gatherRun(tx, compId, run!);
    const computed = computeRun(month, gathered);
    await writeLines(tx, compId, run!, computed);
    await tx
      .update(payrollRuns)
      .set({
        status: PayrollRunStatus.CALCULATED,
        totals: totalsOf(computed.map((c) => c.line)),
        headcount: computed.length,
        calculatedAt: new Date(),
        attendanceLocked: gathered.attendance.locked,
      })
      .where(eq(payrollRuns.id, run!.id));
  }
}
