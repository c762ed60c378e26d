import { EmployeeType, LaborContractStatus } from '@renli/contracts';
import { and, asc, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import { companyOwner } from '../company/service.ts';
import { createReminder } from '../notifications/service.ts';
import { staffAdminLogins, staffFacts } from '../staff/records.ts';
import { addDays } from './contract-dates.ts';
import { laborContractsMessages as m } from './messages.ts';
import { daysLeft, dueReminder } from './rules.ts';
import { laborContracts as c, laborContractReminders as sent } from './schema.ts';

// Expiry reminders (docs/product/labor-contracts.md, "Expiry reminders"): a periodic sweep tells HR
// about active contracts ending within 60 and within 30 days, once per contract, window and end
// date. Each contract is handled in its own transaction under its row lock; a row another server
// process holds is skipped (that process handles it), and the window's row in
// `labor_contract_reminders` is written with the bell reminders, so nothing is sent twice.

/** How often the module sweeps: the windows are days, an hour's delay is harmless. */
export const EXPIRY_SWEEP_INTERVAL_MS = 3_600_000;
/** Contracts one sweep handles at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;
const WIDEST_WINDOW = 60;
const NARROW_WINDOW = 30;

/**
 * Active contracts ending from `today` to 60 days on whose current window has not been announced:
 * the window is 30 days from 30 days before the end, else 60 (rules.ts `dueReminder` decides).
 */
const unannounced = (today: string) => {
  // The windows are the module's constants, written into the statement (a parameter would be text).
  const window = sql`case when ${c.endDate} <= ${addDays(today, NARROW_WINDOW)} then ${sql.raw(String(NARROW_WINDOW))} else ${sql.raw(String(WIDEST_WINDOW))} end`;
  return and(
    eq(c.status, LaborContractStatus.ACTIVE),
    eq(c.deleted, 0),
    gte(c.endDate, today),
    lte(c.endDate, addDays(today, WIDEST_WINDOW)),
    notExists(
      new QueryBuilder()
        .select({ one: sql`1` })
        .from(sent)
        .where(and(eq(sent.contractId, c.id), eq(sent.endDate, c.endDate), lte(sent.withinDays, window))),
    ),
  );
};

/** Reminds HR of every contract due on `today` (China's date); answers how many contracts it announced. */
export async function sweepContractExpiries(db: Database, today: string): Promise<number> {
  const due = await db
    .select({ id: c.id })
    .from(c)
    .where(unannounced(today))
    .orderBy(asc(c.endDate), asc(c.id))
    .limit(SWEEP_BATCH);
  let announced = 0;
  for (const { id } of due) if (await db.transaction((tx) => announce(tx, id, today))) announced++;
  return announced;
}

/** The company account and the staff admins whose scope covers the employee's type. */
async function hrOf(tx: Tx, compId: number, employeeType: number): Promise<number[]> {
  const owner = await companyOwner(tx, compId);
  const admins = await staffAdminLogins(tx, compId);
  const people = [
    ...(owner ? [owner.ownerUserId] : []),
    ...admins.filter((admin) => admin.managedTypes.includes(employeeType)).map((admin) => admin.userId),
  ];
  return [...new Set(people)];
}

async function announce(tx: Tx, id: number, today: string): Promise<boolean> {
  const [contract] = await tx
    .select()
    .from(c)
    .where(and(eq(c.id, id), eq(c.status, LaborContractStatus.ACTIVE), eq(c.deleted, 0)))
    .for('update', { skipLocked: true });
  if (!contract?.endDate) return false;
  const windows = await tx
    .select({ withinDays: sent.withinDays })
    .from(sent)
    .where(and(eq(sent.contractId, id), eq(sent.endDate, contract.endDate)));
  const within = dueReminder(
    daysLeft(contract.endDate, today),
    windows.map((w) => w.withinDays),
  );
  if (within === null) return false;
  await tx.insert(sent).values({ contractId: id, withinDays: within, endDate: contract.endDate });
  const staff = (await staffFacts(tx, contract.compId, [contract.staffId])).get(contract.staffId);
  const employeeType = staff?.employeeType ?? EmployeeType.HRM;
  for (const userId of await hrOf(tx, contract.compId, employeeType)) {
    await createReminder(tx, {
      userId,
      compId: contract.compId,
      type: 'staff',
      titleKey: m['remind.laborContracts.expiring.title'],
      contentKey: m['remind.laborContracts.expiring.content'],
      params: {
        within,
        staffName: staff?.staffName ?? '',
        jobNo: staff?.jobNo ?? '—',
        contractNo: contract.contractNo,
        endDate: contract.endDate,
      },
      link: `#/staff/laborcontract/${employeeType === EmployeeType.HRO ? 'hro' : 'hrm'}`,
    });
  }
  return true;
}
