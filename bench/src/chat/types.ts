/** Messages exchanged between the orchestrator (index.ts) and its child processes, as JSON. */

export interface BenchUser {
  userID: string;
  userSig: string;
}

export interface GroupSpec {
  type: 'Work' | 'Community';
  /** Client indexes; the first one owns the group. */
  members: number[];
  /** Members stored without a client (IDs `bench-member-<n>`), added in bulk after creation. */
  extraMembers: number;
}

/**
 * What the chat server child creates: users 0..users-1, groups of those users (by index), and spare
 * users in no group (the joiners of a large group's probe).
 */
export interface ChatServerSpec {
  users: number;
  spareUsers: number;
  groups: GroupSpec[];
}

/** The server process's memory, as it reports it. */
export interface MemoryMB {
  rss: number;
  heapUsed: number;
}

export interface ChatServerReady {
  url: string;
  sdkAppID: number;
  pid: number;
  users: BenchUser[];
  spareUsers: BenchUser[];
  /** In the order of `ChatServerSpec.groups`. */
  groupIDs: string[];
  /** Only when some group has extra members: their bulk insert and the memory around it. */
  bulkMembers: { members: number; seconds: number; before: MemoryMB; after: MemoryMB } | null;
}

/** Input of probe.ts: single operations timed on a large group, through the protocol. */
export interface ProbeJob {
  url: string;
  sdkAppID: number;
  groupID: string;
  /** Connected members: the first sends, the next ones send read receipts. */
  members: BenchUser[];
  joiners: BenchUser[];
}

export interface Timing {
  samples: number;
  p50Ms: number;
  maxMs: number;
}

export interface ProbeResult {
  memberCountAfterJoins: number;
  join: Timing;
  sendWithReceipt: Timing;
  sendMessageReadReceipt: Timing;
  getMessageReadReceiptList: Timing;
  /** The last list's answer: the counts come from the group row, not from counting members. */
  lastReceipt: { readCount: number; unreadCount: number };
}

export interface RelayServerReady {
  url: string;
}

/**
 * A conversation of the load: C2C rooms have two members who send to each other; GROUP rooms send to
 * `id` (the chat groupID, or the relay room name).
 */
export interface Room {
  id: string;
  kind: 'C2C' | 'GROUP';
  /** Client indexes. */
  members: number[];
}

export interface LoadJob {
  system: 'chat' | 'relay';
  caseName: string;
  url: string;
  sdkAppID: number;
  /** One client per user; relay clients use only the index. */
  users: BenchUser[];
  rooms: Room[];
  stepSeconds: number;
}

export interface StepResult {
  offeredSendsPerSecond: number;
  sentPerSecond: number;
  /** Deliveries that arrived on time, per second of the step. */
  deliveriesPerSecond: number;
  expected: number;
  /** Arrived within the drain window after the step's last send. */
  onTime: number;
  late: number;
  /** Never arrived (refused sends, or a backlog that did not drain). */
  lost: number;
  refusedSends: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  sustained: boolean;
}

export interface LoadResult {
  system: LoadJob['system'];
  caseName: string;
  clients: number;
  /** Recipients per message, the sender's own echo not counted. */
  recipientsPerMessage: number;
  /** The highest step that was sustained, or null when even the lowest step was not. */
  best: StepResult | null;
  steps: StepResult[];
}

/** A large-group case's probe, and the server's resident set (/proc) before its load and after. */
export interface LargeGroupResult {
  probe: ProbeResult;
  serverRssMB: { beforeLoad: number | null; afterProbe: number | null };
}

export interface PersistMode {
  waitMs: number;
  maxSize: number;
  rows: number;
  transactions: number;
  seconds: number;
  rowsPerSecond: number;
}

export interface PersistResult {
  concurrency: number;
  threads: number;
  batched: PersistMode;
  perMessage: PersistMode;
}
