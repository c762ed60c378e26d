import type {
  OutgoingMessage,
  PushType,
  RpcOp,
  RpcParams,
  RpcResult,
  WireConversation,
  WireMessage,
} from '@renli/contracts';
import { chatError } from '../errors.ts';
import type { NetState, PushHandler, Transport, TransportAuth } from '../transport.ts';

/**
 * An in-memory stand-in for the chat server, C2C only, for unit tests of the SDK's own logic
 * (sync, ordering, caches). The real server is exercised by apps/server/src/chat/sdk/*.int.test.ts.
 */
export class FakeServer {
  readonly threads = new Map<string, WireMessage[]>();
  readonly readSeq = new Map<string, number>();
  readonly transports = new Set<FakeTransport>();
  calls: { op: RpcOp; params: unknown; userID: string }[] = [];
  time = 1_700_000_000;

  static key(a: string, b: string): string {
    return [a, b].sort().join('|');
  }

  thread(a: string, b: string): WireMessage[] {
    const k = FakeServer.key(a, b);
    let t = this.threads.get(k);
    if (!t) {
      t = [];
      this.threads.set(k, t);
    }
    return t;
  }

  /** Stores a message as if sent by `from` (pushes to connected devices of both users). */
  store(
    from: string,
    out: Pick<OutgoingMessage, 'ID' | 'to' | 'type' | 'payload'> & Partial<OutgoingMessage>,
  ) {
    const t = this.thread(from, out.to);
    const dup = t.find((m) => m.from === from && m.ID === out.ID);
    if (dup) return dup;
    const m: WireMessage = {
      ID: out.ID,
      conversationType: 'C2C',
      from,
      to: out.to,
      sequence: t.length + 1,
      time: this.time++,
      type: out.type,
      payload: out.payload,
      nick: from,
      avatar: '',
      cloudCustomData: out.cloudCustomData ?? '',
      atUserList: out.atUserList ?? [],
      needReadReceipt: out.needReadReceipt ?? false,
      isRevoked: false,
      revoker: '',
      hasRiskContent: false,
      isModified: false,
      version: 1,
    };
    t.push(m);
    this.push([from, out.to], 'message', m);
    return m;
  }

  push(userIDs: string[], type: PushType, data: unknown): void {
    for (const tr of this.transports)
      if (tr.connected && userIDs.includes(tr.userID)) tr.deliverPush(type, data);
  }

  conversationsOf(userID: string): WireConversation[] {
    const out: WireConversation[] = [];
    for (const [k, t] of this.threads) {
      const [a, b] = k.split('|') as [string, string];
      if (a !== userID && b !== userID) continue;
      const peer = a === userID ? b : a;
      const conversationID = `C2C${peer}`;
      const readSeq = this.readSeq.get(`${userID}:${conversationID}`) ?? 0;
      const last = t.at(-1) ?? null;
      out.push({
        conversationID,
        type: 'C2C',
        peerID: peer,
        name: peer,
        avatar: '',
        maxSeq: t.length,
        readSeq,
        unreadCount: t.filter((m) => m.sequence > readSeq && m.from !== userID).length,
        isPinned: false,
        messageRemindType: 'AcceptAndNotify',
        groupAtInfoList: [],
        lastMessage: last,
        lastTime: last?.time ?? 0,
        peerReadSeq: 0,
        leftReason: '',
      });
    }
    return out;
  }

