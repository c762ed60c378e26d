import { LIMITS } from '@renli/contracts/constants';
import { chatSdkWith } from './sdk-object.ts';
import { SocketTransport } from './transport.ts';

export { LiteSocketTransport } from './lite-transport.ts';
export * from './public-api.ts';
export { SocketTransport } from './transport.ts';

/** The SDK over socket.io-client: Node and browsers (`./browser` is the lighter browser entry). */
export const ChatSDK = chatSdkWith(
  (url, options) => new SocketTransport({ url, timeoutMs: options.timeoutMs ?? LIMITS.requestTimeoutMs }),
);

export default ChatSDK;
