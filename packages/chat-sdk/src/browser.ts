import { LIMITS } from '@renli/contracts/constants';
import { LiteSocketTransport } from './lite-transport.ts';
import { chatSdkWith } from './sdk-object.ts';

export { LiteSocketTransport } from './lite-transport.ts';
export * from './public-api.ts';

/** The SDK over the browser's WebSocket only, without socket.io-client (see lite-transport.ts). */
export const ChatSDK = chatSdkWith(
  (url, options) => new LiteSocketTransport({ url, timeoutMs: options.timeoutMs ?? LIMITS.requestTimeoutMs }),
);

export default ChatSDK;
