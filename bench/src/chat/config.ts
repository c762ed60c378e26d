/** What the chat benchmark measures and for how long; env overrides make shorter runs possible. */

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** Length of one offered-rate step, and of each persistence mode. */
export const stepSeconds = () => positiveNumber('BENCH_CHAT_SECONDS', 2);

export interface BenchCase {
  name: string;
  kind: 'C2C' | 'GROUP';
  clients: number;
  /** Members per conversation, the sender included (the server echoes to the sender's devices too). */
  roomSize: number;
  /** Group type of GROUP cases; Work unless said. */
  groupType?: 'Work' | 'Community';
  /**
   * A large group: members stored in the database once the probe's joins are done, of which only
   * `roomSize` are connected clients (probe.ts measures join, send and read receipts there).
   */
  storedMembers?: number;
}

export const CASES: readonly BenchCase[] = [
  { name: 'c2c', kind: 'C2C', clients: 100, roomSize: 2 },
  { name: 'group10', kind: 'GROUP', clients: 100, roomSize: 10 },
  { name: 'group200', kind: 'GROUP', clients: 200, roomSize: 200 },
  {
    name: 'community',
    kind: 'GROUP',
    clients: 200,
    roomSize: 200,
    groupType: 'Community',
    storedMembers: 100_000,
  },
];

/** Users who join a large group during its probe (each join is timed). */
export const PROBE_JOINS = 5;

/** `BENCH_CHAT_CASES=c2c,group10` runs a subset. */
export function selectedCases(): BenchCase[] {
  const wanted = process.env.BENCH_CHAT_CASES?.split(',').map((s) => s.trim());
  if (!wanted || wanted.join('') === '') return [...CASES];
  const unknown = wanted.filter((w) => !CASES.some((c) => c.name === w));
  if (unknown.length > 0) throw new Error(`unknown BENCH_CHAT_CASES: ${unknown.join(', ')}`);
  return CASES.filter((c) => wanted.includes(c.name));
}

/** Client indexes 0..clients-1 cut into consecutive conversations of `roomSize`. */
export function roomMembers(c: BenchCase): number[][] {
  const rooms: number[][] = [];
  for (let first = 0; first < c.clients; first += c.roomSize) {
    rooms.push(Array.from({ length: Math.min(c.roomSize, c.clients - first) }, (_, i) => first + i));
  }
  return rooms;
}

/** The targets, on the 2-core reference machine. */
export const TARGETS = {
  p99Ms: 100,
  deliveriesVsRelay: 0.6,
  batchedVsPerMessage: 10,
} as const;
