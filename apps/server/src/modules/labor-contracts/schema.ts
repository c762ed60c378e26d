import type { CommentAttachment } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../company/schema.ts';
import { companyStaff } from '../staff/schema.ts';

/**
 * 劳动合同 (docs/product/labor-contracts.md): one row per contract of an employment, i.e. of one
 * staff record (a re-hired person has a new record, so a new employment). After a change here run
 * `npm run db:generate -- --name <what-changed>`.
 */
export const laborContracts = pgTable(
  'labor_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    contractNo: text('contract_no').notNull(),
    /** 1 固定期限, 2 无固定期限, 3 以完成一定工作任务为期限. */
    contractType: smallint('contract_type').notNull(),
    /** 1 新签, 2 续签, 3 变更. */
    signKind: smallint('sign_kind').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Empty for open-ended contracts, and for task contracts whose end is not known. */
    endDate: date('end_date', { mode: 'string' }),
    probationMonths: smallint('probation_months').notNull().default(0),
    signDate: date('sign_date', { mode: 'string' }),
    party: text('party'),
    workLocation: text('work_location'),
    remarks: text('remarks'),
    attachments: jsonb('attachments').$type<CommentAttachment[]>().notNull().default([]),
    /** 1 生效中, 2 已终止, 3 已续签; only the resource's transitions change it. */
    status: smallint('status').notNull().default(1),
    terminatedOn: date('terminated_on', { mode: 'string' }),
    terminateReason: text('terminate_reason'),
    /** 1 once removed: hidden everywhere, its number free again. */
    deleted: smallint('deleted').notNull().default(0),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('labor_contracts_no_uq').on(t.compId, t.contractNo).where(sql`${t.deleted} = 0`),
    // The list's default order, a page at a time (docs/modules.md, "List performance").
    index('labor_contracts_list_idx').on(t.compId, t.createdAt, t.id),
    // An employment's contracts: sequence, overlap and probation rules read them on every write.
    index('labor_contracts_staff_idx').on(t.staffId, t.startDate),
    // The expiry sweep and the "ending within" filters: active contracts by end date.
    index('labor_contracts_expiry_idx').on(t.endDate).where(sql`${t.status} = 1 and ${t.deleted} = 0`),
  ],
);

/**
 * Which expiry reminders were sent (docs/product/labor-contracts.md, "Expiry reminders"): one row
 * per contract, window and end date, so a contract is announced once per window, and again if its
 * end date moves.
 */
export const laborContractReminders = pgTable(
  'labor_contract_reminders',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => laborContracts.id),
    /** 30 or 60 (days before the end date). */
    withinDays: smallint('within_days').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.withinDays, t.endDate] })],
);
