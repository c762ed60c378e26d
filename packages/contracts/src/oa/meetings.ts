import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { Label } from '../resources/fields.ts';
import { commentAttachmentSchema } from '../resources/resource.ts';

/** 会议 (Meetings, docs/product/oa-conference.md): rooms (`/meetingRoom/*`) and meetings (`/meeting/*`). */

export const MEETING_ROOM_NAME_MAX = 30;
export const MEETING_ROOM_LOCATION_MAX = 60;
export const MEETING_ROOM_CAPACITY_MAX = 1000;
export const MEETING_TITLE_MAX = 60;
export const MEETING_AGENDA_MAX = 2000;
export const MEETING_MINUTES_MAX = 10_000;
export const MEETING_PARTICIPANTS_MAX = 200;
export const MEETING_ATTACHMENTS_MAX = 9;
/** A meeting lasts at most 12 hours. */
export const MEETING_MAX_MINUTES = 12 * 60;
/** The chat's group calls are a mesh of at most 6 people (docs/chat.md, "Calls"). */
export const ONLINE_MEETING_MAX_PEOPLE = 6;
/** Reminders go out this long before a meeting starts. */
export const MEETING_REMIND_BEFORE_MINUTES = 15;

export const ROOM_EQUIPMENT = ['projector', 'tv', 'whiteboard', 'video', 'phone', 'microphone'] as const;
export const roomEquipmentSchema = z.enum(ROOM_EQUIPMENT);
export type RoomEquipment = z.infer<typeof roomEquipmentSchema>;
export const ROOM_EQUIPMENT_LABELS: Record<RoomEquipment, Label> = {
  projector: { 'zh-CN': '投影仪', en: 'Projector' },
  tv: { 'zh-CN': '电视屏', en: 'TV screen' },
  whiteboard: { 'zh-CN': '白板', en: 'Whiteboard' },
  video: { 'zh-CN': '视频会议', en: 'Video conferencing' },
  phone: { 'zh-CN': '会议电话', en: 'Conference phone' },
  microphone: { 'zh-CN': '麦克风', en: 'Microphones' },
};

export const MEETING_RESPONSES = ['pending', 'accepted', 'declined'] as const;
export const meetingResponseSchema = z.enum(MEETING_RESPONSES);
export type MeetingResponse = z.infer<typeof meetingResponseSchema>;

export const MEETING_STATUSES = ['scheduled', 'cancelled'] as const;
export const meetingStatusSchema = z.enum(MEETING_STATUSES);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;

const id = z.number().int().positive();
/** `HH:mm` of China's wall clock; `24:00` is the end of the day. */
const clock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'meetings.room.clockFormat');
const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();

export const meetingRoomSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  location: z.string(),
  capacity: z.number().int(),
  equipment: z.array(roomEquipmentSchema),
  openFrom: z.string(),
  openTo: z.string(),
  enabled: z.boolean(),
});
export type MeetingRoom = z.infer<typeof meetingRoomSchema>;

/** A room's booking on the day asked for (the time strip). */
export const roomBookingSchema = z.object({
  meetingId: z.number().int(),
  title: z.string(),
  organiserName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
});
export type RoomBooking = z.infer<typeof roomBookingSchema>;

export const roomDaySchema = meetingRoomSchema.extend({ bookings: z.array(roomBookingSchema) });
export type RoomDay = z.infer<typeof roomDaySchema>;

export const roomDayQuerySchema = z.object({
  /** China date; today when absent. */
  day: day.optional(),
  /** Disabled rooms too (administrators' list). */
  all: z.boolean().default(false),
});

export const saveRoomBodySchema = z
  .object({
    roomId: id.nullish(),
    name: z.string().trim().min(1, 'meetings.room.nameRequired').max(MEETING_ROOM_NAME_MAX),
    location: z.string().trim().max(MEETING_ROOM_LOCATION_MAX).default(''),
    capacity: z.number().int().min(1).max(MEETING_ROOM_CAPACITY_MAX),
    equipment: z.array(roomEquipmentSchema).max(ROOM_EQUIPMENT.length).default([]),
    openFrom: clock.default('08:00'),
    openTo: clock.default('22:00'),
    enabled: z.boolean().default(true),
  })
  .refine((room) => room.openFrom < room.openTo, {
    message: 'meetings.room.hoursOrder',
    path: ['openTo'],
  });
export type SaveRoomBody = z.input<typeof saveRoomBodySchema>;

export const meetingParticipantSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  response: meetingResponseSchema,
});
export type MeetingParticipant = z.infer<typeof meetingParticipantSchema>;

/** One meeting as a row of the lists. */
export const meetingSummarySchema = z.object({
  meetingId: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  online: z.boolean(),
  status: meetingStatusSchema,
  organiserUserId: z.number().int(),
  organiserName: z.string(),
  participantCount: z.number().int(),
  /** The caller's own answer; null for the organiser. */
  myResponse: meetingResponseSchema.nullable(),
});
export type MeetingSummary = z.infer<typeof meetingSummarySchema>;

