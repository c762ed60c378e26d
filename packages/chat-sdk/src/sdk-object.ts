import { Chat, type ChatOptions } from './chat.ts';
import { EVENT, TYPES } from './constants.ts';
import type { Transport } from './transport-types.ts';

/**
 * `ChatSDK` (modelled on `TencentCloudChat`: `ChatSDK.create({ SDKAppID, url })`) with the transport
 * its entry point brings: socket.io-client in the main entry, the WebSocket-only one in `./browser`.
 */
export function chatSdkWith(defaultTransport: (url: string, options: ChatOptions) => Transport) {
  return {
    create(options: ChatOptions): Chat {
      return new Chat({
        ...options,
        transportFactory: options?.transportFactory ?? ((url) => defaultTransport(url, options)),
      });
    },
    TYPES,
    EVENT,
  } as const;
}
