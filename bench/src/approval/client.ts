import { createHash } from 'node:crypto';
import type { Envelope } from '@renli/contracts';

/** What the benchmark times, each kind on its own. */
export type Action = 'submit' | 'todoList' | 'detail' | 'approve';

/**
 * Calls the server on loopback as a browser would (JSON, `access_token`), and keeps the latency of
 * every timed call by action. Any answer but code 200 throws: a benchmark of failing calls is void.
 */
export function createClient(base: string) {
  const latencies: Record<Action, number[]> = { submit: [], todoList: [], detail: [], approve: [] };

  async function call<T>(path: string, token: string | null, body?: unknown): Promise<T> {
    const headers: Record<string, string> = token === null ? {} : { access_token: token };
    const init: RequestInit =
      body === undefined
        ? { headers }
        : {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          };
    const res = await fetch(`${base}${path}`, init);
    const envelope = (await res.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  }

  return {
    latencies,
    /** An untimed call (setting up). */
    call,
    /** A timed call, recorded under `action`. */
    async timed<T>(action: Action, path: string, token: string, body?: unknown): Promise<T> {
      const sent = performance.now();
      const data = await call<T>(path, token, body);
      latencies[action].push(performance.now() - sent);
      return data;
    },
    /** A session token; the web client sends MD5(password). */
    async login(loginCode: string, password: string): Promise<string> {
      const data = await call<{ access_token: string }>('/anon/generateToken', null, {
        userLoginCode: loginCode,
        password: createHash('md5').update(password).digest('hex'),
      });
      return data.access_token;
    },
  };
}
export type Client = ReturnType<typeof createClient>;
