import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client.ts';
import type {
  PayrollGroup,
  PayrollItem,
  PayrollMember,
} from '../../../apps/server/src/modules/salary/wage/setup-of.ts';
import { queryRows } from '../approval/report.ts';

/** `count` staff of the bench company (logins 152…), written in two set-based statements; their ids. */
export async function seedPayrollStaff(db: Database, compId: number, count: number, month: string) {
  await db.execute(sql`
    insert into users (login_code, mobile, password_hash, user_type, user_name)
    select '152' || lpad(n::text, 8, '0'), '152' || lpad(n::text, 8, '0'), 'x', 1, '薪资' || n
    from generate_series(1, ${count}) n`);
  await db.execute(sql`
    insert into company_staff (comp_id, user_id, staff_name, employee_type, job_no, entry_date, status)
    select ${compId}, u.id, u.user_name, 1, 'P' || substr(u.login_code, 4), ${`${month}-01`}::date - 400, 2
    from users u where u.login_code like '152%' and length(u.login_code) = 11`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.id from company_staff s join users u on u.id = s.user_id
        where s.comp_id = ${compId} and u.login_code like '152%' order by s.id`,
  );
  return rows.map((row) => Number(row.id));
}

const item = (code: string, over: Partial<PayrollItem>, sort: number): PayrollItem => ({
  code,
  name: code,
  source: 'fixed',
  effect: 'earning',
  taxFree: false,
  formula: null,
  rounding: 'cent',
  prorated: true,
  showOnPayslip: true,
  sort,
  ...over,
});

/** 40 items: 20 fixed, 10 inputs, 8 formulas over them and the variables, gross and net. */
export function benchGroup(): PayrollGroup {
  const items: PayrollItem[] = [];
  for (let i = 0; i < 20; i++)
    items.push(item(`fx${i}`, { prorated: i < 10, taxFree: i === 19 }, items.length));
  for (let i = 0; i < 10; i++)
    items.push(item(`in${i}`, { source: 'input', effect: i < 8 ? 'earning' : 'deduction' }, items.length));
  const formulas = [
    'fx0 * 0.1',
    'fx1 + fx2',
    'overtimePay',
    'absentDays * 100',
    'f0 + f1',
    'fx3 / 21.75',
    'gross * 0.005',
    'gross - tax',
  ];
  for (const [i, formula] of formulas.entries()) {
    const effect = i === 3 ? 'deduction' : i === 6 ? 'afterTaxDeduction' : i === 7 ? 'info' : 'earning';
    items.push(
      item(
        `f${i}`,
        { source: 'formula', formula, effect, rounding: i === 0 ? 'yuan' : 'cent' },
        items.length,
      ),
    );
  }
  items.push(
    item('gross', { source: 'system' }, items.length),
    item('net', { source: 'system' }, items.length + 1),
  );
  return {
    id: 1,
    name: '基准薪资组',
    employeeType: 1,
    clientCompany: null,
    serviceFee: null,
    prorate: 'calendarDays',
    overtimeBaseItems: ['fx0'],
    items,
  };
}

/** Each person's archive: one segment, or (every tenth) an entry on the 16th. */
export function benchMembers(staffIds: readonly number[], month: string): PayrollMember[] {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
  return staffIds.map((staffId, n) => {
    const amounts: Record<string, string> = {};
    for (let i = 0; i < 20; i++) amounts[`fx${i}`] = String(i === 0 ? 8000 + (n % 97) * 10 : 100 + i);
    return {
      staffId,
      bankName: '招商银行',
      bankAccount: `6225${String(staffId).padStart(12, '0')}`,
      segments: [{ from: n % 10 === 0 ? `${month}-16` : `${month}-01`, to: last, amounts }],
    };
  });
}
