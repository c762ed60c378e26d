import { LIMITS } from '@renli/contracts/constants';
import { SDK_CODE } from './constants.ts';
import { type ChatError, chatError, isChatError } from './errors.ts';
import { clearTimer, setTimer } from './platform.ts';
import { refusalReason, settleAck, watchNetwork } from './transport-common.ts';
import type { NetState, PushHandler, Transport, TransportAuth } from './transport-types.ts';

export interface LiteSocketTransportOptions {
  /** Server origin, `http(s)://host[:port]`. */
  url: string;
  /** Ack timeout of each request, ms (default `LIMITS.requestTimeoutMs`, 15 s). */
  timeoutMs?: number;
}

/** The part of the browser's WebSocket this transport uses (the SDK compiles without DOM types). */
interface BrowserSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
}
type BrowserSocketConstructor = new (url: string) => BrowserSocket;

/** Reconnection backoff, as the socket.io-client transport is configured. */
const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 3000;
/** Used until the server's open packet says otherwise (Socket.IO's defaults). */
const DEFAULT_PING_MS = 25_000 + 20_000;

/**
 * The browser transport: the Socket.IO protocol (v5 over Engine.IO v4) spoken directly over the
 * browser's WebSocket, for the subset the chat uses: connect with auth, `push` events, `rpc` with
 * acknowledgements, heartbeats and reconnection. It keeps socket.io-client (and its polling and
 * WebTransport code, about 13 kB gzip) out of the web app; Node and the tests use `SocketTransport`.
 * Text frames only: the chat sends no binary over the socket (files go through HTTP uploads).
 */
export class LiteSocketTransport implements Transport {
  private ws: BrowserSocket | undefined;
  private auth: TransportAuth | undefined;
  private readonly pushHandlers: PushHandler[] = [];
  private readonly stateHandlers: ((s: NetState) => void)[] = [];
  private readonly pending = new Map<number, (timedOut: boolean, ack: unknown) => void>();
  private nextAck = 0;
  private connected = false;
  /** Set by `close()`/`suspend()`: no reconnection until `connect()`/`resume()`. */
  private stopped = true;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimer> | undefined;
  private heartbeat: ReturnType<typeof setTimer> | undefined;
  private pingMs = DEFAULT_PING_MS;
  private unwatchNetwork: (() => void) | undefined;
  /** The pending first `connect()`: settled by the first success or refusal. */
  private first: { resolve: () => void; reject: (e: ChatError) => void } | undefined;

  constructor(private readonly options: LiteSocketTransportOptions) {}

  connect(auth: TransportAuth): Promise<void> {
    this.close();
    this.auth = auth;
    this.stopped = false;
    this.unwatchNetwork = watchNetwork(
      () => this.suspend(),
      () => this.resume(),
    );
    return new Promise<void>((resolve, reject) => {
      const timer = setTimer(() => {
        if (!this.first) return;
        this.first = undefined;
        this.close();
        this.emitState('disconnected');
        reject(chatError(SDK_CODE.TIMEOUT, 'connection timed out'));
      }, this.options.timeoutMs ?? LIMITS.requestTimeoutMs);
      this.first = {
        resolve: () => {
          clearTimer(timer);
          resolve();
        },
        reject: (e) => {
          clearTimer(timer);
          reject(e);
        },
      };
      this.open();
    });
  }

  /** Drops the connection as a network failure would; it reconnects by itself. */
  dropConnection(): void {
    this.ws?.close();
  }

  /**
   * Disconnects and stays offline until `resume()`. Also when it happens between two reconnection
   * attempts (the state said "connecting"): the state must then become "disconnected" too.
   */
  suspend(): void {
    this.stopped = true;
    clearTimer(this.retryTimer);
    this.shutSocket();
    this.emitState('disconnected');
  }

  resume(): void {
    if (!this.auth || !this.stopped || !this.unwatchNetwork) return;
    this.stopped = false;
    this.attempts = 0;
    this.open();
  }

  close(): void {
    this.unwatchNetwork?.();
    this.unwatchNetwork = undefined;
    this.stopped = true;
    clearTimer(this.retryTimer);
    this.shutSocket();
    this.first = undefined;
  }

  rpc(op: string, params: unknown): Promise<unknown> {
    const ws = this.ws;
    if (!ws || !this.connected) return Promise.reject(chatError(SDK_CODE.NETWORK_ERROR, 'not connected'));
    const id = this.nextAck++;
    return new Promise((resolve, reject) => {
      const timer = setTimer(
        () => settle(true, undefined),
        this.options.timeoutMs ?? LIMITS.requestTimeoutMs,
      );
      const settle = (timedOut: boolean, ack: unknown) => {
        clearTimer(timer);
        this.pending.delete(id);
        try {
          resolve(settleAck(op, timedOut, ack));
        } catch (e) {
          reject(e);
        }
      };
      this.pending.set(id, settle);
      ws.send(`42${id}${JSON.stringify(['rpc', { op, params }])}`);
    });
  }

