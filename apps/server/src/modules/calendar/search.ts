import { type OaSearchFound, searchSnippet } from '@renli/contracts';
import { and, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { eventLink } from './edit.ts';
import { calendarAttendees, calendarEvents, calendarShares } from './schema.ts';

/**
 * Events the actor sees whole (`eventView` = 'full'): their own, those they are invited to, and a
 * colleague's shared with them with details when the event is not busy-only. A busy block's title is
 * never searched. Matches the title, the location or the description; latest start first.
 */
export async function searchEventsForPerson(
  db: DbOrTx,
  actor: CompanyActor,
  q: string,
  limit: number,
): Promise<OaSearchFound> {
  const pattern = containing(q);
  const invited = exists(
    db
      .select({ one: sql`1` })
      .from(calendarAttendees)
      .where(
        and(eq(calendarAttendees.eventId, calendarEvents.id), eq(calendarAttendees.userId, actor.userId)),
      ),
  );
  const sharedWithDetails = and(
    eq(calendarEvents.visibility, 'details'),
    exists(
      db
        .select({ one: sql`1` })
        .from(calendarShares)
        .where(
          and(
            eq(calendarShares.compId, actor.compId),
            eq(calendarShares.userId, calendarEvents.ownerId),
            eq(calendarShares.viewerId, actor.userId),
            eq(calendarShares.level, 'details'),
          ),
        ),
    ),
  );
  const rows = await db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      location: calendarEvents.location,
      description: calendarEvents.description,
      startAt: calendarEvents.startAt,
    })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.compId, actor.compId),
        or(eq(calendarEvents.ownerId, actor.userId), invited, sharedWithDetails),
        or(
          ilike(calendarEvents.title, pattern),
          ilike(calendarEvents.location, pattern),
          ilike(calendarEvents.description, pattern),
        ),
      ),
    )
    .orderBy(desc(calendarEvents.startAt), desc(calendarEvents.id))
    .limit(limit + 1);
  return {
    hits: rows.slice(0, limit).map((row) => ({
      id: row.id,
      title: row.title,
      snippet: searchSnippet(`${row.location} ${row.description}`, q),
      time: row.startAt.toISOString(),
      link: eventLink(row.id),
    })),
    more: rows.length > limit,
  };
}
