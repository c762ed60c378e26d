import { type OaSearchFound, searchSnippet } from '@renli/contracts';
import { and, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { meetingParticipants, meetings } from './schema.ts';
import { meetingLink } from './service.ts';

/**
 * Meetings the actor organises or is invited to (the rule of the meeting lists and detail) whose
 * title, agenda or minutes contain `q`; latest start first, cancelled ones included as the lists
 * show them. The link opens the meeting (online ones their join page).
 */
export async function searchMeetingsForPerson(
  db: DbOrTx,
  actor: CompanyActor,
  q: string,
  limit: number,
): Promise<OaSearchFound> {
  const pattern = containing(q);
  const rows = await db
    .select({
      id: meetings.id,
      title: meetings.title,
      online: meetings.online,
      agenda: meetings.agenda,
      minutes: meetings.minutes,
      startAt: meetings.startAt,
    })
    .from(meetings)
    .where(
      and(
        eq(meetings.compId, actor.compId),
        or(
          eq(meetings.organiserUserId, actor.userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(meetingParticipants)
              .where(
                and(
                  eq(meetingParticipants.meetingId, meetings.id),
                  eq(meetingParticipants.userId, actor.userId),
                ),
              ),
          ),
        ),
        or(ilike(meetings.title, pattern), ilike(meetings.agenda, pattern), ilike(meetings.minutes, pattern)),
      ),
    )
    .orderBy(desc(meetings.startAt), desc(meetings.id))
    .limit(limit + 1);
  return {
    hits: rows.slice(0, limit).map((row) => ({
      id: row.id,
      title: row.title,
      snippet: searchSnippet(`${row.agenda} ${row.minutes}`, q),
      time: row.startAt.toISOString(),
      link: meetingLink(row),
    })),
    more: rows.length > limit,
  };
}