  handle(userID: string, op: RpcOp, params: Record<string, unknown>): unknown {
    this.calls.push({ op, params, userID });
    const peerOf = (cid: string) => cid.slice(3);
    switch (op) {
      case 'sync':
        return { conversations: this.conversationsOf(userID), serverTime: this.time };
      case 'pullMessages': {
        const t = this.thread(userID, peerOf(params.conversationID as string));
        const after = params.afterSeq as number;
        const count = (params.count as number) ?? 100;
        const list = t.filter((m) => m.sequence > after).slice(0, count);
        return { messageList: list, isCompleted: (list.at(-1)?.sequence ?? after) >= t.length };
      }
      case 'sendMessage': {
        const text = (params.payload as { text?: string }).text;
        if (params.type === 'TIMTextElem' && !text) throw chatError(2101, 'empty');
        return { message: this.store(userID, params as unknown as OutgoingMessage) };
      }
      case 'getMessageList': {
        const t = this.thread(userID, peerOf(params.conversationID as string));
        const before = (params.beforeSeq as number | undefined) ?? t.length + 1;
        const count = (params.count as number) ?? 15;
        const older = t.filter((m) => m.sequence < before);
        const page = older.slice(-count);
        return { messageList: [...page].reverse(), isCompleted: older.length <= count };
      }
      case 'setMessageRead': {
        const cid = params.conversationID as string;
        this.readSeq.set(`${userID}:${cid}`, this.thread(userID, peerOf(cid)).length);
        return {};
      }
      case 'revokeMessage': {
        const t = this.thread(userID, peerOf(params.conversationID as string));
        const m = t.find((x) => x.sequence === params.sequence);
        if (!m) throw chatError(2201, 'not found');
        if (m.from !== userID) throw chatError(20017, 'not sender');
        m.isRevoked = true;
        m.revoker = userID;
        m.version += 1;
        this.push([m.from, m.to], 'messageUpdated', { ...m });
        return { message: { ...m } };
      }
      case 'getConversationProfile': {
        const c = this.conversationsOf(userID).find((x) => x.conversationID === params.conversationID);
        if (!c) throw chatError(2200, 'conversation not found');
        return { conversation: c };
      }
      // No groups or relations here: the lists the SDK fetches again after a reconnect are empty.
      case 'getGroupList':
        return { groupList: [] };
      case 'getGroupApplicationList':
        return { applicationList: [] };
      case 'getFriendList':
        return { friendList: [] };
      case 'getFriendApplicationList':
        return { applicationList: [], unreadCount: 0 };
      case 'getBlacklist':
        return { userIDList: [] };
      default:
        return {};
    }
  }
}

/** One device's connection to the FakeServer; `offline()` simulates a dropped network. */
export class FakeTransport implements Transport {
  connected = false;
  userID = '';
  private pushHandlers: PushHandler[] = [];
  private stateHandlers: ((s: NetState) => void)[] = [];
  /** When set, decides per request whether its ack is lost (the server still handles it). */
  dropAck: ((op: RpcOp, params: unknown) => boolean) | undefined;
  /** Pushes are held here instead of delivered when set (tests reorder/duplicate them). */
  hold: { type: PushType; data: unknown }[] | undefined;

  constructor(private readonly server: FakeServer) {}

  async connect(auth: TransportAuth): Promise<void> {
    if (auth.userSig === 'bad') throw chatError(70003, 'bad signature');
    this.userID = auth.userID;
    this.server.transports.add(this);
    this.online();
  }

  online(): void {
    this.connected = true;
    for (const h of this.stateHandlers) h('connected');
  }

  offline(): void {
    this.connected = false;
    for (const h of this.stateHandlers) h('disconnected');
  }

  close(): void {
    this.connected = false;
    this.server.transports.delete(this);
  }

  async rpc<O extends RpcOp>(op: O, params: RpcParams<O>): Promise<RpcResult<O>> {
    await Promise.resolve();
    if (!this.connected) throw chatError(2801, 'timeout');
    const result = this.server.handle(this.userID, op, params as Record<string, unknown>);
    if (this.dropAck?.(op, params)) throw chatError(2801, `request ${op} timed out`);
    return JSON.parse(JSON.stringify(result)) as RpcResult<O>;
  }

  deliverPush(type: PushType, data: unknown): void {
    if (this.hold) {
      this.hold.push({ type, data });
      return;
    }
    for (const h of this.pushHandlers) h(type, JSON.parse(JSON.stringify(data)) as never);
  }

  release(): void {
    const held = this.hold ?? [];
    this.hold = undefined;
    for (const p of held) this.deliverPush(p.type, p.data);
  }

  onPush(handler: PushHandler): void {
    this.pushHandlers.push(handler);
  }

  onState(handler: (state: NetState) => void): void {
    this.stateHandlers.push(handler);
  }
}
