import type { AdminAccountCreate, adminAccountListQuerySchema } from '@renli/contracts';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containing } from '../../db/like.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { authMessages as m } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { platformAdmins } from './schema.ts';
import { revokeAdminSessions } from './sessions.ts';

/**
 * The platform's administrator accounts, managed from the back office's `/Set` page (routes in the
 * platform module).
 */
export function createAdminAccountService(db: Database) {
  const present = (row: typeof platformAdmins.$inferSelect, selfId: number) => ({
    id: row.id,
    loginCode: row.loginCode,
    name: row.name,
    status: row.status === 2 ? (2 as const) : (1 as const),
    createdAt: row.createdAt.toISOString(),
    self: row.id === selfId,
  });

  async function find(id: number) {
    const [row] = await db.select().from(platformAdmins).where(eq(platformAdmins.id, id));
    if (!row) throw notFound(m['adminAccount.notFound']);
    return row;
  }

  return {
    async list(selfId: number, query: z.output<typeof adminAccountListQuerySchema>) {
      const like = query.keyword ? containing(query.keyword) : null;
      const where = and(
        like ? or(ilike(platformAdmins.loginCode, like), ilike(platformAdmins.name, like)) : undefined,
        query.status ? eq(platformAdmins.status, query.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(platformAdmins)
          .where(where)
          .orderBy(asc(platformAdmins.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(platformAdmins).where(where),
      ]);
      return {
        list: rows.map((row) => present(row, selfId)),
        total: total?.n ?? 0,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      };
    },

    async create(selfId: number, input: AdminAccountCreate) {
      try {
        const [row] = await db
          .insert(platformAdmins)
          .values({
            loginCode: input.loginCode,
            name: input.name,
            passwordHash: await hashPassword(input.password),
          })
          .returning();
        return present(row!, selfId);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(m['adminAccount.duplicate'], { loginCode: input.loginCode });
        throw error;
      }
    },

    /** Disabling ends the account's sessions at once; nobody can disable themselves. */
    async setStatus(selfId: number, id: number, status: 1 | 2) {
      if (id === selfId && status === 2) throw badRequest(m['adminAccount.notSelf']);
      await find(id);
      await db.transaction(async (tx) => {
        await tx
          .update(platformAdmins)
          .set({ status, updatedAt: new Date() })
          .where(eq(platformAdmins.id, id));
        if (status === 2) await revokeAdminSessions(tx, id);
      });
    },

    /** A reset also ends the account's sessions: whoever knew the old password is logged out. */
    async resetPassword(id: number, password: string) {
      await find(id);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx
          .update(platformAdmins)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(platformAdmins.id, id));
        await revokeAdminSessions(tx, id);
      });
    },
  };
}
