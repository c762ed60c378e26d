import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away database
 * on the server named by DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = openDatabase({});
    await handle.migrate();
    return handle;
  }
  const name = `renli_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openDatabase({
    url: target.toString(),
    poolMax: 4,
    // pg-pool reports "ended" a moment before its last sockets close, and the database is then dropped
    // with force: those sockets' termination notices are expected here.
    onIdleConnectionError: () => {},
  });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
