import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/** One real server (`node apps/server/dist/main.js`) on a free port with a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
