import { z } from 'zod';
import { MESSAGE_TYPE_VALUES } from './types.ts';

/** Image sizes in imageInfoArray: 0 original, 2 preview (docs/chat.md); type 1 is the large thumb. */
export const imageInfoSchema = z.object({
  type: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int().optional(),
});

export const payloadSchemas = {
  TIMTextElem: z.object({ text: z.string() }),
  TIMImageElem: z.object({
    uuid: z.string().optional(),
    /** 1 jpg, 2 gif, 3 png, 4 bmp, 255 other. */
    imageFormat: z.number().int(),
    imageInfoArray: z.array(imageInfoSchema).min(1),
  }),
  TIMSoundElem: z.object({
    url: z.string(),
    second: z.number().min(0),
    size: z.number().int().min(0).optional(),
  }),
  TIMVideoFileElem: z.object({
    remoteVideoUrl: z.string(),
    videoSecond: z.number().min(0).optional(),
    videoSize: z.number().int().min(0).optional(),
    snapshotUrl: z.string().optional(),
    snapshotWidth: z.number().int().optional(),
    snapshotHeight: z.number().int().optional(),
    thumbUrl: z.string().optional(),
  }),
  TIMFileElem: z.object({
    fileUrl: z.string(),
    fileName: z.string().min(1).max(255),
    fileSize: z.number().int().min(0),
  }),
  TIMCustomElem: z.object({
    data: z.string().max(12 * 1024),
    description: z.string().max(1024).optional(),
    extension: z
      .string()
      .max(12 * 1024)
      .optional(),
  }),
  TIMLocationElem: z.object({
    description: z.string().max(500),
    longitude: z.number().min(-180).max(180),
    latitude: z.number().min(-90).max(90),
    href: z.string().optional(),
    url: z.string().optional(),
  }),
  TIMFaceElem: z.object({ index: z.number().int(), data: z.string().max(500) }),
  TIMRelayElem: z.object({
    title: z.string().max(100),
    abstractList: z.array(z.string().max(200)).max(10),
    compatibleText: z.string().max(200),
    messageList: z.array(z.unknown()).max(300),
  }),
  TIMGroupTipElem: z
    .object({ operationType: z.number().int(), operatorID: z.string(), userIDList: z.array(z.string()) })
    .passthrough(),
} as const;

/** Who has read a message that asked for receipts: counts for a group, `isPeerRead` for a single chat. */
export const readReceiptInfoSchema = z.object({
  readCount: z.number().int(),
  unreadCount: z.number().int(),
  isPeerRead: z.boolean(),
});
export type ReadReceiptInfo = z.infer<typeof readReceiptInfoSchema>;

/**
 * A stored message as the server sends it. `conversationID` is not on the wire: it depends on
 * who looks (`C2C<peer>` or `GROUP<id>`), so the SDK derives it from `conversationType`, `from`, `to`.
 */
export const wireMessageSchema = z.object({
  ID: z.string(),
  conversationType: z.enum(['C2C', 'GROUP']),
  /** Sender userID. */
  from: z.string(),
  /** Receiver userID (C2C) or groupID (GROUP). */
  to: z.string(),
  /** Per-conversation sequence number, 1-based, assigned when stored. */
  sequence: z.number().int(),
  /** Server time in seconds. */
  time: z.number().int(),
  type: z.enum(MESSAGE_TYPE_VALUES),
  payload: z.record(z.string(), z.unknown()),
  nick: z.string(),
  avatar: z.string(),
  cloudCustomData: z.string(),
  atUserList: z.array(z.string()),
  needReadReceipt: z.boolean(),
  isRevoked: z.boolean(),
  revoker: z.string(),
  hasRiskContent: z.boolean(),
  isModified: z.boolean(),
  /** Bumped on every revoke or modify so a client keeps the newest state. */
  version: z.number().int(),
  /**
   * The caller's own messages that asked for receipts, in history and catch-up pages: the receipt
   * state when read, so a reload shows what the pushes showed live. Absent in pushes.
   */
  readReceiptInfo: readReceiptInfoSchema.optional(),
});
export type WireMessage = z.infer<typeof wireMessageSchema>;

/** What a client submits; the server validates the payload against `payloadSchemas[type]`. */
export const outgoingMessageSchema = z.object({
  ID: z.string().min(8).max(64),
  conversationType: z.enum(['C2C', 'GROUP']),
  to: z.string().min(1).max(64),
  type: z.enum(MESSAGE_TYPE_VALUES),
  payload: z.record(z.string(), z.unknown()),
  cloudCustomData: z
    .string()
    .max(12 * 1024)
    .default(''),
  atUserList: z.array(z.string().max(64)).max(100).default([]),
  needReadReceipt: z.boolean().default(false),
});
export type OutgoingMessage = z.infer<typeof outgoingMessageSchema>;
