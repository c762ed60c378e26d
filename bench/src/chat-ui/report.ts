import { machineInfo } from '../machine.ts';
import type { measureInitialJs } from './bundle.ts';
import { TARGETS } from './config.ts';
import type { measureOpen } from './open.ts';
import type { measureScroll } from './scroll.ts';
import type { SeededConversation } from './seed.ts';
import type { measureSend } from './send.ts';
import { ratio } from './stats.ts';

type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

interface ReportInput {
  loadAverageAtStart: number;
  webBuiltAt: string;
  browserVersion: string;
  seeded: SeededConversation[];
  open: Result<typeof measureOpen>;
  scroll: Result<typeof measureScroll>;
  send: Result<typeof measureSend>;
  initialJs: Result<typeof measureInitialJs>;
}

/** One JSON document: every figure, its baseline ratio, and a pass per target (informational). */
export function summarize(input: ReportInput) {
  const { open, scroll, send, initialJs } = input;
  const pass = {
    openCold10kTo100: (open.cold.ratio10kTo100 ?? Infinity) <= TARGETS.openRatio10kTo100,
    openWarm10kTo100: (open.warm.ratio10kTo100 ?? Infinity) <= TARGETS.openRatio10kTo100,
    domNodesFlat: (scroll.domNodes.maxToFirst ?? Infinity) <= TARGETS.domNodesMaxToFirst,
    sendRowP95: send.rowInDom.p95Ms < TARGETS.sendRowP95Ms,
    initialJsGzip: initialJs.workspace.totalGzipBytes <= TARGETS.initialJsGzipBytes,
  };
  return {
    bench: 'chat-ui',
    date: new Date().toISOString(),
    machine: { ...machineInfo(input.loadAverageAtStart), browser: input.browserVersion },
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    webBuiltAt: input.webBuiltAt,
    seeded: input.seeded,
    targets: { ...TARGETS, pass: { ...pass, all: Object.values(pass).every(Boolean) } },
    open,
    scroll,
    send: {
      ...send,
      ratioToTarget: {
        median: ratio(send.rowInDom.medianMs, TARGETS.sendRowP95Ms),
        p95: ratio(send.rowInDom.p95Ms, TARGETS.sendRowP95Ms),
      },
    },
    initialJs,
  };
}
