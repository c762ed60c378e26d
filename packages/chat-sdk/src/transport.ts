import { LIMITS } from '@renli/contracts/constants';
import { io, type Socket } from 'socket.io-client';
import { SDK_CODE } from './constants.ts';
import { chatError, isChatError } from './errors.ts';
import { clearTimer, setTimer } from './platform.ts';

import { refusalReason, settleAck, watchNetwork } from './transport-common.ts';
import type { NetState, PushHandler, Transport, TransportAuth } from './transport-types.ts';

export type { NetState, PushHandler, Transport, TransportAuth } from './transport-types.ts';

export interface SocketTransportOptions {
  url: string;
  /** Ack timeout of each request, ms (default `LIMITS.requestTimeoutMs`, 15 s). */
  timeoutMs?: number;
  /** Socket.IO transports (default websocket first, polling fallback). */
  transports?: string[];
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
    this.unwatchNetwork?.();
    this.unwatchNetwork = watchNetwork(
      () => this.suspend(),
      () => this.resume(),
    );
    const emitState = (s: NetState) => {
      for (const h of this.stateHandlers) h(s);
    };
    socket.on('push', (msg: { type: string; data: unknown }) => {
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
            for (const h of this.pushHandlers) h('kicked', { reason: refusalReason(data) });
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

  close(): void {
    this.unwatchNetwork?.();
    this.unwatchNetwork = undefined;
    if (!this.socket) return;
    this.socket.removeAllListeners();
    this.socket.io.removeAllListeners();
    this.socket.disconnect();
    this.socket = undefined;
  }

  rpc(op: string, params: unknown): Promise<unknown> {
    const socket = this.socket;
    if (!socket) return Promise.reject(chatError(SDK_CODE.NOT_LOGGED_IN, 'not logged in'));
    return new Promise((resolve, reject) => {
      socket
        .timeout(this.options.timeoutMs ?? LIMITS.requestTimeoutMs)
        .emit('rpc', { op, params }, (err: Error | null, ack: unknown) => {
          try {
            resolve(settleAck(op, err !== null, ack));
          } catch (e) {
            reject(e);
          }
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
