import { positionResource } from '@renli/contracts';
import { ne } from 'drizzle-orm';
import { badRequest } from '../../core/http/errors.ts';
import { defineResource } from '../../core/resources/define.ts';
import { heldByActiveStaff } from '../staff/records.ts';
import { positionRankMessages as m } from './messages.ts';
import { orgRecordsPolicy } from './org-policy.ts';
import { activeOrgRecordIdsByName, isActiveOrgRecord, withOrgRecordName } from './references.ts';
import { positions } from './schema.ts';
import { duplicateName } from './unique-name.ts';

const REMOVED = 2;

/**
 * Positions at `/cCompPosition`: names unique among active positions, removal is status 2 and is
 * refused while active staff hold the position (as for departments and ranks).
 */
export const positionResourceDefinition = defineResource({
  contract: positionResource,
  table: positions,
  tenant: 'compId',
  policy: orgRecordsPolicy,
  searchable: ['name'],
  softDelete: { column: 'status', removed: REMOVED },
  defaultSort: { field: 'sort', order: 'ascend' },
  async validate(tx, actor, input, existing) {
    const problems = await duplicateName(
      tx,
      positions,
      { compId: actor.compId, name: input.name, selfId: existing?.id, scope: ne(positions.status, REMOVED) },
      m['position.duplicate'],
    );
    if (input.deptId != null && !(await isActiveOrgRecord(tx, actor.compId, 'department', input.deptId))) {
      problems.push({ field: 'deptId', key: m['position.deptNotFound'] });
    }
    return problems;
  },
  decorate: withOrgRecordName('department', 'deptId', 'deptName'),
  lookups: {
    deptId: (tx, actor, names) => activeOrgRecordIdsByName(tx, actor.compId, 'department', names),
  },
  async beforeDelete(tx, actor, rows) {
    const held = await heldByActiveStaff(
      tx,
      actor.compId,
      'positionId',
      rows.map((row) => row.id),
    );
    const position = rows.find((row) => row.id === held);
    if (position) throw badRequest(m['position.hasStaff'], { name: position.name });
  },
  sample: { create: () => ({ name: 'Sample position', sort: 1 }) },
});
