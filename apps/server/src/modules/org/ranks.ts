import { rankResource } from '@renli/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { defineResource } from '../../core/resources/define.ts';
import { heldByActiveStaff } from '../staff/records.ts';
import { positionRankMessages as m } from './messages.ts';
import { orgRecordsPolicy } from './org-policy.ts';
import { ranks } from './schema.ts';
import { duplicateName } from './unique-name.ts';

/**
 * Ranks at `/cCompRank`: names unique per company; removal deletes the row, refused while active
 * staff hold the rank (removed staff lose the reference through the foreign key).
 */
export const rankResourceDefinition = defineResource({
  contract: rankResource,
  table: ranks,
  tenant: 'compId',
  policy: orgRecordsPolicy,
  searchable: ['name'],
  softDelete: null,
  defaultSort: { field: 'level', order: 'ascend' },
  validate: (tx, actor, input, existing) =>
    duplicateName(
      tx,
      ranks,
      { compId: actor.compId, name: input.name, selfId: existing?.id },
      m['rank.duplicate'],
    ),
  async beforeDelete(tx, actor, rows) {
    const held = await heldByActiveStaff(
      tx,
      actor.compId,
      'rankId',
      rows.map((row) => row.id),
    );
    const rank = rows.find((row) => row.id === held);
    if (rank) throw badRequest(m['rank.hasStaff'], { name: rank.name });
  },
  sample: { create: () => ({ name: 'Sample rank', level: 1 }) },
});
