import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

/**
 * The chat signing key comes from CHAT_SECRET_KEY. A laptop install without one gets a random key
 * generated once and kept in DATA_DIR/secrets.json (mode 600), so userSigs survive restarts.
 * Production refuses to start without the variable (config.ts), since every node needs the same key.
 */
export function resolveChatSecret(config: Config): string {
  if (config.CHAT_SECRET_KEY) return config.CHAT_SECRET_KEY;
  const file = join(config.dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { chatSecretKey?: string };
    if (stored.chatSecretKey) return stored.chatSecretKey;
  }
  const chatSecretKey = randomBytes(32).toString('hex');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ chatSecretKey }, null, 2), { mode: 0o600 });
  return chatSecretKey;
}
