/**
 * `npm run -s bench:first-paint` (docs/benchmarks.md, "First paint"): the production build in Debian's
 * Chromium against a real server with the demo data. Cold loads of the landing page (headline
 * painted, the browser's FCP, requests until idle) and of a login (click to shell painted, click to
 * workbench greeting, requests after the click), each against a static file loaded the same way in
 * the same run. One JSON document on stdout, progress on stderr.
 */
import { launchBrowser } from '../../../e2e/support/browser.ts';
import { checkPrerequisites, startBenchServer } from '../chat-ui/setup.ts';
import { median, ratio, round, summary } from '../chat-ui/stats.ts';
import { loadAverageNow, machineInfo } from '../machine.ts';
import { config, log, TARGETS } from './config.ts';
import { type LandingRun, type LoginRun, measureBaseline, measureLanding, measureLogin } from './measure.ts';

const loadAverageAtStart = loadAverageNow();

async function repeat<T>(what: string, run: () => Promise<T>): Promise<T[]> {
  await run(); // warm-up: the server's first answers and the browser's own start-up are not the page's
  const results: T[] = [];
  for (let i = 0; i < config.runs; i++) {
    log(`${what} ${i + 1}/${config.runs}`);
    results.push(await run());
  }
  return results;
}

function report(
  baseline: number[],
  landing: LandingRun[],
  login: LoginRun[],
  extra: Record<string, unknown>,
) {
  const base = median(baseline);
  const landingText = median(landing.map((r) => r.firstTextMs));
  const landingRequests = median(landing.map((r) => r.requests));
  const shell = median(login.map((r) => r.shellMs));
  return {
    benchmark: 'first-paint',
    ...extra,
    machine: machineInfo(loadAverageAtStart),
    runs: config.runs,
    baseline: { what: 'cold load of /favicon.svg', ...summary(baseline) },
    landing: {
      firstText: summary(landing.map((r) => r.firstTextMs)),
      fcp: summary(landing.flatMap((r) => (r.fcpMs === null ? [] : [r.fcpMs]))),
      requests: { median: landingRequests, runs: landing.map((r) => r.requests) },
      firstTextToBaseline: ratio(landingText, base),
    },
    login: {
      shell: summary(login.map((r) => r.shellMs)),
      workbench: summary(login.map((r) => r.workbenchMs)),
      requestsAfterLogin: {
        median: median(login.map((r) => r.requestsAfterLogin)),
        runs: login.map((r) => r.requestsAfterLogin),
      },
      shellToBaseline: ratio(shell, base),
    },
    targets: {
      shellAfterLoginMs: {
        target: TARGETS.shellAfterLoginMs,
        median: round(shell),
        met: shell <= TARGETS.shellAfterLoginMs,
      },
      landingRequests: {
        target: TARGETS.landingRequests,
        median: landingRequests,
        met: landingRequests <= TARGETS.landingRequests,
      },
      landingFirstTextMs: {
        target: TARGETS.landingFirstTextMs,
        median: round(landingText),
        met: landingText <= TARGETS.landingFirstTextMs,
      },
    },
  };
}

async function main() {
  const { webBuiltAt } = checkPrerequisites();
  log('starting the server (apps/server/dist/main.js)');
  const server = await startBenchServer();
  const browser = await launchBrowser();
  try {
    const { baseURL } = server;
    const baseline = await repeat('baseline', () => measureBaseline(browser, baseURL));
    const landing = await repeat('landing page', () => measureLanding(browser, baseURL));
    const login = await repeat('login', () => measureLogin(browser, baseURL));
    const result = report(baseline, landing, login, { webBuiltAt, browserVersion: browser.version() });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
