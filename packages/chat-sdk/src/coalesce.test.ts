import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalesce.ts';
import { setTimer } from './platform.ts';

const tick = () => new Promise<void>((r) => setTimer(r, 0));

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { opened, open };
}

describe('Coalescer', () => {
  it('folds requests made during a run into one more run', async () => {
    const gates = [gate(), gate()];
    let runs = 0;
    const c = new Coalescer(
      async () => {
        await gates[runs++]?.opened;
      },
      () => undefined,
    );
    c.request();
    c.request();
    c.request();
    expect(runs).toBe(1);
    gates[0]!.open();
    await tick();
    expect(runs).toBe(2);
    gates[1]!.open();
    await tick();
    c.request();
    await tick();
    expect(runs).toBe(3);
  });

  it('reports a failed run and keeps serving requests', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const c = new Coalescer(
      async () => {
        runs++;
        if (runs === 1) throw new Error('offline');
      },
      (e) => errors.push(e),
    );
    c.request();
    await tick();
    c.request();
    await tick();
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('offline')]);
  });
});
