import { LIMITS } from '@renli/contracts/constants';

/**
 * Expiring key/value storage over `localStorage` (docs/architecture.md): every value carries its expiry,
 * entries read after it are treated as missing and removed, and when the browser quota is full the
 * oldest entry that is not a token is evicted until the new value fits. Tokens are never evicted:
 * losing one would log the user out as a side effect of caching something unrelated.
 */

interface StoredEntry {
  /** the value */
  v: unknown;
  /** expiry, epoch milliseconds */
  e: number;
  /** when it was written, epoch milliseconds: "oldest" for eviction */
  t: number;
}

export interface ExpiringStorage {
  getItem<T>(key: string): T | null;
  /** `minutes` defaults to 10 hours. Throws the quota error when even evicting everything is not enough. */
  setItem(key: string, value: unknown, minutes?: number): void;
  removeItem(key: string): void;
  /** Removes every entry this storage wrote; `keep` spares some keys. */
  clear(keep?: (key: string) => boolean): void;
}

export interface StorageOptions {
  prefix?: string;
  now?: () => number;
}

const DEFAULT_PREFIX = 'renli:';

/** `access_token`, `admin_token`, `recruit_token`, `asktrue_token`: the session names (docs/architecture.md). */
export const isTokenKey = (key: string) => /token$/i.test(key);

export function isQuotaExceeded(error: unknown): boolean {
  if (typeof DOMException === 'undefined' || !(error instanceof DOMException)) return false;
  // Chrome/Safari report the name, old Firefox its own name, very old WebKit only the legacy code 22.
  return (
    error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22
  );
}

function parse(raw: string | null): StoredEntry | null {
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<StoredEntry> | null;
    if (!entry || typeof entry !== 'object' || typeof entry.e !== 'number' || typeof entry.t !== 'number') {
      return null;
    }
    return entry as StoredEntry;
  } catch {
    return null;
  }
}

export function createStorage(backend: Storage, options: StorageOptions = {}): ExpiringStorage {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const now = options.now ?? Date.now;

  const ownKeys = (): string[] => {
    const keys: string[] = [];
    for (let i = 0; i < backend.length; i++) {
      const full = backend.key(i);
      if (full?.startsWith(prefix)) keys.push(full.slice(prefix.length));
    }
    return keys;
  };

  const read = (key: string): StoredEntry | null => {
    const entry = parse(backend.getItem(prefix + key));
    if (!entry || entry.e <= now()) {
      backend.removeItem(prefix + key);
      return null;
    }
    return entry;
  };

  /** Frees space: expired or unreadable entries first, then the single oldest non-token entry. */
  const evictOne = (except: string): boolean => {
    let oldest: { key: string; t: number } | null = null;
    let freed = false;
    for (const key of ownKeys()) {
      if (key === except) continue;
      const entry = parse(backend.getItem(prefix + key));
      if (!entry || entry.e <= now()) {
        backend.removeItem(prefix + key);
        freed = true;
        continue;
      }
      if (isTokenKey(key)) continue;
      if (!oldest || entry.t < oldest.t) oldest = { key, t: entry.t };
    }
    if (freed) return true;
    if (!oldest) return false;
    backend.removeItem(prefix + oldest.key);
    return true;
  };

  return {
    getItem<T>(key: string): T | null {
      const entry = read(key);
      return entry ? (entry.v as T) : null;
    },

    setItem(key, value, minutes = LIMITS.storageDefaultTtlMinutes) {
      const written = now();
      const raw = JSON.stringify({
        v: value,
        e: written + minutes * 60_000,
        t: written,
      } satisfies StoredEntry);
      for (;;) {
        try {
          backend.setItem(prefix + key, raw);
          return;
        } catch (error) {
          if (!isQuotaExceeded(error) || !evictOne(key)) throw error;
        }
      }
    },

    removeItem(key) {
      backend.removeItem(prefix + key);
    },

    clear(keep = () => false) {
      for (const key of ownKeys()) if (!keep(key)) backend.removeItem(prefix + key);
    },
  };
}

/** Falls back to memory where localStorage is unavailable (privacy modes, some embedded browsers). */
function browserBackend(): Storage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Accessing localStorage itself throws when storage is disabled.
  }
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

export const storage = createStorage(browserBackend());
