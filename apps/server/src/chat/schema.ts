import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A chat identity; `userId` is String(users.id) for platform users or an imported account ID. */
export const chatAccounts = pgTable('chat_accounts', {
  userId: text('user_id').primaryKey(),
  nick: text('nick').notNull().default(''),
  faceUrl: text('face_url').notNull().default(''),
  selfSignature: text('self_signature').notNull().default(''),
  /** Gender_Type_Unknown / Female / Male (Tencent's values). */
  gender: text('gender').notNull().default('Gender_Type_Unknown'),
  /** Who may add me as a friend: AllowType_Type_AllowAny / NeedConfirm / DenyAny. */
  allowType: text('allow_type').notNull().default('AllowType_Type_NeedConfirm'),
  /** userSigs issued before this second are refused: set when an administrator signs the user out. */
  sigValidFrom: integer('sig_valid_from').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A group (docs/chat.md); a dismissed group keeps its row so former members see why it ended. */
export const chatGroups = pgTable('chat_groups', {
  groupId: text('group_id').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  /** The group notice (at most 150 characters). */
  notification: text('notification').notNull().default(''),
  joinOption: text('join_option').notNull().default('FreeAccess'),
  ownerId: text('owner_id').notNull(),
  muteAll: boolean('mute_all').notNull().default(false),
  isSupportTopic: boolean('is_support_topic').notNull().default(false),
  /** Kept by every join and leave in the same transaction, so a 100000-member group is never counted. */
  memberCount: integer('member_count').notNull().default(0),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Join requests (applicationType 0) and invitations awaiting approval (2); status '' is pending. */
export const chatGroupApplications = pgTable(
  'chat_group_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: text('group_id')
      .notNull()
      .references(() => chatGroups.groupId, { onDelete: 'cascade' }),
    applicationType: integer('application_type').notNull().default(0),
    /** Who asked to join, or who invited. */
    applicantId: text('applicant_id').notNull(),
    /** Who would join. */
    userId: text('user_id').notNull(),
    wording: text('wording').notNull().default(''),
    /** '' pending, 'Agree', 'Reject'. */
    status: text('status').notNull().default(''),
    handledBy: text('handled_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_group_applications_pending_uq').on(t.groupId, t.userId).where(sql`${t.status} = ''`),
    index('chat_group_applications_group_idx').on(t.groupId, t.status),
  ],
);

export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => chatGroups.groupId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    role: text('role').notNull().default('Member'),
    nameCard: text('name_card').notNull().default(''),
    muteUntil: timestamp('mute_until', { withTimezone: true }),
    /** The thread's maxSeq when the member joined. */
    joinedSeq: integer('joined_seq').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('chat_group_members_user_idx').on(t.userId),
    index('chat_group_members_role_idx').on(t.groupId, t.role),
  ],
);

/** One per conversation: `c2c:<minUserID>:<maxUserID>` or `group:<groupID>`; maxSeq is the sequence source. */
export const chatThreads = pgTable('chat_threads', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['C2C', 'GROUP'] }).notNull(),
  maxSeq: integer('max_seq').notNull().default(0),
  /** Seconds of the latest message; ordering key of conversation lists. */
  lastTime: integer('last_time').notNull().default(0),
});

