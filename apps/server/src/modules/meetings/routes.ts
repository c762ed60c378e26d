import { meetingsEndpoints as api } from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { AppError } from '../../core/http/errors.ts';
import { sweep } from '../../core/sweep.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { remindMeetings } from './reminders.ts';
import { deleteRoom, roomsOnDay, saveRoom } from './rooms.ts';
import {
  cancelMeeting,
  meetingDetail,
  meetingList,
  onlineMeetingGroup,
  recordMeetingGroup,
  respondToMeeting,
  saveMeeting,
  saveMinutes,
} from './service.ts';

type Request = Parameters<typeof userAuth>[0];

/** Everyone of the company with the 办公 column open; OA administrators hold `update` on it. */
async function oaPerson(db: DbOrTx, request: Request): Promise<CompanyActor> {
  const actor = await resolveCompanyActor(db, userAuth(request));
  await requireColumn(db, actor, 'oa', 'read');
  return actor;
}

async function oaAdmin(db: DbOrTx, request: Request): Promise<CompanyActor> {
  const actor = await resolveCompanyActor(db, userAuth(request));
  await requireColumn(db, actor, 'oa', 'update');
  return actor;
}

async function isOaAdmin(db: DbOrTx, request: Request): Promise<boolean> {
  return oaAdmin(db, request).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.status === 403) return false;
      throw error;
    },
  );
}

/** 会议: rooms (`/meetingRoom/*`) and meetings (`/meeting/*`), docs/product/oa-conference.md. */
export const meetingsRoutes: AppModule = async (app, deps) => {
  const { db } = deps;
  serve(app, api.rooms, async ({ body }, request) => {
    const actor = await oaPerson(db, request);
    return roomsOnDay(db, actor.compId, body.day, body.all && (await isOaAdmin(db, request)));
  });
  serve(app, api.saveRoom, async ({ body }, request) => saveRoom(db, await oaAdmin(db, request), body));
  serve(app, api.deleteRoom, async ({ body }, request) =>
    deleteRoom(db, await oaAdmin(db, request), body.roomId),
  );

  serve(app, api.list, async ({ body }, request) => meetingList(db, await oaPerson(db, request), body));
  serve(app, api.detail, async ({ body }, request) =>
    meetingDetail(db, await oaPerson(db, request), body.meetingId),
  );
  serve(app, api.save, async ({ body }, request) => saveMeeting(db, await oaPerson(db, request), body));
  serve(app, api.cancel, async ({ body }, request) =>
    cancelMeeting(db, await oaPerson(db, request), body.meetingId),
  );
  serve(app, api.respond, async ({ body }, request) =>
    respondToMeeting(db, await oaPerson(db, request), body.meetingId, body.response),
  );
  serve(app, api.saveMinutes, async ({ body }, request) =>
    saveMinutes(db, await oaPerson(db, request), body.meetingId, body.minutes),
  );
  serve(app, api.join, async ({ body }, request) => {
    const actor = await oaPerson(db, request);
    const group = await onlineMeetingGroup(db, actor, body.meetingId);
    await deps.events.emit('chat.groupWanted', group);
    await recordMeetingGroup(db, actor.compId, body.meetingId, group.groupId);
    return { groupId: group.groupId };
  });

  await sweep('meetings.remind', 60_000, ({ db }) => remindMeetings(db))(app, deps);
};
