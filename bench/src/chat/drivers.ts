import { randomBytes } from 'node:crypto';
import type { PushData, PushType, RpcParams } from '@renli/contracts';
import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import type { LoadJob, Room } from './types.ts';

/** The clients of one system, seen by the step runner: numbered send slots and counters. */
export interface Driver {
  readonly slots: number;
  /** Sends `text` from the slot's client into the slot's conversation, without waiting. */
  send(slot: number, text: string): void;
  /** Sends whose acknowledgement has not arrived yet (the relay has none). */
  inFlight(): number;
  refusedSends(): number;
  close(): void;
}

/** Called for every message a client receives from someone else (its own echo excluded). */
export type Deliver = (text: string) => void;

interface Slot {
  client: number;
  room: Room;
}

/**
 * Every member of every room is a sender. Interleaved (first member of each room, then the second...)
 * so consecutive sends come from different clients and conversations.
 */
function sendSlots(rooms: Room[]): Slot[] {
  const slots: Slot[] = [];
  const widest = Math.max(...rooms.map((r) => r.members.length));
  for (let i = 0; i < widest; i++) {
    for (const room of rooms) {
      const client = room.members[i];
      if (client !== undefined) slots.push({ client, room });
    }
  }
  return slots;
}

interface ChatPush {
  type: PushType;
  data: unknown;
}

function connectChat(job: LoadJob, index: number, deliver: Deliver): Promise<Socket> {
  const user = job.users[index];
  if (!user) throw new Error(`no user for client ${index}`);
  const socket = io(job.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { SDKAppID: job.sdkAppID, userID: user.userID, userSig: user.userSig },
  });
  socket.on('push', (push: ChatPush) => {
    if (push.type !== 'message') return;
    const message = push.data as PushData<'message'>;
    if (message.from !== user.userID) deliver(String(message.payload.text));
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Raw Socket.IO clients speaking packages/contracts/src/chat/protocol.ts (`rpc` sendMessage, `push`). */
export async function chatDriver(job: LoadJob, deliver: Deliver): Promise<Driver> {
  const sockets = await Promise.all(job.users.map((_, i) => connectChat(job, i, deliver)));
  const slots = sendSlots(job.rooms);
  const targets = slots.map(({ client, room }) => {
    if (room.kind === 'GROUP') return room.id;
    const peer = room.members.find((m) => m !== client) as number;
    return (job.users[peer] as { userID: string }).userID;
  });
  // Client message IDs must be unique per sender across runs on the same database.
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  let sent = 0;
  let acked = 0;
  let refused = 0;
  return {
    slots: slots.length,
    send(slot, text) {
      const { client, room } = slots[slot] as Slot;
      const params: RpcParams<'sendMessage'> = {
        ID: `${prefix}-${sent}`,
        conversationType: room.kind,
        to: targets[slot] as string,
        type: 'TIMTextElem',
        payload: { text },
      };
      sent += 1;
      sockets[client]?.emit('rpc', { op: 'sendMessage', params }, (ack: { code: number }) => {
        acked += 1;
        if (ack.code !== 0) refused += 1;
      });
    },
    inFlight: () => sent - acked,
    refusedSends: () => refused,
    close() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

interface RelayFrame {
  room: string;
  from: number;
  text: string;
}

function connectRelay(job: LoadJob, index: number, deliver: Deliver): Promise<WebSocket> {
  const joined = job.rooms.filter((r) => r.members.includes(index)).map((r) => r.id);
  const socket = new WebSocket(`${job.url}/?rooms=${encodeURIComponent(joined.join(','))}`);
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as RelayFrame;
    if (frame.from !== index) deliver(frame.text);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Plain `ws` clients of relay.ts: same clients, same rooms, same fan-out as the chat load. */
export async function relayDriver(job: LoadJob, deliver: Deliver): Promise<Driver> {
  const sockets = await Promise.all(job.users.map((_, i) => connectRelay(job, i, deliver)));
  const slots = sendSlots(job.rooms);
  return {
    slots: slots.length,
    send(slot, text) {
      const { client, room } = slots[slot] as Slot;
      sockets[client]?.send(JSON.stringify({ room: room.id, from: client, text } satisfies RelayFrame));
    },
    inFlight: () => 0,
    refusedSends: () => 0,
    close() {
      for (const socket of sockets) socket.close();
    },
  };
}
