import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const dist = resolve(import.meta.dirname, '../../apps/web/dist');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );

describe('the browser bundle', () => {
  it('carries no chat signing secret, neither the running one nor the variable', () => {
    const { chatSecretKey } = JSON.parse(readFileSync(join(inject('dataDir'), 'secrets.json'), 'utf8')) as {
      chatSecretKey: string;
    };
    expect(chatSecretKey).toMatch(/^[0-9a-f]{64}$/);
    const bundle = files(dist);
    expect(bundle.some((f) => f.endsWith('.js'))).toBe(true);
    for (const file of bundle) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toContain(chatSecretKey);
      expect(text, file).not.toContain('CHAT_SECRET_KEY');
      expect(text, file).not.toMatch(/genUserSig|TLS\.sig/);
    }
  });

  it('is what the server serves at /', async () => {
    const res = await fetch(`${inject('baseURL')}/`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<div id="root">');
  });
});
