import type { PushData, PushType, RpcOp, RpcParams, RpcResult } from '@renli/contracts';
import { io, type Socket } from 'socket.io-client';
import type { ChatTestUser } from './testing.ts';

export interface Reply<T> {
  code: number;
  message: string;
  data: T;
}

export interface Push {
  type: PushType;
  data: unknown;
}

/** A raw protocol client for server tests: rpc with ack, recorded pushes, waiting helpers. */
export class TestClient {
  readonly pushes: Push[] = [];
  private waiters: (() => void)[] = [];

  constructor(
    readonly socket: Socket,
    readonly userID: string,
  ) {
    socket.on('push', (push: Push) => {
      this.pushes.push(push);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  rpc<O extends RpcOp>(op: O, params: RpcParams<O>): Promise<Reply<RpcResult<O>>> {
    return this.socket.timeout(20_000).emitWithAck('rpc', { op, params });
  }

  async ok<O extends RpcOp>(op: O, params: RpcParams<O>): Promise<RpcResult<O>> {
    const reply = await this.rpc(op, params);
    if (reply.code !== 0) throw new Error(`${op} failed: ${reply.code} ${reply.message}`);
    return reply.data;
  }

  pushesOf<T extends PushType>(type: T): PushData<T>[] {
    return this.pushes.filter((p) => p.type === type).map((p) => p.data as PushData<T>);
  }

  /** Resolves when `predicate` holds over the recorded pushes. */
  async waitFor(predicate: (client: TestClient) => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for pushes of ${this.userID}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  close() {
    this.socket.disconnect();
  }
}

export async function connect(
  url: string,
  user: ChatTestUser,
  extra: { SDKAppID?: number; lang?: string } = {},
): Promise<TestClient> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: {
      SDKAppID: extra.SDKAppID ?? 1400000001,
      userID: user.userID,
      userSig: user.userSig,
      lang: extra.lang,
    },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return new TestClient(socket, user.userID);
}

/** The connect_error `data` of a refused handshake. */
export async function refusal(
  url: string,
  auth: Record<string, unknown>,
): Promise<{ code: number; message: string }> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.disconnect();
      reject(new Error('connected'));
    });
    socket.once('connect_error', (error: Error & { data?: { code: number; message: string } }) => {
      socket.disconnect();
      resolve(error.data ?? { code: -1, message: error.message });
    });
  });
}
