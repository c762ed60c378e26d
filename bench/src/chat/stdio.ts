/** The child side of children.ts: JSON input on the first stdin line, JSON out, logs on stderr. */

export function readInput<T>(): Promise<T> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      process.stdin.off('data', onData);
      resolve(JSON.parse(buffered.slice(0, end)) as T);
    };
    process.stdin.setEncoding('utf8').on('data', onData);
    process.stdin.once('end', () => reject(new Error('stdin ended before the input line')));
  });
}

/**
 * The orchestrator closes our stdin to stop us, and a dead orchestrator closes it too, so no child
 * outlives it. Children therefore end with `done()`: the open stdin would keep them alive.
 */
export function onStopRequest(stop: () => Promise<void>) {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`stop failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  if (process.stdin.readableEnded) once();
  else process.stdin.once('end', once);
  process.once('SIGTERM', once);
  process.once('SIGINT', once);
}

export function reply(value: unknown) {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** Output to a pipe is written synchronously on Linux and macOS, so nothing is lost by exiting. */
export function done(): never {
  process.exit(0);
}

export function log(message: string) {
  process.stderr.write(`[bench:chat] ${message}\n`);
}
