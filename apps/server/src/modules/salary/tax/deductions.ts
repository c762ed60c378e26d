import { specialDeductionResource } from '@renli/contracts';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { ResourceActor } from '../../../core/actor.ts';
import { defineResource, type FieldProblem } from '../../../core/resources/define.ts';
import type { Tx } from '../../../db/client.ts';
import { linkOrCreateStaffLogin } from '../../auth/staff-logins.ts';
import { activeStaffIdsByJobNoOrName, addStaffMember, staffIdsWhere } from '../../staff/records.ts';
import {
  type DeductionTerms,
  deductionProblems,
  EXCLUSIVE,
  monthlyAmountOf,
  spansOverlap,
} from './deduction-rules.ts';
import { taxMessages as m } from './messages.ts';
import { salaryTaxDeductions as d } from './schema.ts';
import { managedStaffRows, unmanagedStaffProblem, withStaffNames } from './staff-scope.ts';

type Row = typeof d.$inferSelect;

/** A stored row's terms (the numeric amount read as a string). */
export const termsOf = (row: Row): DeductionTerms => ({
  kind: row.kind as DeductionTerms['kind'],
  childCount: row.childCount,
  sharePercent: row.sharePercent,
  educationType: row.educationType as DeductionTerms['educationType'],
  cityTier: row.cityTier,
  onlyChild: row.onlyChild,
  amount: row.amount,
  startMonth: row.startMonth,
  endMonth: row.endMonth,
});

/** Housing loan and rent exclusive: another record of the other kind for the staff member sharing a month. */
async function exclusiveProblem(tx: Tx, compId: number, staffId: number, terms: DeductionTerms, id?: number) {
  const other = EXCLUSIVE[terms.kind];
  if (!other) return null;
  const rows = await tx
    .select()
    .from(d)
    .where(
      and(
        eq(d.compId, compId),
        eq(d.staffId, staffId),
        eq(d.kind, other),
        id === undefined ? undefined : ne(d.id, id),
      ),
    );
  return rows.some((row) => spansOverlap(termsOf(row), terms))
    ? ({ field: 'kind', key: m['tax.housingExclusive'] } satisfies FieldProblem)
    : null;
}

/**
 * 专项附加扣除 at `/tax/specialDeduction` (docs/product/salary.md, "Income tax"): HR's list, form,
 * import and export of each staff member's deductions, within the employee types they manage. The
 * monthly amount follows from the kind and details by the current standards.
 */
export const specialDeductionResourceDefinition = defineResource({
  contract: specialDeductionResource,
  table: d,
  tenant: 'compId',
  column: 'salary',
  policy: (actor: ResourceActor) => actor.isCompany || actor.staffAdmin,
  searchable: [],
  softDelete: null,
  defaultSort: [
    { field: 'startMonth', order: 'descend' },
    { field: 'createdAt', order: 'descend' },
  ],
  customFilters: {
    searchText: (value): SQL => inArray(d.staffId, staffIdsWhere({ search: String(value) })),
    employeeType: (value): SQL => inArray(d.staffId, staffIdsWhere({ employeeTypes: [Number(value)] })),
  },
  actorScope: async (_db, actor) => managedStaffRows(d.staffId, actor),
  async validate(tx, actor, input, existing) {
    const merged = {
      ...existing,
      ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    };
    const terms: DeductionTerms = {
      kind: merged.kind!,
      childCount: merged.childCount ?? null,
      sharePercent: merged.sharePercent ?? null,
      educationType: merged.educationType ?? null,
      cityTier: merged.cityTier ?? null,
      onlyChild: merged.onlyChild ?? null,
      amount: merged.amount ?? null,
      startMonth: merged.startMonth!,
      endMonth: merged.endMonth ?? null,
    };
    const staffId = merged.staffId!;
    const staff = input.staffId === undefined ? null : await unmanagedStaffProblem(tx, actor, staffId);
    if (staff) return [staff];
    const exclusive = await exclusiveProblem(tx, actor.compId, staffId, terms, existing?.id);
    return [...deductionProblems(terms), ...(exclusive ? [exclusive] : [])];
  },
  present: (row) => ({ monthlyAmount: monthlyAmountOf(termsOf(row)) }),
  decorate: (db, rows, actor) => withStaffNames(db, actor!.compId, rows),
  lookups: {
    staffId: (tx, actor, names) => activeStaffIdsByJobNoOrName(tx, actor.compId, actor.managedTypes, names),
  },
  sample: {
    async seed(db, owner) {
      const compId = owner.compId!;
      const staffName = 'Sample deduction staff';
      const login = await linkOrCreateStaffLogin(db, { compId, mobile: '13800009997', staffName });
      const staff = await addStaffMember(db, { compId, userId: login.userId, staffName });
      const [row] = await db
        .insert(d)
        .values({ compId, staffId: staff.id, kind: 'housingRent', cityTier: 1, startMonth: '2026-01' })
        .returning({ id: d.id });
      return row!.id;
    },
  },
});
