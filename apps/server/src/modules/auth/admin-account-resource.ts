import { adminAccountResource } from '@renli/contracts';
import { eq, ilike, or } from 'drizzle-orm';
import { conflict } from '../../core/http/errors.ts';
import { defineResource } from '../../core/resources/define.ts';
import { onOffTransitions } from '../../core/resources/on-off.ts';
import { containing } from '../../db/like.ts';
import { authAdminMessages } from './admin-messages.ts';
import { authMessages as m } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { platformAdmins } from './schema.ts';
import { revokeAdminSessions } from './sessions.ts';

const OPEN = 1;
const CLOSED = 2;

/**
 * The platform's administrator accounts (`#/Set`): a platform resource over auth's table. Adding one
 * takes its initial password (MD5 from the client, scrypt here); closing one ends its sessions, and
 * nobody closes their own. Resetting a password is the module's own endpoint.
 */
export const adminAccountResourceDefinition = defineResource({
  scope: 'platform',
  contract: adminAccountResource,
  table: platformAdmins,
  policy: () => true,
  searchable: [],
  customFilters: {
    keyword: (value) => {
      const pattern = containing(String(value));
      return or(ilike(platformAdmins.loginCode, pattern), ilike(platformAdmins.name, pattern))!;
    },
  },
  softDelete: null,
  defaultSort: { field: 'id', order: 'ascend' },
  async toColumns(tx, _actor, input) {
    const loginCode = input.loginCode!;
    const [taken] = await tx
      .select({ id: platformAdmins.id })
      .from(platformAdmins)
      .where(eq(platformAdmins.loginCode, loginCode));
    if (taken) throw conflict(m['adminAccount.duplicate'], { loginCode });
    return { loginCode, name: input.name, passwordHash: await hashPassword(input.password!) };
  },
  states: {
    field: 'status',
    transitions: onOffTransitions({
      on: OPEN,
      off: CLOSED,
      labels: {
        disable: authAdminMessages['adminLogin.disable'],
        enable: authAdminMessages['adminLogin.enable'],
      },
      guardDisable: (actor, row) => (row.id === actor.adminId ? m['adminAccount.notSelf'] : true),
      onDisable: (tx, row) => revokeAdminSessions(tx, row.id),
    }),
  },
  /** "This is you": the caller's own account, which it cannot close from here. */
  decorate: async (_db, rows, actor) => rows.map((row) => ({ ...row, self: row.id === actor?.adminId })),
  sample: {
    async seed(db) {
      const [row] = await db
        .insert(platformAdmins)
        .values({ loginCode: 'sample-admin@renli.test', passwordHash: '-', name: 'Sample' })
        .returning({ id: platformAdmins.id });
      return row!.id;
    },
  },
});
