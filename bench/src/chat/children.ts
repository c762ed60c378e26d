import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Running children and their exit. */
const live = new Map<ChildProcess, Promise<number | null>>();

// Children must not outlive the benchmark, however it ends. On a signal they get the chance to close
// (a PostgreSQL run drops its throw-away database); at exit whatever is left is killed.
process.on('exit', () => {
  for (const child of live.keys()) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of live.keys()) child.kill('SIGTERM');
    const grace = new Promise((resolve) => setTimeout(resolve, 10_000));
    void Promise.race([Promise.all(live.values()), grace]).then(() => process.exit(130));
  });
}

/** The scripts next to this file that run as children. */
type ChildName = 'server' | 'relay' | 'loadgen' | 'persist' | 'probe';

/**
 * Starts `bench/src/chat/<name>.ts` as its own process: the first stdin line is `input` as JSON,
 * stdout carries JSON answers, stderr is the child's progress log and goes to ours.
 */
function start(name: ChildName, input: unknown, env: Record<string, string> = {}) {
  const script = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  // process.execArgv carries tsx's loader, so the child runs TypeScript the same way we do.
  // --cpu-prof is refused in NODE_OPTIONS, hence our own switch for profiling the children.
  const dir = process.env.BENCH_CHAT_PROFILE_DIR;
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  const child = spawn(process.execPath, [...process.execArgv, ...profile, script], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin?.write(`${JSON.stringify(input)}\n`);
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      live.delete(child);
      resolve(code);
    });
  });
  live.set(child, exited);
  return { child, exited, output: () => out };
}

/** A server child: resolves with its first stdout line once it listens; `stop()` ends it. */
export async function startServer<T>(name: ChildName, input: unknown, env: Record<string, string> = {}) {
  const { child, exited, output } = start(name, input, env);
  const ready = await new Promise<T>((resolve, reject) => {
    const onData = () => {
      const line = output().split('\n')[0];
      if (output().includes('\n') && line) {
        child.stdout?.off('data', onData);
        resolve(JSON.parse(line) as T);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  return {
    ready,
    async stop() {
      // Closing stdin asks the server to close its sockets and database; the timeout is a backstop.
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A run-to-completion child: resolves with the JSON it printed. Its stdin stays open while it runs so
 * it notices when we are gone, like the servers do.
 */
export async function runChild<T>(name: ChildName, input: unknown, env: Record<string, string> = {}) {
  const { exited, output } = start(name, input, env);
  const code = await exited;
  if (code !== 0) throw new Error(`${name} exited with ${code}`);
  return JSON.parse(output()) as T;
}
