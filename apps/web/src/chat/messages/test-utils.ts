import type { Message } from '@renli/chat-sdk/browser';

/**
 * Test helper (not exported from index.ts): a successful incoming C2C text message, overridable per
 * field, built by hand so component tests need no SDK.
 */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    ID: 'msg-00000001',
    type: 'TIMTextElem',
    payload: { text: 'hello' },
    conversationID: 'C2Cbob',
    conversationType: 'C2C',
    to: 'alice',
    from: 'bob',
    flow: 'in',
    time: 1_700_000_000,
    sequence: 1,
    status: 'success',
    progress: 1,
    nick: 'Bob',
    avatar: '',
    isRead: true,
    isRevoked: false,
    revoker: '',
    isDeleted: false,
    isModified: false,
    hasRiskContent: false,
    needReadReceipt: false,
    isPeerRead: false,
    readReceiptInfo: { readCount: 0, unreadCount: 0, isPeerRead: false },
    reactionList: [],
    cloudCustomData: '',
    atUserList: [],
    priority: 'Normal',
    isSystemMessage: false,
    version: 1,
    ...overrides,
  };
}

/** An own message (flow out, from alice to bob). */
export const ownMessage = (overrides: Partial<Message> = {}) =>
  makeMessage({ flow: 'out', from: 'alice', to: 'bob', nick: 'Alice', ...overrides });

/** A custom message whose `data` is `data` as JSON (strings are used as they are). */
export function customMessage(
  data: unknown,
  overrides: Partial<Message> & { extension?: unknown } = {},
): Message {
  const { extension, ...rest } = overrides;
  return makeMessage({
    type: 'TIMCustomElem',
    payload: {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      description: '',
      extension:
        extension === undefined ? '' : typeof extension === 'string' ? extension : JSON.stringify(extension),
    },
    ...rest,
  });
}

/** A call signalling message (custom business id 1, TUICallKit shape). */
export function callMessage(
  actionType: number,
  inner: Record<string, unknown> = { call_type: 1 },
  overrides: Partial<Message> = {},
): Message {
  return customMessage(
    {
      businessID: 1,
      inviteID: 'call-1',
      inviter: 'alice',
      actionType,
      inviteeList: ['bob'],
      data: JSON.stringify(inner),
    },
    overrides,
  );
}
