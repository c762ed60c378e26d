import { ChatCode } from '@renli/contracts/constants';
import { SDK_CODE, TYPES } from './constants.ts';
import { type ChatError, chatError } from './errors.ts';

/** The server's answer to one `rpc` event. */
export interface Ack {
  code: number;
  message?: string;
  data?: unknown;
}

/** Turns an ack (or its absence after the timeout) into the rpc's result or a `{code, message}`. */
export function settleAck(op: string, timedOut: boolean, ack: unknown): unknown {
  if (timedOut) throw chatError(SDK_CODE.TIMEOUT, `request ${op} timed out`);
  const a = ack as Ack | undefined;
  if (!a || typeof a.code !== 'number') throw chatError(SDK_CODE.NETWORK_ERROR, `bad ack for ${op}`);
  if (a.code !== 0) throw chatError(a.code, a.message ?? 'error', a.data);
  return a.data;
}

/** Why a reconnect was refused, as the `kicked` push reason (an expired userSig has its own). */
export const refusalReason = (refusal: ChatError) =>
  refusal.code === ChatCode.SIG_EXPIRED ? TYPES.KICKED_OUT_USERSIG_EXPIRED : `refused:${refusal.code}`;

/**
 * Browsers announce when the device loses its network: transports disconnect at once instead of
 * waiting for the ping timeout (the UI shows its banner), and reconnect, then sync, when it returns.
 * Returns the function that stops watching; outside browsers it does nothing.
 */
export function watchNetwork(offline: () => void, online: () => void): () => void {
  const target = globalThis as {
    addEventListener?: (type: string, listener: () => void) => void;
    removeEventListener?: (type: string, listener: () => void) => void;
  };
  if (typeof target.addEventListener !== 'function' || typeof target.removeEventListener !== 'function')
    return () => {};
  target.addEventListener('offline', offline);
  target.addEventListener('online', online);
  return () => {
    target.removeEventListener?.('offline', offline);
    target.removeEventListener?.('online', online);
  };
}
