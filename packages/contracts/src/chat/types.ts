/** Constants of the chat SDK's `TYPES`, named as in the Tencent Cloud Chat web SDK. */
export const CONV_TYPES = { C2C: 'C2C', GROUP: 'GROUP', SYSTEM: '@TIM#SYSTEM' } as const;
export type ConversationType = 'C2C' | 'GROUP';

export const MSG_TYPES = {
  TEXT: 'TIMTextElem',
  IMAGE: 'TIMImageElem',
  SOUND: 'TIMSoundElem',
  VIDEO: 'TIMVideoFileElem',
  FILE: 'TIMFileElem',
  CUSTOM: 'TIMCustomElem',
  LOCATION: 'TIMLocationElem',
  FACE: 'TIMFaceElem',
  MERGER: 'TIMRelayElem',
  GROUP_TIP: 'TIMGroupTipElem',
} as const;
export type MessageType = (typeof MSG_TYPES)[keyof typeof MSG_TYPES];
export const MESSAGE_TYPE_VALUES = Object.values(MSG_TYPES) as [MessageType, ...MessageType[]];

export const GROUP_TYPES = {
  WORK: 'Work',
  PUBLIC: 'Public',
  MEETING: 'Meeting',
  AVCHATROOM: 'AVChatRoom',
  COMMUNITY: 'Community',
} as const;
export type GroupType = (typeof GROUP_TYPES)[keyof typeof GROUP_TYPES];

export const GROUP_ROLES = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' } as const;
export type GroupRole = (typeof GROUP_ROLES)[keyof typeof GROUP_ROLES];

/** Message remind types for muting a conversation. */
export const REMIND_TYPES = { ACPT_AND_NOTE: 'AcceptAndNotify', ACPT_NOT_NOTE: 'AcceptNotNotify' } as const;
export type RemindType = (typeof REMIND_TYPES)[keyof typeof REMIND_TYPES];

/** The pseudo user ID an @all mention carries in atUserList. */
export const AT_ALL = '__kImSDK_MesssageAtALL__';

/** groupAtInfoList atTypeArray values: @me, @all, @all and @me. */
export const AT_TYPES = { AT_ME: 1, AT_ALL: 2, AT_ALL_AT_ME: 3 } as const;

export const USER_STATUS = { UNKNOWN: 0, ONLINE: 1, OFFLINE: 2 } as const;

/** Default revoke window of issue 3: two minutes; the server reads CHAT_REVOKE_WINDOW_SECONDS. */
export const DEFAULT_REVOKE_WINDOW_SECONDS = 120;

/** Business IDs of custom messages (docs/chat.md). */
export const CUSTOM_BUSINESS_IDS = {
  SERVICE: 'consultion',
  EVALUATION: 'evaluation',
  ORDER: 'order',
  TEXT_LINK: 'text_link',
  GROUP_CREATE: 'group_create',
  CALL_SIGNALING: 1,
  /** An approval card from the system account `system_approval` (docs/chat.md, "System conversations"). */
  APPROVAL: 'approval',
  /** A payslip card from the system account `system_salary` (docs/product/salary.md, "Payslips"). */
  PAYSLIP: 'payslip',
  /** A task shared into a chat (docs/product/oa-task.md, "Sharing"). */
  TASK: 'task',
} as const;

/**
 * Accounts the server itself writes from (docs/chat.md, "System conversations"). Every ID under the
 * `system_` prefix is reserved: nobody signs in as one, imports one or writes to one.
 */
export const SYSTEM_CHAT_ACCOUNTS = {
  APPROVAL: 'system_approval',
  SALARY: 'system_salary',
  /** 工作通知: reports, announcements, tasks, calendar and meetings (docs/product/oa.md). */
  WORK: 'system_work',
} as const;
export type SystemChatAccount = (typeof SYSTEM_CHAT_ACCOUNTS)[keyof typeof SYSTEM_CHAT_ACCOUNTS];
export const SYSTEM_CHAT_PREFIX = 'system_';
export const isSystemChatAccount = (userID: string) => userID.startsWith(SYSTEM_CHAT_PREFIX);

/** Group join options (docs/chat.md: free, need permission, disable apply). */
export const JOIN_OPTIONS = {
  FREE_ACCESS: 'FreeAccess',
  NEED_PERMISSION: 'NeedPermission',
  DISABLE_APPLY: 'DisableApply',
} as const;

/** `joinGroup` results (docs/chat.md: success, wait for approval, already in group). */
export const JOIN_STATUS = {
  SUCCESS: 'JoinedSuccess',
  WAIT_APPROVAL: 'WaitAdminApproval',
  ALREADY_IN_GROUP: 'AlreadyInGroup',
} as const;
export type JoinStatus = (typeof JOIN_STATUS)[keyof typeof JOIN_STATUS];

/** `TIMGroupTipElem.operationType` values, as in Tencent's SDK; 8 and 9 are Renli's. */
export const GROUP_TIP_TYPES = {
  MEMBER_JOIN: 1,
  MEMBER_QUIT: 2,
  MEMBER_KICKED_OUT: 3,
  MEMBER_SET_ADMIN: 4,
  MEMBER_CANCELED_ADMIN: 5,
  GROUP_PROFILE_UPDATED: 6,
  MEMBER_PROFILE_UPDATED: 7,
  OWNER_CHANGED: 8,
  GROUP_DISMISSED: 9,
} as const;

/** Community groups hold at most this many members (docs/chat.md); AVChatRoom has no cap. */
export const GROUP_MEMBER_LIMITS: Record<GroupType, number> = {
  Work: 2000,
  Public: 2000,
  Meeting: 6000,
  AVChatRoom: Number.POSITIVE_INFINITY,
  Community: 100000,
};

/** Friend relation values of `checkFriend` and friend constants, named as in Tencent's SDK. */
export const SNS = {
  ADD_TYPE_SINGLE: 'Add_Type_Single',
  ADD_TYPE_BOTH: 'Add_Type_Both',
  APPLICATION_SENT_TO_ME: 'Pendency_Type_ComeIn',
  APPLICATION_SENT_BY_ME: 'Pendency_Type_SendOut',
  APPLICATION_AGREE: 'Response_Action_Agree',
  APPLICATION_AGREE_AND_ADD: 'Response_Action_AgreeAndAdd',
  CHECK_TYPE_BOTH: 'CheckResult_Type_Both',
  CHECK_TYPE_SINGLE: 'CheckResult_Type_Single',
  TYPE_NO_RELATION: 'CheckResult_Type_NoRelation',
  TYPE_A_WITH_B: 'CheckResult_Type_AWithB',
  TYPE_B_WITH_A: 'CheckResult_Type_BWithA',
  TYPE_BOTH_WAY: 'CheckResult_Type_BothWay',
  DELETE_TYPE_SINGLE: 'Delete_Type_Single',
  DELETE_TYPE_BOTH: 'Delete_Type_Both',
} as const;

export const GENDERS = {
  UNKNOWN: 'Gender_Type_Unknown',
  FEMALE: 'Gender_Type_Female',
  MALE: 'Gender_Type_Male',
} as const;

export const ALLOW_TYPES = {
  ALLOW_ANY: 'AllowType_Type_AllowAny',
  NEED_CONFIRM: 'AllowType_Type_NeedConfirm',
  DENY_ANY: 'AllowType_Type_DenyAny',
} as const;
