import { ChatCode } from '@renli/contracts/constants';
/** What every SDK promise rejects with (the Tencent SDK's `imError` shape). */
export interface ChatError {
  code: number;
  message: string;
  data?: unknown;
}

export function chatError(code: number, message: string, data?: unknown): ChatError {
  const err: ChatError = { code, message };
  if (data !== undefined) err.data = data;
  return err;
}

export function isChatError(e: unknown): e is ChatError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as ChatError).code === 'number' &&
    typeof (e as ChatError).message === 'string'
  );
}

/** Turns anything thrown into a `{code, message}`. */
export function toChatError(e: unknown, fallbackCode: number = ChatCode.INTERNAL): ChatError {
  if (isChatError(e)) return e;
  return chatError(fallbackCode, e instanceof Error ? e.message : String(e));
}
