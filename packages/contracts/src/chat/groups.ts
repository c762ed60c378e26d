import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { GROUP_ROLES, GROUP_TYPES, JOIN_OPTIONS, JOIN_STATUS } from './types.ts';

/** Protocol of groups, members and join applications (issue 4): merged by protocol.ts. */

const groupID = z.string().trim().min(1).max(48);
const userID = z.string().min(1).max(64);
const groupType = z.enum(Object.values(GROUP_TYPES) as [string, ...string[]]);
const joinOption = z.enum(Object.values(JOIN_OPTIONS) as [string, ...string[]]);
const role = z.enum(Object.values(GROUP_ROLES) as [string, ...string[]]);

/** docs/chat.md: 2-20 characters of Chinese, letters, digits or underscore (enforced on update). */
export const GROUP_NAME_PATTERN = new RegExp(
  `^[\\p{Script=Han}A-Za-z0-9_]{${LIMITS.groupNameMin},${LIMITS.groupNameMax}}$`,
  'u',
);
export const GROUP_NOTICE_MAX = LIMITS.noticeMaxLength;
export const GROUP_INTRODUCTION_MAX = 240;

/** The caller's own membership, as Tencent's `group.selfInfo`. */
export const groupSelfInfoSchema = z.object({
  role: z.string(),
  /** Seconds since the epoch until which I am muted; 0 when not. */
  muteUntil: z.number().int(),
  joinTime: z.number().int(),
  nameCard: z.string(),
});

export const wireGroupSchema = z.object({
  groupID: z.string(),
  name: z.string(),
  type: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  notification: z.string(),
  ownerID: z.string(),
  memberCount: z.number().int(),
  maxMemberCount: z.number().int(),
  joinOption: z.string(),
  muteAllMembers: z.boolean(),
  isSupportTopic: z.boolean(),
  createTime: z.number().int(),
  /** Present for members; absent in search results and for former members. */
  selfInfo: groupSelfInfoSchema.optional(),
});
export type WireGroup = z.infer<typeof wireGroupSchema>;

export const wireGroupMemberSchema = z.object({
  userID: z.string(),
  nick: z.string(),
  avatar: z.string(),
  role: z.string(),
  nameCard: z.string(),
  /** Seconds since the epoch; 0 when not muted. */
  muteUntil: z.number().int(),
  joinTime: z.number().int(),
});
export type WireGroupMember = z.infer<typeof wireGroupMemberSchema>;

/** docs/chat.md: groupID, applicationType, applicant, applicantNick, userID, nick, avatar, actionStatus. */
export const wireGroupApplicationSchema = z.object({
  applicationID: z.number().int(),
  groupID: z.string(),
  groupName: z.string(),
  /** 0 the user applied, 2 a member invited them (docs/chat.md). */
  applicationType: z.number().int(),
  applicant: z.string(),
  applicantNick: z.string(),
  applicantAvatar: z.string(),
  /** Who would join (the applicant, or the invited user). */
  userID: z.string(),
  nick: z.string(),
  avatar: z.string(),
  note: z.string(),
  /** '' pending, 'Agree' or 'Reject'. */
  actionStatus: z.string(),
  time: z.number().int(),
});
export type WireGroupApplication = z.infer<typeof wireGroupApplicationSchema>;

const userIDList = z.array(userID).min(1).max(500);
const groupResult = z.object({ group: wireGroupSchema });