export const meetingDetailSchema = meetingSummarySchema.extend({
  roomLocation: z.string().nullable(),
  agenda: z.string(),
  minutes: z.string(),
  minuteTakerUserId: z.number().int().nullable(),
  minuteTakerName: z.string().nullable(),
  attachments: z.array(commentAttachmentSchema),
  participants: z.array(meetingParticipantSchema),
  /** The online meeting's chat group, once someone has joined. */
  chatGroupId: z.string().nullable(),
  canEdit: z.boolean(),
  canWriteMinutes: z.boolean(),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

export const meetingListBodySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  /** Online meetings only (the `online` tab). */
  online: z.boolean().default(false),
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type MeetingListBody = z.input<typeof meetingListBodySchema>;

export const saveMeetingBodySchema = z
  .object({
    meetingId: id.nullish(),
    title: z.string().trim().min(1, 'meetings.titleRequired').max(MEETING_TITLE_MAX),
    startAt: instant,
    endAt: instant,
    roomId: id.nullish(),
    online: z.boolean().default(false),
    participantUserIds: z.array(id).max(MEETING_PARTICIPANTS_MAX).default([]),
    minuteTakerUserId: id.nullish(),
    agenda: z.string().trim().max(MEETING_AGENDA_MAX).default(''),
    attachments: z.array(commentAttachmentSchema).max(MEETING_ATTACHMENTS_MAX).default([]),
  })
  .refine((m) => Date.parse(m.endAt) > Date.parse(m.startAt), {
    message: 'meetings.endBeforeStart',
    path: ['endAt'],
  })
  .refine((m) => Date.parse(m.endAt) - Date.parse(m.startAt) <= MEETING_MAX_MINUTES * 60_000, {
    message: 'meetings.tooLong',
    path: ['endAt'],
  });
export type SaveMeetingBody = z.input<typeof saveMeetingBodySchema>;

const meetingIdBody = z.object({ meetingId: id });

const R = '/meetingRoom';
const M = '/meeting';

export const meetingsEndpoints = defineEndpoints('meetings', {
  rooms: {
    method: 'POST',
    path: `${R}/list`,
    access: 'user',
    summary: 'The company’s meeting rooms with their bookings on one China day (disabled ones for OA admins)',
    body: roomDayQuerySchema,
    data: z.object({ day: z.string(), list: z.array(roomDaySchema) }),
  },
  saveRoom: {
    method: 'POST',
    path: `${R}/save`,
    access: 'user',
    summary: 'OA admins: adds or changes a meeting room (names unique in the company)',
    body: saveRoomBodySchema,
    data: meetingRoomSchema,
  },
  deleteRoom: {
    method: 'POST',
    path: `${R}/delete`,
    access: 'user',
    summary: 'OA admins: removes a room nobody has booked (a booked one is disabled instead)',
    body: z.object({ roomId: id }),
    data: z.object({ deleted: z.number().int() }),
  },
  list: {
    method: 'POST',
    path: `${M}/list`,
    access: 'user',
    summary: 'The caller’s meetings (organised or invited to), upcoming or past',
    body: meetingListBodySchema,
    data: z.object({
      list: z.array(meetingSummarySchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  detail: {
    method: 'POST',
    path: `${M}/detail`,
    access: 'user',
    summary: 'One meeting, for its organiser and participants (404 for anyone else)',
    body: meetingIdBody,
    data: meetingDetailSchema,
  },
  save: {
    method: 'POST',
    path: `${M}/save`,
    access: 'user',
    summary: 'Schedules a meeting (booking its room, refusing clashes) or changes one (its organiser)',
    body: saveMeetingBodySchema,
    data: meetingDetailSchema,
  },
  cancel: {
    method: 'POST',
    path: `${M}/cancel`,
    access: 'user',
    summary: 'The organiser cancels a meeting; its room is free again and participants are told',
    body: meetingIdBody,
    data: meetingDetailSchema,
  },
  respond: {
    method: 'POST',
    path: `${M}/respond`,
    access: 'user',
    summary: 'A participant accepts or declines',
    body: z.object({ meetingId: id, response: z.enum(['accepted', 'declined']) }),
    data: meetingDetailSchema,
  },
  saveMinutes: {
    method: 'POST',
    path: `${M}/saveMinutes`,
    access: 'user',
    summary: 'The organiser or the minute-taker writes the minutes',
    body: z.object({ meetingId: id, minutes: z.string().trim().max(MEETING_MINUTES_MAX) }),
    data: meetingDetailSchema,
  },
  join: {
    method: 'POST',
    path: `${M}/join`,
    access: 'user',
    summary: 'A participant of an online meeting opens it: the meeting’s chat group (made on first join)',
    body: meetingIdBody,
    data: z.object({ groupId: z.string() }),
  },
});
