import { existsSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startServer } from '../../../e2e/support/server.ts';
import { log } from './config.ts';

const root = resolve(import.meta.dirname, '../../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The benchmark builds nothing: it measures what `npm run build` left in the dists, like the e2e tier
 * (which builds first). Returns when the web build was written, so a run says which build it measured.
 */
export function checkPrerequisites(): { webBuiltAt: string } {
  const missing = [
    ['apps/server/dist/main.js', 'the server build'],
    ['apps/web/dist/index.html', 'the web build'],
  ].filter(([path]) => !existsSync(resolve(root, path!)));
  if (missing.length > 0) {
    throw new Error(
      `${missing.map(([path, what]) => `${what} (${path})`).join(' and ')} missing: run \`npm run build\` first`,
    );
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: sudo apt-get install -y chromium fonts-noto-cjk, or set CHROMIUM_PATH`,
    );
  }
  return { webBuiltAt: statSync(resolve(root, 'apps/web/dist/index.html')).mtime.toISOString() };
}

/**
 * The real server of the e2e tier (`node apps/server/dist/main.js`, free port, fresh DATA_DIR, demo
 * data, a throw-away database on DATABASE_URL). Stopping never throws: a failed shutdown is logged and
 * the data directory removed anyway, since it says nothing about the figures.
 */
export async function startBenchServer() {
  const server = await startServer();
  return {
    baseURL: server.baseURL,
    stop: async () => {
      try {
        await server.stop();
      } catch (error) {
        log(`server shutdown: ${error instanceof Error ? error.message : String(error)}`);
        await rm(server.dataDir, { recursive: true, force: true });
      }
    },
  };
}
