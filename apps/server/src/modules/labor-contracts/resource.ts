import {
  type LaborContractPhase,
  LaborContractStatus,
  LaborContractType,
  laborContractResource,
} from '@renli/contracts';
import { and, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { badRequest } from '../../core/http/errors.ts';
import { defineResource } from '../../core/resources/define.ts';
import { containing } from '../../db/like.ts';
import { linkOrCreateStaffLogin } from '../auth/staff-logins.ts';
import { companyOwner } from '../company/service.ts';
import { activeStaffIdsByJobNoOrName, addStaffMember, staffIdsWhere } from '../staff/records.ts';
import { addDays, chinaToday } from './contract-dates.ts';
import { withEmploymentFacts } from './decorate.ts';
import { laborContractsMessages as m } from './messages.ts';
import { laborContractsPolicy } from './policy.ts';
import { renewContract } from './renew.ts';
import { laborContracts as c } from './schema.ts';
import { managedContractsScope } from './scope.ts';
import { contractProblems } from './validate.ts';

const { ACTIVE, TERMINATED, RENEWED } = LaborContractStatus;
const today = () => chinaToday(new Date());

/** The list's status filter: an active contract is expired once its end date is past (China). */
const PHASES: Record<LaborContractPhase, () => SQL> = {
  effective: () => and(eq(c.status, ACTIVE), or(isNull(c.endDate), gte(c.endDate, today())))!,
  expired: () => and(eq(c.status, ACTIVE), lt(c.endDate, today()))!,
  terminated: () => eq(c.status, TERMINATED),
  renewed: () => eq(c.status, RENEWED),
};

/**
 * 劳动合同 at `/staffContractCtl` (docs/product/labor-contracts.md): the kit mounts list, view,
 * create, change, remove, export, import, `changeStatus` (renew, terminate), the timeline and
 * comments, each limited to the caller's company and, for a scoped admin, to the HRM or HRO staff
 * they manage. Removal hides the row (its number may be used again).
 */
export const laborContractsResourceDefinition = defineResource({
  contract: laborContractResource,
  table: c,
  tenant: 'compId',
  // Besides the policy: reading needs the 'staff' column, writing an update grant on it.
  column: 'staff',
  policy: laborContractsPolicy,
  searchable: [],
  softDelete: { column: 'deleted', removed: 1 },
  defaultSort: { field: 'createdAt', order: 'descend' },
  customFilters: {
    searchText: (value) =>
      or(
        inArray(c.staffId, staffIdsWhere({ search: String(value) })),
        ilike(c.contractNo, containing(String(value))),
      )!,
    deptId: (value) => inArray(c.staffId, staffIdsWhere({ deptId: Number(value) })),
    employeeType: (value) => inArray(c.staffId, staffIdsWhere({ employeeTypes: [Number(value)] })),
    phase: (value) => PHASES[value as LaborContractPhase](),
    expiringWithin: (value) =>
      and(eq(c.status, ACTIVE), gte(c.endDate, today()), lte(c.endDate, addDays(today(), Number(value))))!,
    startFrom: (value) => gte(c.startDate, String(value)),
    startTo: (value) => lte(c.startDate, String(value)),
    endFrom: (value) => gte(c.endDate, String(value)),
    endTo: (value) => lte(c.endDate, String(value)),
  },
  actorScope: managedContractsScope,
  validate: contractProblems,
  async toColumns(tx, actor, input) {
    // The employer is the company unless the contract names another party (a subsidiary).
    if (input.party) return input;
    return { ...input, party: (await companyOwner(tx, actor.compId))?.compName ?? null };
  },
  // The kit passes the caller whenever it answers or exports rows.
  decorate: (db, rows, actor) => withEmploymentFacts(db, actor!.compId, rows, today()),
  lookups: {
    staffId: (tx, actor, names) => activeStaffIdsByJobNoOrName(tx, actor.compId, actor.managedTypes, names),
  },
  states: {
    field: 'status',
    transitions: [
      {
        name: 'renew',
        from: [ACTIVE],
        to: RENEWED,
        labelKey: m['laborContracts.renew'],
        guard: (_actor, row) =>
          row.endDate !== null && row.contractType !== LaborContractType.OPEN_ENDED
            ? true
            : m['laborContracts.renewOpenEnded'],
        effect: async (tx, actor, row, input) => {
          await renewContract(tx, actor, row, input);
          return undefined;
        },
      },
      {
        name: 'terminate',
        from: [ACTIVE],
        to: TERMINATED,
        labelKey: m['laborContracts.terminate'],
        effect: async (_tx, _actor, row, input) => {
          if (input.terminatedOn < row.startDate)
            throw badRequest(m['laborContracts.terminateBeforeStart'], { startDate: row.startDate });
          return { terminatedOn: input.terminatedOn, terminateReason: input.terminateReason };
        },
      },
    ],
  },
  // The isolation test's row: a contract of a staff member made for it in the owner's company.
  sample: {
    async seed(db, owner) {
      const compId = owner.compId!;
      const staffName = 'Sample contract staff';
      const login = await linkOrCreateStaffLogin(db, { compId, mobile: '13800009998', staffName });
      const staff = await addStaffMember(db, { compId, userId: login.userId, staffName });
      const [row] = await db
        .insert(c)
        .values({
          compId,
          staffId: staff.id,
          contractNo: 'SAMPLE-001',
          contractType: LaborContractType.FIXED,
          startDate: '2026-01-01',
          endDate: '2028-12-31',
        })
        .returning({ id: c.id });
      return row!.id;
    },
  },
});