/** One user's view of a thread: read position, history cut-off, pin and mute. */
export const chatThreadStates = pgTable(
  'chat_thread_states',
  {
    threadId: text('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** C2C peer userID or groupID, so the list needs no key parsing in SQL. */
    peerId: text('peer_id').notNull(),
    readSeq: integer('read_seq').notNull().default(0),
    /** Messages at or below this are deleted for this user (delete conversation, clear history). */
    clearedSeq: integer('cleared_seq').notNull().default(0),
    /** Hidden until a message above clearedSeq arrives. */
    hidden: boolean('hidden').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    remindType: text('remind_type').notNull().default('AcceptAndNotify'),
    /** Group conversations the user is no longer in: 'quit', 'kicked' or 'dismissed'; '' otherwise. */
    leftReason: text('left_reason').notNull().default(''),
    /** A former member reads the group's history up to here (the notice of their leaving). */
    leftSeq: integer('left_seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('chat_thread_states_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    threadId: text('thread_id').notNull(),
    seq: integer('seq').notNull(),
    senderId: text('sender_id').notNull(),
    /** The client's message ID; unique per sender so a resend finds the stored message. */
    clientId: text('client_id').notNull(),
    convType: text('conv_type', { enum: ['C2C', 'GROUP'] }).notNull(),
    toId: text('to_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Searchable text (text, custom data/description, file name, location, merger title). */
    searchText: text('search_text').notNull().default(''),
    nick: text('nick').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    cloudCustomData: text('cloud_custom_data').notNull().default(''),
    atUserList: jsonb('at_user_list').$type<string[]>().notNull().default([]),
    needReadReceipt: boolean('need_read_receipt').notNull().default(false),
    revoked: boolean('revoked').notNull().default(false),
    revoker: text('revoker').notNull().default(''),
    risk: boolean('risk').notNull().default(false),
    modified: boolean('modified').notNull().default(false),
    version: integer('version').notNull().default(0),
    /** Seconds. */
    time: integer('time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.seq] }),
    uniqueIndex('chat_messages_sender_client_uq').on(t.senderId, t.clientId),
    index('chat_messages_thread_time_idx').on(t.threadId, t.time),
  ],
);

/** Messages one user deleted for themselves. */
export const chatDeletedMessages = pgTable(
  'chat_deleted_messages',
  {
    userId: text('user_id').notNull(),
    threadId: text('thread_id').notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId, t.seq] })],
);

/** Group @-mentions; userId is the mentioned user or AT_ALL. Feeds groupAtInfoList. */
export const chatMentions = pgTable(
  'chat_mentions',
  {
    threadId: text('thread_id').notNull(),
    seq: integer('seq').notNull(),
    userId: text('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.seq, t.userId] }),
    index('chat_mentions_user_idx').on(t.userId, t.threadId, t.seq),
  ],
);

/** Group read receipts: who read which receipt-requesting message. */
export const chatReceipts = pgTable(
  'chat_receipts',
  {
    threadId: text('thread_id').notNull(),
    seq: integer('seq').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.seq, t.userId] })],
);

export const chatReactions = pgTable(
  'chat_reactions',
  {
    threadId: text('thread_id').notNull(),
    seq: integer('seq').notNull(),
    reactionId: text('reaction_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.seq, t.reactionId, t.userId] }),
    index('chat_reactions_created_idx').on(t.threadId, t.seq, t.reactionId, t.createdAt),
  ],
);

/**
 * What the server measured of each chat upload. A media message may only name uploads listed here
 * (else 7004), and its sizes, dimensions and preview come from this row, never from the client.
 */
export const chatMedia = pgTable('chat_media', {
  /** The `/files/<sha256>.<ext>` URL; content-addressed, so one row per distinct content. */
  url: text('url').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** 1 jpg, 2 gif, 3 png, 4 bmp, 255 other; 0 for non-images. */
  imageFormat: integer('image_format').notNull().default(0),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  previewUrl: text('preview_url').notNull().default(''),
  previewWidth: integer('preview_width').notNull().default(0),
  previewHeight: integer('preview_height').notNull().default(0),
  uploaderId: text('uploader_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages the server's system accounts owe (docs/chat.md, "System conversations"): written inside
 * the transaction of the action they tell of, delivered after it commits (an insert notifies
 * `renli_chat_outbox`, migration 0025). `claimed_until` is a node's lease while it delivers.
 */
export const chatOutbox = pgTable(
  'chat_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: text('sender_id').notNull(),
    toUserId: text('to_user_id').notNull(),
    /** A `TIMCustomElem` payload: `{ data, description, extension }`. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    searchText: text('search_text').notNull().default(''),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_outbox_claim_idx').on(t.claimedUntil, t.id)],
);
