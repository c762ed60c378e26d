import type { Message } from '@renli/chat-sdk/browser';
import { DEFAULT_REVOKE_WINDOW_SECONDS, MSG_TYPES } from '@renli/contracts/constants';
import { isCallRecord, isTipMessage } from './kinds.ts';

/** Menu actions in the order the menu lists them; `react` is the emoji row above the menu. */
export const MESSAGE_ACTIONS = ['react', 'open', 'copy', 'quote', 'forward', 'revoke', 'delete'] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

export interface ActionContext {
  /** Desktop layout: only there can a file, video or image be opened in a new window. */
  desktop: boolean;
  /** Current time in seconds; when given, revoke is offered only inside the revoke window. */
  now?: number;
  /** Server's revoke window in seconds (default 120, CHAT_REVOKE_WINDOW_SECONDS on the server). */
  revokeWindowSeconds?: number;
  /** Emoji reactions switched off for this conversation or app. */
  reactionsDisabled?: boolean;
}

type ActionInput = Pick<
  Message,
  'type' | 'payload' | 'flow' | 'status' | 'time' | 'hasRiskContent' | 'isRevoked'
>;

const OPENABLE: ReadonlySet<string> = new Set([MSG_TYPES.FILE, MSG_TYPES.VIDEO, MSG_TYPES.IMAGE]);

/** The actions a message's menu offers (docs/chat-ui.md); empty means no menu at all. */
export function messageActions(message: ActionInput, ctx: ActionContext): MessageAction[] {
  // Risk content hides the menu entirely; revoked notices and tips have nothing to act on.
  if (message.hasRiskContent || message.isRevoked || isTipMessage(message)) return [];
  const success = message.status === 'success';
  const revokeWindow = ctx.revokeWindowSeconds ?? DEFAULT_REVOKE_WINDOW_SECONDS;
  const inWindow = ctx.now === undefined || ctx.now - message.time <= revokeWindow;
  const allowed: Record<MessageAction, boolean> = {
    react: success && !ctx.reactionsDisabled,
    open: success && ctx.desktop && OPENABLE.has(message.type),
    copy: message.type === MSG_TYPES.TEXT,
    quote: success && !isCallRecord(message),
    forward: success,
    revoke: success && message.flow === 'out' && inWindow,
    delete: success,
  };
  return MESSAGE_ACTIONS.filter((action) => allowed[action]);
}
