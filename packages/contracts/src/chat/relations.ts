import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { ALLOW_TYPES, GENDERS, SNS } from './types.ts';

/**
 * Protocol of friends, blacklist and profiles (issue 4): merged into `rpcSchemas` and
 * `pushSchemas` by protocol.ts. Op names, parameters and results follow the Tencent Cloud Chat web
 * SDK (`addFriend({to, source, wording, type, remark, groupName})` ...).
 *
 * The length rules of texts people type (remark, wording, nick, ...) are checked by the server's
 * services, which answer with a translated message; the schemas here check shapes and enums.
 */

/** Byte limits of relation texts, counted with `relationTextBytes`; the remark's is docs/chat.md's. */
export const RELATION_TEXT_LIMITS = {
  remark: LIMITS.remarkMaxBytes,
  wording: 256,
  groupName: 30,
  selfSignature: 500,
  avatar: 500,
} as const;

/** A nick is also the platform user name, which registration keeps to 1-30 characters. */
export const NICK_MAX_CHARS = 30;

/** docs/chat.md: characters beyond Latin-1 (code point > 255) count as 2 bytes, the rest as 1. */
export function relationTextBytes(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += (ch.codePointAt(0) ?? 0) > 255 ? 2 : 1;
  return bytes;
}

const userID = z.string().min(1).max(64);
const userIDList = (max: number) => z.array(userID).min(1).max(max);
const failure = z.object({ userID: z.string(), code: z.number().int(), message: z.string() });

const allowType = z.enum([ALLOW_TYPES.ALLOW_ANY, ALLOW_TYPES.NEED_CONFIRM, ALLOW_TYPES.DENY_ANY]);
const gender = z.enum([GENDERS.UNKNOWN, GENDERS.FEMALE, GENDERS.MALE]);
const applicationType = z.enum([SNS.APPLICATION_SENT_TO_ME, SNS.APPLICATION_SENT_BY_ME]);

export const wireProfileSchema = z.object({
  userID: z.string(),
  nick: z.string(),
  avatar: z.string(),
  gender: z.string(),
  selfSignature: z.string(),
  allowType: z.string(),
});
export type WireProfile = z.infer<typeof wireProfileSchema>;

/** One entry of my friend list: the user is in my list (two-way when I am in theirs too). */
export const wireFriendSchema = z.object({
  userID: z.string(),
  remark: z.string(),
  groupList: z.array(z.string()),
  source: z.string(),
  wording: z.string(),
  /** Seconds. */
  addTime: z.number().int(),
  profile: wireProfileSchema,
});
export type WireFriend = z.infer<typeof wireFriendSchema>;

/** `userID` is the other side: the applicant (sent to me) or the one I asked (sent by me). */
export const wireFriendApplicationSchema = z.object({
  userID: z.string(),
  nick: z.string(),
  avatar: z.string(),
  /** Seconds. */
  time: z.number().int(),
  source: z.string(),
  wording: z.string(),
  type: applicationType,
});
export type WireFriendApplication = z.infer<typeof wireFriendApplicationSchema>;

const friendList = z.object({ friendList: z.array(wireFriendSchema) });
const userIDs = z.object({ userIDList: z.array(z.string()) });

export const relationRpcSchemas = {
  /** Profiles of existing accounts among the IDs (unknown IDs are left out). */
  getUserProfile: {
    params: z.object({ userIDList: userIDList(100) }),
    result: z.object({ profileList: z.array(wireProfileSchema) }),
  },
  /** Only the given fields change; resolves the whole new profile. */
  updateMyProfile: {
    params: z.object({
      nick: z.string().optional(),
      avatar: z.string().optional(),
      gender: gender.optional(),
      selfSignature: z.string().optional(),
      allowType: allowType.optional(),
    }),
    result: z.object({ profile: wireProfileSchema }),
  },
  /** `code` 0: added; 30539 (FRIEND_APPLICATION_PENDING): an application now waits for the user. */
  addFriend: {
    params: z.object({
      to: userID,
      source: z
        .string()
        .regex(/^AddSource_Type_[A-Za-z0-9]{1,8}$/)
        .default('AddSource_Type_Web'),
      wording: z.string().default(''),
      type: z.enum([SNS.ADD_TYPE_SINGLE, SNS.ADD_TYPE_BOTH]).default(SNS.ADD_TYPE_BOTH),
      remark: z.string().default(''),
      groupName: z.string().default(''),
    }),
    result: z.object({ userID: z.string(), code: z.number().int(), message: z.string() }),
  },
  getFriendList: { params: z.object({}), result: friendList },
  getFriendProfile: {
    params: z.object({ userIDList: userIDList(100) }),
    result: friendList.extend({ failureUserIDList: z.array(failure) }),
  },
  deleteFriend: {
    params: z.object({
      userIDList: userIDList(1000),
      type: z.enum([SNS.DELETE_TYPE_SINGLE, SNS.DELETE_TYPE_BOTH]).default(SNS.DELETE_TYPE_BOTH),
    }),
    result: z.object({ successUserIDList: z.array(failure), failureUserIDList: z.array(failure) }),
  },
  checkFriend: {
    params: z.object({
      userIDList: userIDList(1000),
      type: z.enum([SNS.CHECK_TYPE_SINGLE, SNS.CHECK_TYPE_BOTH]).default(SNS.CHECK_TYPE_BOTH),
    }),
    result: z.object({
      successUserIDList: z.array(
        z.object({ userID: z.string(), code: z.number().int(), relation: z.string() }),
      ),
      failureUserIDList: z.array(failure),
    }),
  },
  updateFriend: {
    params: z.object({ userID, remark: z.string() }),
    result: z.object({ friend: wireFriendSchema }),
  },
  getFriendApplicationList: {
    params: z.object({}),
    result: z.object({
      applicationList: z.array(wireFriendApplicationSchema),
      /** Applications to me not yet marked read with setFriendApplicationRead. */
      unreadCount: z.number().int(),
    }),
  },
  /** Agree: the applicant gets me in their list; AgreeAndAdd (default): two-way. */
  acceptFriendApplication: {
    params: z.object({
      userID,
      remark: z.string().default(''),
      type: z
        .enum([SNS.APPLICATION_AGREE, SNS.APPLICATION_AGREE_AND_ADD])
        .default(SNS.APPLICATION_AGREE_AND_ADD),
    }),
    result: z.object({}),
  },
  refuseFriendApplication: { params: z.object({ userID }), result: z.object({}) },
  deleteFriendApplication: {
    params: z.object({ userID, type: applicationType }),
    result: z.object({}),
  },
  setFriendApplicationRead: { params: z.object({}), result: z.object({}) },
  /** Resolves the IDs now on my blacklist among those given. */
  addToBlacklist: { params: z.object({ userIDList: userIDList(1000) }), result: userIDs },
  removeFromBlacklist: { params: z.object({ userIDList: userIDList(1000) }), result: userIDs },
  getBlacklist: { params: z.object({}), result: userIDs },
} as const;

/**
 * List pushes say only that a list changed: every device fetches it again, so a device always ends
 * on the newest state whatever order concurrent changes arrive in.
 */
export const relationPushSchemas = {
  friendListChanged: z.object({}),
  friendApplicationsChanged: z.object({}),
  blacklistChanged: z.object({}),
  /** A friend's or my own profile changed. */
  profileChanged: wireProfileSchema,
} as const;

/** The params a relation op's handler receives: parsed, defaults applied. */
export type RelationParams<O extends keyof typeof relationRpcSchemas> = z.infer<
  (typeof relationRpcSchemas)[O]['params']
>;
