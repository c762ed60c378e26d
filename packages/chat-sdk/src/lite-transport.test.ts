import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiteSocketTransport } from './lite-transport.ts';
import type { NetState } from './transport-types.ts';

/** A browser WebSocket stand-in: the test plays the server by calling `receive` and `drop`. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closeCalls = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.closeCalls += 1;
    // As browsers do: closing a socket that never opened reports an error first.
    if (this.readyState === 0) this.onerror?.();
    this.readyState = 3;
    this.onclose?.();
  }

  receive(frame: string): void {
    this.readyState = 1;
    this.onmessage?.({ data: frame });
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }
}

const OPEN = '0{"sid":"s","pingInterval":25000,"pingTimeout":20000}';

function transportWithStates() {
  const transport = new LiteSocketTransport({ url: 'http://chat.test', timeoutMs: 5000 });
  const states: NetState[] = [];
  transport.onState((s) => states.push(s));
  return { transport, states };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LiteSocketTransport', () => {
  it('connects over ws:// with the auth in the Socket.IO connect packet', async () => {
    const { transport, states } = transportWithStates();
    const connected = transport.connect({ SDKAppID: 1, userID: 'li', userSig: 'sig' });
    const socket = FakeSocket.opened[0]!;
    expect(socket.url).toBe('ws://chat.test/socket.io/?EIO=4&transport=websocket');
    socket.receive(OPEN);
    expect(socket.sent).toEqual(['40{"SDKAppID":1,"userID":"li","userSig":"sig"}']);
    socket.receive('40{"sid":"x"}');
    await connected;
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('says "disconnected" when suspended between two reconnection attempts', async () => {
    const { transport, states } = transportWithStates();
    const connected = transport.connect({ SDKAppID: 1, userID: 'li', userSig: 'sig' });
    FakeSocket.opened[0]!.receive(OPEN);
    FakeSocket.opened[0]!.receive('40{}');
    await connected;

    FakeSocket.opened[0]!.drop();
    vi.advanceTimersByTime(200);
    const retry = FakeSocket.opened[1]!;
    expect(states).toEqual(['connecting', 'connected', 'disconnected', 'connecting']);

    transport.suspend();
    expect(states.at(-1)).toBe('disconnected');
    expect(retry.closeCalls).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.opened).toHaveLength(2);

    transport.resume();
    expect(FakeSocket.opened).toHaveLength(3);
    expect(states.at(-1)).toBe('connecting');
  });

  it('backs off 200, 400, 800 ms … up to 3 s between failed attempts', async () => {
    const { transport } = transportWithStates();
    const connected = transport.connect({ SDKAppID: 1, userID: 'li', userSig: 'sig' });
    FakeSocket.opened[0]!.receive(OPEN);
    FakeSocket.opened[0]!.receive('40{}');
    await connected;
    FakeSocket.opened[0]!.drop();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const before = FakeSocket.opened.length;
      let waited = 0;
      while (FakeSocket.opened.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
      FakeSocket.opened.at(-1)!.drop();
    }
    expect(waits).toEqual([200, 400, 800, 1600, 3000, 3000]);
    transport.close();
  });
});
