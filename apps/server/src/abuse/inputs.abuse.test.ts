import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../modules/files/test-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { as, catalogOf, setUpVictim } from './fixtures.ts';
import { sampleOf, stringPaths, withValueAt } from './samples.ts';
import { report } from './summary.ts';

let t: TestApp;
let victim: Awaited<ReturnType<typeof setUpVictim>>;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
  });
  victim = await setUpVictim(t);
});
afterAll(() => t.close());

const MB = 1024 * 1024;

describe('hostile input on every parser (generated)', () => {
  it('refuses NUL and lone surrogates in every string field of every endpoint with a 400, never a 500', async () => {
    const owner = as(t, victim.owner.token);
    const failures: string[] = [];
    let probes = 0;
    for (const route of catalogOf(t)) {
      const schema = route.body ?? route.querystring;
      if (!schema || route.access === 'admin' || route.url.startsWith('/api-docs')) continue;
      const sample = sampleOf(schema, victim.ids);
      // A lone surrogate cannot travel in a URL (percent-encoding is UTF-8): query strings get NUL only.
      const poisons = route.body ? ['a\u0000b', 'a\ud800b'] : ['a\u0000b'];
      for (const path of stringPaths(sample)) {
        for (const poison of poisons) {
          probes += 1;
          const res = await owner(route.method, route.url, withValueAt(sample, path, poison));
          if (res.status >= 500 && res.status !== 501) {
            failures.push(
              `${route.method} ${route.url} ${path.join('.')}=${JSON.stringify(poison)}: ${res.status}`,
            );
          }
          if (res.status === 200)
            failures.push(
              `${route.method} ${route.url} ${path.join('.')} accepted ${JSON.stringify(poison)}`,
            );
        }
      }
    }
    report({ stringProbes: probes });
    expect(failures).toEqual([]);
  });

  it('refuses oversized bodies, zip bombs on every import and deflate-bomb userSigs before working on them', async () => {
    const owner = victim.owner;
    const failures: string[] = [];
    let bombs = 0;
    // A 2 MB JSON body against the 1 MB limit.
    bombs += 1;
    const huge = await t.call({
      method: 'POST',
      url: '/compStaffMember/insert',
      headers: { access_token: owner.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ staffName: 'x'.repeat(2 * MB) }),
    });
    if (huge.status !== 413) failures.push(`2 MB JSON: ${huge.status}`);
    // An .xlsx whose entry inflates to 110 MB, to every import in the catalog.
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(110 * MB) }, { level: 1 }));
    const imports = catalogOf(t).filter((r) => r.multipart && r.url.endsWith('/import'));
    expect(imports.length).toBeGreaterThan(0);
    for (const route of imports) {
      bombs += 1;
      const body = await multipartBody([{ name: 'bomb.xlsx', bytes: bomb, field: 'file' }]);
      const res = await t.call({
        method: 'POST',
        url: route.url,
        headers: { access_token: owner.token, ...body.headers },
        payload: body.payload,
      });
      if (res.status !== 413) failures.push(`zip bomb to ${route.url}: ${res.status}`);
    }
    // A userSig that inflates to 50 MB, on the chat REST routes that take one.
    const sigBomb = deflateSync(Buffer.alloc(50 * MB))
      .toString('base64')
      .replace(/\+/g, '*')
      .replace(/\//g, '-')
      .replace(/=/g, '_');
    for (const url of ['/chat/upload', '/chat/admin/importAccounts', '/chat/admin/kick']) {
      bombs += 1;
      const rss = process.memoryUsage().rss;
      const res = await t.call({
        method: 'POST',
        url,
        headers: {
          'chat-userid': 'administrator',
          'chat-usersig': sigBomb,
          'content-type': 'application/json',
        },
        payload: '{}',
      });
      // 401 (the signature refused) or 400 (the body refused first): either way nothing inflated it.
      if (res.status !== 401 && res.status !== 400) failures.push(`userSig bomb to ${url}: ${res.status}`);
      if (process.memoryUsage().rss - rss > 200 * MB)
        failures.push(`userSig bomb to ${url} grew the process`);
    }
    report({ bombs });
    expect(failures).toEqual([]);
  });

  it('checks at most five of 60 parallel password guesses on one account', async () => {
    const strict = await createTestApp();
    try {
      const guesses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          strict.call({
            method: 'POST',
            url: '/anon/generateToken',
            payload: { userLoginCode: '13911110001', password: `${i}`.padStart(32, '0') },
          }),
        ),
      );
      expect(guesses.filter((g) => g.status !== 429).length).toBeLessThanOrEqual(5);
      report({ parallelGuesses: 60 });
    } finally {
      await strict.close();
    }
  });
});
