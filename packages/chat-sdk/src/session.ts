import type { PushData, PushType, RpcOp, RpcParams, RpcResult } from '@renli/contracts';
import { EVENT, type EventName, SDK_CODE } from './constants.ts';
import { type ChatEvent, Emitter, type EventDataMap, type Listener } from './emitter.ts';
import { chatError, toChatError } from './errors.ts';
import type { MediaState } from './media.ts';
import type { Message } from './message.ts';
import { platform, setTimer } from './platform.ts';
import { handlePush, isCorePush } from './pushes.ts';
import { ChatStore } from './store.ts';
import { SyncEngine } from './sync.ts';
import type { NetState, Transport } from './transport-types.ts';

export type { ChatEvent, EventDataMap } from './emitter.ts';

export interface ChatOptions {
  SDKAppID: number;
  /** Server origin, e.g. `https://renli.example.com`. Defaults to `location.origin` in browsers. */
  url?: string;
  /** Words refused locally with code 3123 before a text is sent. */
  localBlockWords?: string[];
  /** Request timeout in ms (default 15000). */
  timeoutMs?: number;
  /** Advanced/testing: supplies the transport (default: Socket.IO). */
  transportFactory?: (url: string) => Transport;
}

/** What every promise resolves with. */
export interface ChatResponse<T> {
  code: 0;
  data: T;
}

export type ChatPromise<T> = Promise<ChatResponse<T>>;
export const ok = <T>(data: T): ChatResponse<T> => ({ code: 0, data });

/** Login, connection, sync and events: what every group of chat operations stands on. */
export class ChatSession {
  readonly SDKAppID: number;
  /** @internal */
  protected readonly baseURL: string;
  private readonly transportFactory: (url: string) => Transport;
  /** @internal */
  protected transport: Transport | undefined;
  /** @internal */
  protected readonly engine: SyncEngine;
  /** @internal */
  protected sig = '';
  /** @internal */
  protected ready = false;
  /** @internal */
  protected get me(): string {
    return this.state.me;
  }
  /** @internal */
  protected netState: NetState = 'disconnected';
  /** @internal */
  protected blockWords: string[];
  /** @internal */
  protected readonly media = new WeakMap<Message, MediaState>();
  /** @internal */
  protected readonly events = new Emitter();
  /** @internal */
  protected readonly state = new ChatStore(this.events.emit, (id) => void this.refreshConversation(id));
  private lastSync: Promise<void> | undefined;
  private connectedOnce = false;

  constructor(options: ChatOptions) {
    if (!options || typeof options.SDKAppID !== 'number') throw new Error('SDKAppID (number) is required');
    this.SDKAppID = options.SDKAppID;
    const url = options.url ?? platform.location?.origin;
    if (!url) throw new Error('url is required outside a browser');
    this.baseURL = url.replace(/\/$/, '');
    this.blockWords = [...(options.localBlockWords ?? [])];
    // The entry points (`ChatSDK.create`) always supply one: see sdk-object.ts.
    if (!options.transportFactory) throw new Error('transportFactory is required');
    this.transportFactory = options.transportFactory;
    this.engine = new SyncEngine({
      rpc: (op, params) => this.call(op, params),
      userID: () => this.me,
      onConversations: (list, initial) => this.state.adoptConversations(list, initial),
      deliver: (_conversationID, list) => this.state.deliver(list),
      onError: (e) => this.events.emit(EVENT.ERROR, toChatError(e)),
    });
  }

  // ---- events --------------------------------------------------------------------------------

  on<K extends EventName>(name: K, handler: (event: ChatEvent<EventDataMap[K]>) => void): void;
  on(name: string, handler: (event: ChatEvent<unknown>) => void): void;
  on(name: string, handler: Listener): void {
    this.events.on(name, handler);
  }

  off<K extends EventName>(name: K, handler: (event: ChatEvent<EventDataMap[K]>) => void): void;
  off(name: string, handler: (event: ChatEvent<unknown>) => void): void;
  off(name: string, handler: Listener): void {
    this.events.off(name, handler);
  }

  // ---- login ---------------------------------------------------------------------------------

  /** Local block words (code 3123); replaces the list. */
  setLocalBlockWords(words: string[]): void {
    this.blockWords = [...words];
  }

  isReady(): boolean {
    return this.ready;
  }

  getLoginUser(): string {
    return this.me;
  }

  getNetState(): NetState {
    return this.netState;
  }

  async login(options: { userID: string; userSig: string }): ChatPromise<{ repeatLogin: boolean }> {
    if (!options?.userID || !options.userSig)
      throw chatError(SDK_CODE.INVALID_PARAMS, 'userID and userSig are required');
    if (this.transport && this.me === options.userID) return ok({ repeatLogin: true });
    if (this.transport) await this.logout();
    this.state.reset(options.userID);
    this.sig = options.userSig;
    const transport = this.transportFactory(this.baseURL);
    this.transport = transport;
    transport.onPush((type, data) => {
      if (this.transport === transport) this.onPush(type as PushType, data as never);
    });
    transport.onState((state) => {
      if (this.transport === transport) this.onNetState(state);
    });
    try {
      await transport.connect({ SDKAppID: this.SDKAppID, userID: options.userID, userSig: options.userSig });
      await (this.lastSync ?? this.runSync());
    } catch (e) {
      this.teardown();
      throw toChatError(e, SDK_CODE.NETWORK_ERROR);
    }
    this.ready = true;
    this.events.emit(EVENT.SDK_READY, {});
    return ok({ repeatLogin: false });
  }

