import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, SEED_DEMO: true, SESSION_TTL_HOURS: 168 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('honours PORT, DATA_DIR, SEED_DEMO=0 and blank optional values', () => {
    const config = loadConfig({ PORT: '9090', DATA_DIR: '/tmp/renli-x', SEED_DEMO: '0', REDIS_URL: ' ' });
    expect(config).toMatchObject({ PORT: 9090, dataDir: '/tmp/renli-x', SEED_DEMO: false });
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('names every bad variable, and demands a chat secret in production', () => {
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrow(/PORT[\s\S]*SEED_DEMO/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CHAT_SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', CHAT_SECRET_KEY: 's3cret' }).CHAT_SECRET_KEY).toBe('s3cret');
    expect(() => loadConfig({ NODE_ENV: 'production', CHAT_SECRET_KEY: 's', DEV_OUTBOX: '1' })).toThrow(
      /DEV_OUTBOX: must not be 1 in production/,
    );
    expect(loadConfig({}).DEV_OUTBOX).toBe(false);
  });
});
