import type { PushData, PushType, RpcOp, RpcParams, RpcResult } from '@renli/contracts';

export type NetState = 'connected' | 'connecting' | 'disconnected';

export interface TransportAuth {
  SDKAppID: number;
  userID: string;
  userSig: string;
}

export type PushHandler = <T extends PushType>(type: T, data: PushData<T>) => void;

/**
 * What the SDK needs from the network: `SocketTransport` (socket.io-client, Node and browsers) or
 * `LiteSocketTransport` (browsers, WebSocket only); the sync logic only sees this interface, so it
 * can be unit-tested with an in-memory fake.
 */
export interface Transport {
  /** Connects and resolves on the first successful connection; rejects `{code, message}` if refused. */
  connect(auth: TransportAuth): Promise<void>;
  /** Closes for good (no reconnection). */
  close(): void;
  /** One request; resolves the `data` of a code-0 ack, rejects `{code, message}` otherwise. */
  rpc<O extends RpcOp>(op: O, params: RpcParams<O>): Promise<RpcResult<O>>;
  onPush(handler: PushHandler): void;
  /** `connected` fires on the first connection and on every reconnection. */
  onState(handler: (state: NetState) => void): void;
}