  /** As in Tencent's SDK, a ready instance announces SDK_NOT_READY when it logs out. */
  async logout(): ChatPromise<object> {
    const wasReady = this.ready;
    this.teardown();
    if (wasReady) this.events.emit(EVENT.SDK_NOT_READY, {});
    return ok({});
  }

  /** Logs out and removes every listener. */
  async destroy(): ChatPromise<object> {
    this.teardown();
    this.events.clear();
    return ok({});
  }

  private teardown(): void {
    const wasReady = this.ready;
    this.transport?.close();
    this.transport = undefined;
    this.ready = false;
    this.connectedOnce = false;
    this.lastSync = undefined;
    this.engine.reset();
    this.state.reset();
    this.onSessionReset();
    this.sig = '';
    if (wasReady) this.setNetState('disconnected');
  }

  private setNetState(state: NetState): void {
    if (state === this.netState) return;
    this.netState = state;
    this.events.emit(EVENT.NET_STATE_CHANGE, { state });
  }

  private onNetState(state: NetState): void {
    this.setNetState(state);
    if (state === 'connected') {
      const first = !this.connectedOnce;
      this.connectedOnce = true;
      if (first) this.runSync().catch(() => undefined);
      else this.resync(this.transport);
    }
  }

  /** A reconnect sync, retried with backoff while the same connection is up (failures emit ERROR). */
  private resync(transport: Transport | undefined, attempt = 0): void {
    this.runSync().then(
      () => {
        if (this.transport === transport) this.onReconnected();
      },
      () => {
        if (attempt >= 5) return;
        setTimer(
          () => {
            if (this.transport === transport && this.netState === 'connected')
              this.resync(transport, attempt + 1);
          },
          250 * 2 ** attempt,
        );
      },
    );
  }

  private runSync(): Promise<void> {
    const p = this.engine.sync();
    this.lastSync = p;
    p.catch((e: unknown) => this.events.emit(EVENT.ERROR, toChatError(e))).finally(() => {
      if (this.lastSync === p) this.lastSync = undefined;
    });
    return p;
  }

  /** @internal */
  protected call<O extends RpcOp>(op: O, params: RpcParams<O>): Promise<RpcResult<O>> {
    if (!this.transport) return Promise.reject(chatError(SDK_CODE.NOT_LOGGED_IN, 'not logged in'));
    return this.transport.rpc(op, params) as Promise<RpcResult<O>>;
  }

  /** @internal */
  protected requireLogin(): void {
    if (!this.transport || !this.me) throw chatError(SDK_CODE.NOT_LOGGED_IN, 'not logged in');
  }

  // ---- sync callbacks ------------------------------------------------------------------------

  private async refreshConversation(conversationID: string): Promise<void> {
    try {
      const { conversation } = await this.call('getConversationProfile', { conversationID });
      this.state.mergeServerConversation(conversation);
      this.state.changed();
    } catch {
      // the stub stays; the next sync corrects it
    }
  }

  // ---- pushes --------------------------------------------------------------------------------

  private onPush<T extends PushType>(type: T, raw: PushData<T>): void {
    try {
      if (!isCorePush(type)) {
        this.handleLayerPush(type, raw);
        return;
      }
      handlePush(
        {
          store: this.state,
          engine: this.engine,
          emit: this.events.emit,
          kicked: (reason) => {
            this.teardown();
            this.events.emit(EVENT.KICKED_OUT, { type: reason });
            this.events.emit(EVENT.SDK_NOT_READY, {});
          },
        },
        type,
        raw as PushData<typeof type>,
      );
    } catch (e) {
      this.events.emit(EVENT.ERROR, toChatError(e));
    }
  }

  /** @internal Layers above (relations, groups) handle their own pushes here, passing on what is not theirs. */
  protected handleLayerPush(_type: PushType, _data: unknown): void {}

  /** @internal Layers above drop their caches here (logout, kick, a new login). */
  protected onSessionReset(): void {}

  /**
   * Layers above refresh here what may have changed while the connection was down (friend lists,
   * groups): messages are caught up by the sync, lists are fetched again and announced.
   * @internal
   */
  protected onReconnected(): void {}

  // ---- helpers of the operations ------------------------------------------------------------

  /** @internal */
  protected ref(message: Message): { conversationID: string; sequence: number } {
    if (!message?.conversationID || !(message.sequence > 0))
      throw chatError(SDK_CODE.INVALID_PARAMS, 'the message has not been sent');
    return { conversationID: message.conversationID, sequence: message.sequence };
  }

  /** @internal */
  protected async selfOp<T>(
    ref: { conversationID: string; sequence: number },
    run: () => Promise<T>,
  ): Promise<T> {
    const key = `${ref.conversationID}:${ref.sequence}`;
    this.state.selfOps.add(key);
    try {
      return await run();
    } finally {
      this.state.selfOps.delete(key);
    }
  }

  /** @internal */
  protected sameConversation(messageList: Message[]): { conversationID: string; sequences: number[] } {
    if (!Array.isArray(messageList) || messageList.length === 0)
      throw chatError(SDK_CODE.INVALID_PARAMS, 'messageList is required');
    const conversationID = messageList[0]!.conversationID;
    if (messageList.some((m) => m.conversationID !== conversationID))
      throw chatError(SDK_CODE.INVALID_PARAMS, 'messages must belong to one conversation');
    return { conversationID, sequences: messageList.map((m) => this.ref(m).sequence) };
  }
}
