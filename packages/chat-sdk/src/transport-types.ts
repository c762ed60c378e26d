export type NetState = 'connected' | 'connecting' | 'disconnected';

export interface TransportAuth {
  SDKAppID: number;
  userID: string;
  userSig: string;
}

/** A server push: its `type` and `data` (packages/contracts/src/chat/protocol.ts, `pushSchemas`). */
export type PushHandler = (type: string, data: unknown) => void;

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
  /**
   * One request of the wire protocol (`rpcSchemas` in packages/contracts/src/chat/protocol.ts);
   * resolves the `data` of a code-0 ack, rejects `{code, message}` otherwise. Typed loosely on
   * purpose: the published typings carry no protocol schemas; the SDK types its own calls.
   */
  rpc(op: string, params: unknown): Promise<unknown>;
  onPush(handler: PushHandler): void;
  /** `connected` fires on the first connection and on every reconnection. */
  onState(handler: (state: NetState) => void): void;
}
