import { type ItemEffect, PayrollRunStatus } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { payrollGroupOf } from '../wage/setup-of.ts';
import { payrollRuns } from './schema.ts';
import { linesOfRun } from './sheets.ts';

/** One figure of a person's payroll line as a payslip shows it. */
export interface PayslipFigure {
  code: string;
  name: string;
  effect: ItemEffect | 'system';
  value: string;
  /** The salary group's choice: shown on the payslip or kept to HR. */
  shown: boolean;
}

/** A run as the payslips read it (docs/product/salary.md, "Payslips"). */
export interface PayslipSource {
  run: { id: number; month: string; name: string; status: number; employeeType: 1 | 2; approved: boolean };
  lines: { staffId: number; gross: string; net: string; figures: PayslipFigure[] }[];
}

/** A company's run with every person's figures in item order, or null when there is no such run. */
export async function payslipSourceOf(
  db: DbOrTx,
  compId: number,
  runId: number,
): Promise<PayslipSource | null> {
  const [run] = await db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.id, runId), eq(payrollRuns.compId, compId)));
  if (!run) return null;
  const [group, lines] = await Promise.all([
    payrollGroupOf(db, compId, run.groupId),
    linesOfRun(db, compId, run.id),
  ]);
  const items = group?.items ?? [];
  return {
    run: {
      id: run.id,
      month: run.month,
      name: run.name,
      status: run.status,
      employeeType: run.employeeType as 1 | 2,
      // Approved or later: 审批中 is still waiting.
      approved: run.status >= PayrollRunStatus.APPROVED,
    },
    lines: lines.map((line) => ({
      staffId: line.staffId,
      gross: line.gross,
      net: line.net,
      figures: items.map((item) => ({
        code: item.code,
        name: item.name,
        effect: item.source === 'system' ? 'system' : item.effect,
        value: line.values[item.code] ?? '0.00',
        shown: item.showOnPayslip,
      })),
    })),
  };
}
