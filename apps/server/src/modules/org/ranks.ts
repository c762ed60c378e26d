import { rankResource } from '@renli/contracts';
import { defineResource } from '../../resources/define.ts';
import { resourceMessages } from '../../resources/messages.ts';
import { positionRankMessages as m } from './messages.ts';
import { orgRecordsPolicy } from './org-policy.ts';
import { ranks } from './schema.ts';
import { duplicateName } from './unique-name.ts';

/** Ranks at `/cCompRank`: names unique per company, removal deletes the row. */
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
  exportColumns: [
    { field: 'id', labelKey: resourceMessages['resource.field.id'], type: 'number' },
    { field: 'name', labelKey: m['rank.field.name'] },
    { field: 'level', labelKey: m['rank.field.level'], type: 'number' },
    { field: 'description', labelKey: m['rank.field.description'] },
    { field: 'updatedAt', labelKey: resourceMessages['resource.field.updatedAt'] },
  ],
  sample: { create: () => ({ name: 'Sample rank', level: 1 }) },
});
