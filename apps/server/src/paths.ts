import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This file sits directly under `src/` and is bundled into `dist/main.js`: both are one level below
 * the server package, so the same expression finds the package root in development and production.
 */
export const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsDir = resolve(serverRoot, 'src/db/migrations');
export const webDistDir = resolve(serverRoot, '../web/dist');
