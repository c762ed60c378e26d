/**
 * The shapes the SDK hands out and takes, written out instead of derived from the wire protocol's
 * zod schemas: the published typings (dist/*.d.ts) must stand alone, without zod or the contracts
 * (docs/decisions.md, the SDK package decision). `public-types.test.ts` checks that every one of
 * them still matches its wire schema, so the two cannot drift apart.
 */
import type { ALLOW_TYPES, GENDERS, SNS } from '@renli/contracts/constants';

type ValueOf<T> = T[keyof T];
/** `TYPES.GENDER_*`. */
export type Gender = ValueOf<typeof GENDERS>;
/** `TYPES.ALLOW_TYPE_*`. */
export type AllowType = ValueOf<typeof ALLOW_TYPES>;
type Sns = typeof SNS;
export type FriendAddType = Sns['ADD_TYPE_SINGLE'] | Sns['ADD_TYPE_BOTH'];
export type FriendDeleteType = Sns['DELETE_TYPE_SINGLE'] | Sns['DELETE_TYPE_BOTH'];
export type FriendCheckType = Sns['CHECK_TYPE_SINGLE'] | Sns['CHECK_TYPE_BOTH'];
export type FriendApplicationType = Sns['APPLICATION_SENT_TO_ME'] | Sns['APPLICATION_SENT_BY_ME'];
export type FriendAcceptType = Sns['APPLICATION_AGREE'] | Sns['APPLICATION_AGREE_AND_ADD'];

/** The caller's own membership of a group (Tencent's `group.selfInfo`). */
export interface GroupSelfInfo {
  role: string;
  /** Seconds since the epoch until which I am muted; 0 when not. */
  muteUntil: number;
  joinTime: number;
  nameCard: string;
}

/** A group as the SDK hands it out: Tencent's Group fields, `selfInfo` for groups I am in. */
export interface Group {
  groupID: string;
  name: string;
  type: string;
  avatar: string;
  introduction: string;
  notification: string;
  ownerID: string;
  memberCount: number;
  maxMemberCount: number;
  joinOption: string;
  muteAllMembers: boolean;
  isSupportTopic: boolean;
  createTime: number;
  /** Present for members; absent in search results and for former members. */
  selfInfo?: GroupSelfInfo;
}

/** Tencent's GroupMember (standard fields). */
export interface GroupMember {
  userID: string;
  nick: string;
  avatar: string;
  role: string;
  nameCard: string;
  /** Seconds since the epoch; 0 when not muted. */
  muteUntil: number;
  joinTime: number;
}

/** A join application of a group I own or administer, or mine. */
export interface GroupApplication {
  /** Renli: the handle `handleGroupApplication` needs. */
  applicationID: number;
  groupID: string;
  groupName: string;
  /** 0 the user applied, 2 a member invited them. */
  applicationType: number;
  applicant: string;
  applicantNick: string;
  applicantAvatar: string;
  /** Who would join (the applicant, or the invited user). */
  userID: string;
  nick: string;
  avatar: string;
  note: string;
  /** '' pending, 'Agree' or 'Reject'. */
  actionStatus: string;
  time: number;
}

/** A user's profile (Tencent's `Profile`, the standard fields Renli keeps). */
export interface Profile {
  userID: string;
  nick: string;
  avatar: string;
  gender: string;
  selfSignature: string;
  allowType: string;
}

/** An entry of my friend list (Tencent's `Friend`, plus `addTime` in seconds). */
export interface Friend {
  userID: string;
  remark: string;
  groupList: string[];
  source: string;
  wording: string;
  addTime: number;
  profile: Profile;
}

/** `type`: `TYPES.SNS_APPLICATION_SENT_TO_ME` or `TYPES.SNS_APPLICATION_SENT_BY_ME`. */
export interface FriendApplication {
  /** The other side: the applicant (sent to me) or the one I asked (sent by me). */
  userID: string;
  nick: string;
  avatar: string;
  /** Seconds. */
  time: number;
  source: string;
  wording: string;
  type: string;
}

/** What `getFriendApplicationList` resolves and `FRIEND_APPLICATION_LIST_UPDATED` carries. */
export interface FriendApplicationList {
  friendApplicationList: FriendApplication[];
  /** Applications to me not yet marked read (`setFriendApplicationRead`). */
  unreadCount: number;
}

/** One user's failure in a batch operation. */
export interface UserFailure {
  userID: string;
  code: number;
  message: string;
}

// ---- parameters ------------------------------------------------------------------------------

export interface CreateGroupOptions {
  name: string;
  /** `TYPES.GRP_*`; Tencent's default, `GRP_WORK`, when absent. */
  type?: string;
  /** Ignored for Community groups, which always get a generated ID. */
  groupID?: string;
  avatar?: string;
  introduction?: string;
  notification?: string;
  joinOption?: string;
  memberList?: { userID: string; role?: string }[];
  isSupportTopic?: boolean;
}

export interface UpdateGroupProfileOptions {
  groupID: string;
  name?: string;
  avatar?: string;
  introduction?: string;
  notification?: string;
  joinOption?: string;
  muteAllMembers?: boolean;
}

export interface GetGroupMemberListOptions {
  groupID: string;
  /** 15 by default, at most 100. */
  count?: number;
  /**
   * A number (Tencent: how many members to skip, 0 first; the answer's `offset` is the next one, 0
   * at the end), or a cursor string (Tencent's Community form: '' first, '' at the end).
   */
  offset?: number | string;
}

export interface SearchCloudMessagesOptions {
  keywordList?: string[];
  keywordListMatchType?: 'and' | 'or';
  messageTypeList?: string[];
  conversationID?: string;
  timePosition?: number;
  timePeriod?: number;
  cursor?: string;
}

export interface UpdateMyProfileOptions {
  nick?: string;
  avatar?: string;
  gender?: Gender;
  selfSignature?: string;
  allowType?: AllowType;
}

export interface AddFriendOptions {
  to: string;
  source?: string;
  wording?: string;
  type?: FriendAddType;
  remark?: string;
  groupName?: string;
}
