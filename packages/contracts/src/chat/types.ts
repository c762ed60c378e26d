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

/** Business IDs of custom messages (spec section 3). */
export const CUSTOM_BUSINESS_IDS = {
  SERVICE: 'consultion',
  EVALUATION: 'evaluation',
  ORDER: 'order',
  TEXT_LINK: 'text_link',
  GROUP_CREATE: 'group_create',
  CALL_SIGNALING: 1,
} as const;