export const groupRpcSchemas = {
  createGroup: {
    params: z.object({
      /** Ignored for Community groups, which always get a generated ID. */
      groupID: z.string().trim().max(48).optional(),
      name: z.string(),
      type: groupType,
      avatar: z.string().max(500).optional(),
      introduction: z.string().optional(),
      notification: z.string().optional(),
      joinOption: joinOption.optional(),
      memberList: z
        .array(z.object({ userID, role: role.optional() }))
        .max(500)
        .default([]),
      isSupportTopic: z.boolean().default(false),
    }),
    result: groupResult,
  },
  getGroupList: { params: z.object({}), result: z.object({ groupList: z.array(wireGroupSchema) }) },
  getGroupProfile: { params: z.object({ groupID }), result: groupResult },
  updateGroupProfile: {
    params: z.object({
      groupID,
      name: z.string().optional(),
      avatar: z.string().max(500).optional(),
      introduction: z.string().optional(),
      notification: z.string().optional(),
      joinOption: joinOption.optional(),
      muteAllMembers: z.boolean().optional(),
    }),
    result: groupResult,
  },
  searchGroupByID: { params: z.object({ groupID }), result: groupResult },
  joinGroup: {
    params: z.object({ groupID, applyMessage: z.string().max(300).default('') }),
    result: z.object({
      status: z.enum(Object.values(JOIN_STATUS) as [string, ...string[]]),
      group: wireGroupSchema.optional(),
    }),
  },
  quitGroup: { params: z.object({ groupID }), result: z.object({ groupID: z.string() }) },
  dismissGroup: { params: z.object({ groupID }), result: z.object({ groupID: z.string() }) },
  changeGroupOwner: { params: z.object({ groupID, newOwnerID: userID }), result: groupResult },
  getGroupMemberList: {
    params: z.object({
      groupID,
      count: z.number().int().min(1).max(100).default(100),
      /**
       * A number: members to skip (Tencent's web SDK; the answer's is the next one, 0 at the end).
       * A string: the previous page's cursor, its last userID (Tencent's Community form; '' first
       * and at the end). Absent: 0.
       */
      offset: z.union([z.number().int().min(0), z.string()]).default(0),
    }),
    result: z.object({
      memberList: z.array(wireGroupMemberSchema),
      offset: z.union([z.number().int(), z.string()]),
    }),
  },
  getGroupMemberProfile: {
    params: z.object({ groupID, userIDList: z.array(userID).min(1).max(100) }),
    result: z.object({ memberList: z.array(wireGroupMemberSchema) }),
  },
  addGroupMember: {
    params: z.object({ groupID, userIDList }),
    result: z.object({
      successUserIDList: z.array(z.string()),
      failureUserIDList: z.array(z.string()),
      existedUserIDList: z.array(z.string()),
      group: wireGroupSchema,
    }),
  },
  deleteGroupMember: {
    params: z.object({ groupID, userIDList, reason: z.string().max(300).default('') }),
    result: z.object({ group: wireGroupSchema, userIDList: z.array(z.string()) }),
  },
  setGroupMemberRole: {
    params: z.object({ groupID, userID, role: z.enum([GROUP_ROLES.ADMIN, GROUP_ROLES.MEMBER]) }),
    result: groupResult,
  },
  setGroupMemberMuteTime: {
    params: z.object({
      groupID,
      userID,
      /** Seconds from now; 0 lifts the mute (spec: 2592000 for 30 days). */
      muteTime: z
        .number()
        .int()
        .min(0)
        .max(10 * 365 * 86400),
    }),
    result: z.object({ group: wireGroupSchema, member: wireGroupMemberSchema }),
  },
  getGroupApplicationList: {
    params: z.object({}),
    result: z.object({ applicationList: z.array(wireGroupApplicationSchema) }),
  },
  handleGroupApplication: {
    params: z.object({
      applicationID: z.number().int().min(1),
      handleAction: z.enum(['Agree', 'Reject']),
      handleMessage: z.string().max(300).default(''),
    }),
    result: z.object({ application: wireGroupApplicationSchema }),
  },
} as const;

export const groupPushSchemas = {
  /** A group's profile changed (to its members). */
  group: wireGroupSchema.omit({ selfInfo: true }),
  /** My membership of a group began or changed (role, mute, ownership): the group with `selfInfo`. */
  groupSelf: wireGroupSchema,
  /** I am no longer in a group: 'quit', 'kicked' or 'dismissed', with who did it. */
  groupRemoved: z.object({
    groupID: z.string(),
    reason: z.enum(['quit', 'kicked', 'dismissed']),
    operatorID: z.string(),
  }),
  /** A join application of a group I manage was made or handled, or mine was handled. */
  groupApplication: wireGroupApplicationSchema,
} as const;