  onPush(handler: PushHandler): void {
    this.pushHandlers.push(handler);
  }

  onState(handler: (state: NetState) => void): void {
    this.stateHandlers.push(handler);
  }

  private emitState(state: NetState): void {
    for (const h of this.stateHandlers) h(state);
  }

  private open(): void {
    this.emitState('connecting');
    const Socket = (globalThis as { WebSocket?: BrowserSocketConstructor }).WebSocket;
    if (!Socket) throw chatError(SDK_CODE.NETWORK_ERROR, 'WebSocket is not available');
    // http -> ws, https -> wss; Socket.IO's default path, WebSocket from the start (no polling).
    const origin = this.options.url.replace(/\/$/, '').replace(/^http/, 'ws');
    const ws = new Socket(`${origin}/socket.io/?EIO=4&transport=websocket`);
    this.ws = ws;
    ws.onmessage = (event) => {
      if (this.ws === ws && typeof event.data === 'string') this.onFrame(ws, event.data);
    };
    ws.onclose = () => {
      if (this.ws === ws) this.lost();
    };
    // A failed or aborted connection reports an error and then closes: `onclose` handles it.
    ws.onerror = () => undefined;
  }

  /** One Engine.IO packet: open, ping, close or a Socket.IO message. */
  private onFrame(ws: BrowserSocket, frame: string): void {
    const type = frame[0];
    if (type === '0') {
      const open = JSON.parse(frame.slice(1)) as { pingInterval?: number; pingTimeout?: number };
      this.pingMs = (open.pingInterval ?? 25_000) + (open.pingTimeout ?? 20_000);
      this.armHeartbeat();
      ws.send(`40${JSON.stringify(this.auth)}`);
    } else if (type === '2') {
      this.armHeartbeat();
      ws.send('3');
    } else if (type === '1') {
      ws.close();
    } else if (type === '4') {
      this.onPacket(frame.slice(1));
    }
  }

  /** One Socket.IO packet of the main namespace: connect, connect error, disconnect, event, ack. */
  private onPacket(packet: string): void {
    const type = packet[0];
    const body = packet.slice(1);
    if (type === '0') {
      this.connected = true;
      this.attempts = 0;
      this.emitState('connected');
      const first = this.first;
      this.first = undefined;
      first?.resolve();
    } else if (type === '4') {
      this.refused(JSON.parse(body) as { message?: string; data?: unknown });
    } else if (type === '1') {
      // The server ended the session: Socket.IO clients do not reconnect after that.
      this.suspend();
    } else if (type === '2') {
      const [name, msg] = JSON.parse(body.replace(/^\d+/, '')) as [string, { type: string; data: unknown }];
      if (name === 'push') for (const h of this.pushHandlers) h(msg.type, msg.data);
    } else if (type === '3') {
      const id = /^\d+/.exec(body)?.[0] ?? '';
      const [ack] = JSON.parse(body.slice(id.length)) as [unknown];
      this.pending.get(Number(id))?.(false, ack);
    }
  }

  /** A refusal by the server's middleware carries a chat error and is final: no retry. */
  private refused(error: { message?: string; data?: unknown }): void {
    const data = error.data;
    const refusal = isChatError(data) ? data : chatError(SDK_CODE.NETWORK_ERROR, error.message ?? 'refused');
    this.stopped = true;
    this.shutSocket();
    const first = this.first;
    this.first = undefined;
    if (first) first.reject(refusal);
    else for (const h of this.pushHandlers) h('kicked', { reason: refusalReason(refusal) });
    this.emitState('disconnected');
  }

  /** The connection is gone: report it, fail what waits for an ack, and retry with backoff. */
  private lost(): void {
    if (this.shutSocket()) this.emitState('disconnected');
    if (this.stopped) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** this.attempts);
    this.attempts += 1;
    clearTimer(this.retryTimer);
    this.retryTimer = setTimer(() => {
      if (!this.stopped) this.open();
    }, delay);
  }

  private armHeartbeat(): void {
    clearTimer(this.heartbeat);
    const ws = this.ws;
    // No ping from the server in time: the connection is dead even if the socket looks open.
    this.heartbeat = setTimer(() => ws?.close(), this.pingMs);
  }

  /** Closes the socket and fails what waits for an ack; true when it was connected. */
  private shutSocket(): boolean {
    clearTimer(this.heartbeat);
    const ws = this.ws;
    this.ws = undefined;
    const wasConnected = this.connected;
    this.connected = false;
    for (const settle of [...this.pending.values()]) settle(true, undefined);
    if (ws) {
      ws.onmessage = null;
      ws.onclose = null;
      if (ws.readyState <= 1) ws.close();
    }
    return wasConnected;
  }
}
