import type { PushData, PushType, RpcOp, RpcParams, RpcResult } from '@renli/contracts';
import { ChatCode, LIMITS } from '@renli/contracts/constants';
import { io, type Socket } from 'socket.io-client';
import { SDK_CODE, TYPES } from './constants.ts';
import { chatError, isChatError } from './errors.ts';
import { clearTimer, setTimer } from './platform.ts';

export type NetState = 'connected' | 'connecting' | 'disconnected';

export interface TransportAuth {
  SDKAppID: number;
  userID: string;
  userSig: string;
}

export type PushHandler = <T extends PushType>(type: T, data: PushData<T>) => void;

/**
 * What the SDK needs from the network. The Socket.IO implementation below is the real one; the
 * sync logic only sees this interface, so it can be unit-tested with an in-memory fake.
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

export interface SocketTransportOptions {
  url: string;
  /** Ack timeout of each request, ms (default `LIMITS.requestTimeoutMs`, 15 s). */
  timeoutMs?: number;
  /** Socket.IO transports (default websocket first, polling fallback). */
  transports?: string[];
}

interface Ack {
  code: number;
  message?: string;
  data?: unknown;
}

export class SocketTransport implements Transport {
  private socket: Socket | undefined;
  private readonly pushHandlers: PushHandler[] = [];
  private readonly stateHandlers: ((s: NetState) => void)[] = [];
  private unwatchNetwork: (() => void) | undefined;

  constructor(private readonly options: SocketTransportOptions) {}

  connect(auth: TransportAuth): Promise<void> {
    this.close();
    const socket = io(this.options.url, {
      auth: { ...auth },
      transports: this.options.transports ?? ['websocket', 'polling'],
      tryAllTransports: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 3000,
      forceNew: true,
    });
    this.socket = socket;
    this.watchNetwork();
    const emitState = (s: NetState) => {
      for (const h of this.stateHandlers) h(s);
    };
    socket.on('push', (msg: { type: PushType; data: never }) => {
      for (const h of this.pushHandlers) h(msg.type, msg.data);
    });
    socket.on('disconnect', () => emitState('disconnected'));
    socket.io.on('reconnect_attempt', () => emitState('connecting'));
    emitState('connecting');
    return new Promise<void>((resolve, reject) => {
      let first = true;
      const timer = setTimer(() => {
        if (!first) return;
        first = false;
        this.close();
        emitState('disconnected');
        reject(chatError(SDK_CODE.TIMEOUT, 'connection timed out'));
      }, this.options.timeoutMs ?? LIMITS.requestTimeoutMs);
      socket.on('connect', () => {
        if (first) {
          first = false;
          clearTimer(timer);
          resolve();
        }
        emitState('connected');
      });
      socket.on('connect_error', (err: Error & { data?: unknown }) => {
        const data = err.data;
        // A refusal by the server's middleware carries {code, message}: do not retry.
        if (isChatError(data)) {
          socket.disconnect();
          // Refused on a reconnect (e.g. the userSig expired meanwhile): the session is over.
          if (!first) {
            const reason =
              data.code === ChatCode.SIG_EXPIRED ? TYPES.KICKED_OUT_USERSIG_EXPIRED : `refused:${data.code}`;
            for (const h of this.pushHandlers) h('kicked', { reason });
          }
          if (first) {
            first = false;
            clearTimer(timer);
            reject(chatError(data.code, data.message));
          }
          emitState('disconnected');
        } else if (first && !socket.active) {
          first = false;
          clearTimer(timer);
          reject(chatError(SDK_CODE.NETWORK_ERROR, err.message));
        }
      });
    });
  }

  /** Drops the connection as a network failure would; Socket.IO reconnects by itself (tests, diagnostics). */
  dropConnection(): void {
    this.socket?.io.engine?.close();
  }

  /** Disconnects and stays offline until `resume()` (tests, app-controlled offline mode). */
  suspend(): void {
    this.socket?.disconnect();
  }

  resume(): void {
    this.socket?.connect();
  }

  /**
   * Browsers announce when the device loses its network: disconnect at once instead of waiting for
   * the ping timeout (the UI shows its banner), and reconnect, then sync, when the network returns.
   */
  private watchNetwork(): void {
    const target = globalThis as {
      addEventListener?: (type: string, listener: () => void) => void;
      removeEventListener?: (type: string, listener: () => void) => void;
    };
    if (typeof target.addEventListener !== 'function' || typeof target.removeEventListener !== 'function')
      return;
    const offline = () => this.suspend();
    const online = () => this.resume();
    target.addEventListener('offline', offline);
    target.addEventListener('online', online);
    this.unwatchNetwork = () => {
      target.removeEventListener?.('offline', offline);
      target.removeEventListener?.('online', online);
    };
  }

  close(): void {
    this.unwatchNetwork?.();
    this.unwatchNetwork = undefined;
    if (!this.socket) return;
    this.socket.removeAllListeners();
    this.socket.io.removeAllListeners();
    this.socket.disconnect();
    this.socket = undefined;
  }

  rpc<O extends RpcOp>(op: O, params: RpcParams<O>): Promise<RpcResult<O>> {
    const socket = this.socket;
    if (!socket) return Promise.reject(chatError(SDK_CODE.NOT_LOGGED_IN, 'not logged in'));
    return new Promise((resolve, reject) => {
      socket
        .timeout(this.options.timeoutMs ?? LIMITS.requestTimeoutMs)
        .emit('rpc', { op, params }, (err: Error | null, ack: Ack) => {
          if (err) return reject(chatError(SDK_CODE.TIMEOUT, `request ${op} timed out`));
          if (!ack || typeof ack.code !== 'number')
            return reject(chatError(SDK_CODE.NETWORK_ERROR, `bad ack for ${op}`));
          if (ack.code !== 0) return reject(chatError(ack.code, ack.message ?? 'error', ack.data));
          resolve(ack.data as RpcResult<O>);
        });
    });
  }

  onPush(handler: PushHandler): void {
    this.pushHandlers.push(handler);
  }

  onState(handler: (state: NetState) => void): void {
    this.stateHandlers.push(handler);
  }
}
