import type { CommentEntry } from '@renli/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { ResolveActorNames } from '../actor.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { translate } from '../i18n/index.ts';
import { type AnyActor, auditNameOf, authorOf } from './actors.ts';
import type { AnyResource } from './define.ts';
import { resourceMessages as m } from './messages.ts';
import { resourceComments } from './schema.ts';
import type { Caller, ResourceService } from './service.ts';

/** How many comments one record shows: a discussion longer than this belongs elsewhere. */
export const COMMENT_LIMIT = 500;

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * Comments on a record's timeline (docs/modules.md, "Comments"). Whoever may see the row and comment
 * on it (the policy's 'comment') reads and writes them; only the author removes one. A company's
 * comments are kept to that company even when several companies can see one record.
 */
/** Which of these file addresses the login uploaded itself (the files module answers, docs/product/files.md). */
export type OwnUploads = (db: DbOrTx, userId: number, urls: readonly string[]) => Promise<Set<string>>;

export function createCommentService(
  db: Database,
  resource: AnyResource,
  service: ResourceService,
  names: ResolveActorNames,
  ownUploads: OwnUploads,
) {
  const kind = auditNameOf(resource);
  const author = (actor: AnyActor) => authorOf(resource, actor);
  const sameAuthor = (actor: AnyActor) => {
    const { adminId, userId } = author(actor);
    return adminId !== null ? eq(resourceComments.adminId, adminId) : eq(resourceComments.userId, userId!);
  };
  const inCompany = (actor: AnyActor) => {
    const { compId } = author(actor);
    return compId === null ? undefined : eq(resourceComments.compId, compId);
  };

  return {
    async list(caller: Caller, id: number): Promise<CommentEntry[]> {
      await service.selectById(caller, id);
      const rows = await db
        .select()
        .from(resourceComments)
        .where(
          and(
            eq(resourceComments.resource, kind),
            eq(resourceComments.recordId, id),
            inCompany(caller.actor),
          ),
        )
        .orderBy(asc(resourceComments.at), asc(resourceComments.id))
        .limit(COMMENT_LIMIT);
      const known = await names(db, {
        userIds: unique(rows.map((r) => (r.adminId === null ? r.userId : null))),
        adminIds: unique(rows.map((r) => r.adminId)),
      });
      const me = author(caller.actor);
      const unknown = translate(caller.locale, m['resource.timeline.unknownAuthor']);
      return rows.map((row) => {
        const admin = row.adminId !== null;
        return {
          id: row.id,
          at: row.at.toISOString(),
          who: (admin ? known.admins.get(row.adminId!) : known.users.get(row.userId ?? -1)) ?? unknown,
          whoKind: admin ? 'admin' : 'user',
          body: row.body,
          attachments: row.attachments,
          mine: admin ? row.adminId === me.adminId : row.userId === me.userId && me.adminId === null,
        };
      });
    },

    async add(caller: Caller, input: { id: number; body: string; attachments: CommentEntry['attachments'] }) {
      await service.selectById(caller, input.id);
      const { compId, userId, adminId } = author(caller.actor);
      // A person attaches only their own uploads, never a link to someone else's file; platform
      // administrators' files are the back office's own.
      if (adminId === null && userId !== null && input.attachments.length > 0) {
        const owned = await ownUploads(
          db,
          userId,
          input.attachments.map((file) => file.url),
        );
        const foreign = input.attachments.find((file) => !owned.has(file.url));
        if (foreign) throw badRequest(m['resource.comment.notOwnFile'], { name: foreign.name });
      }
      const [row] = await db
        .insert(resourceComments)
        .values({
          compId,
          userId,
          adminId,
          resource: kind,
          recordId: input.id,
          body: input.body,
          attachments: input.attachments,
        })
        .returning({ id: resourceComments.id });
      return { id: row!.id };
    },

    /** Removes the caller's own comment; another's (or one of another record kind) is not found. */
    async remove(caller: Caller, commentId: number) {
      const removed = await db
        .delete(resourceComments)
        .where(
          and(
            eq(resourceComments.id, commentId),
            eq(resourceComments.resource, kind),
            sameAuthor(caller.actor),
            inCompany(caller.actor),
          ),
        )
        .returning({ id: resourceComments.id });
      if (removed.length === 0) throw notFound(m['resource.comment.notFound']);
      return { deleted: removed.length };
    },
  };
}
