import { adminPersonResource, UserType } from '@renli/contracts';
import { eq, ilike, or } from 'drizzle-orm';
import { defineResource } from '../../core/resources/define.ts';
import { onOffTransitions } from '../../core/resources/on-off.ts';
import { containing } from '../../db/like.ts';
import { authAdminMessages as m } from './admin-messages.ts';
import { users } from './schema.ts';
import { revokeUserSessions } from './sessions.ts';

const OPEN = 1;
const CLOSED = 2;

/**
 * Personal logins (job seekers, and people who are staff somewhere) for the back office
 * (`#/Members/Person`): a platform resource over auth's table. Closing a login ends its sessions in
 * the same transaction; company accounts close with their company instead.
 */
export const adminPersonResourceDefinition = defineResource({
  scope: 'platform',
  contract: adminPersonResource,
  table: users,
  policy: () => true,
  actorScope: async () => eq(users.userType, UserType.PERSON),
  aliases: [{ path: '/admin/person/selectList', operation: 'selectPage' }],
  searchable: [],
  customFilters: {
    keyword: (value) => {
      const pattern = containing(String(value));
      return or(ilike(users.loginCode, pattern), ilike(users.userName, pattern))!;
    },
  },
  softDelete: null,
  defaultSort: { field: 'id', order: 'descend' },
  states: {
    field: 'status',
    transitions: onOffTransitions({
      on: OPEN,
      off: CLOSED,
      labels: { disable: m['adminLogin.disable'], enable: m['adminLogin.enable'] },
      onDisable: (tx, row) => revokeUserSessions(tx, row.id),
    }),
  },
  present: (row) => ({ userId: row.id }),
  sample: {
    async seed(db) {
      const [row] = await db
        .insert(users)
        .values({
          loginCode: 'sample-person@renli.test',
          passwordHash: '-',
          userType: UserType.PERSON,
          userName: 'Sample',
        })
        .returning({ id: users.id });
      return row!.id;
    },
  },
});
