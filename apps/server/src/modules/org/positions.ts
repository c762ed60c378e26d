import { positionResource } from '@renli/contracts';
import { ne } from 'drizzle-orm';
import { defineResource } from '../../resources/define.ts';
import { resourceMessages } from '../../resources/messages.ts';
import { positionRankMessages as m } from './messages.ts';
import { orgRecordsPolicy } from './org-policy.ts';
import { isActiveOrgRecord } from './references.ts';
import { positions } from './schema.ts';
import { duplicateName } from './unique-name.ts';

const REMOVED = 2;

/** Positions at `/cCompPosition`: names unique among active positions, removal is status 2. */
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
  exportColumns: [
    { field: 'id', labelKey: resourceMessages['resource.field.id'], type: 'number' },
    { field: 'name', labelKey: m['position.field.name'] },
    { field: 'deptId', labelKey: m['position.field.deptId'], type: 'number' },
    { field: 'description', labelKey: m['position.field.description'] },
    { field: 'sort', labelKey: m['position.field.sort'], type: 'number' },
    { field: 'updatedAt', labelKey: resourceMessages['resource.field.updatedAt'] },
  ],
  sample: { create: () => ({ name: 'Sample position', sort: 1 }) },
});
