import { STORED_FILE_NAME } from '@renli/contracts';
import type { ObjectKey } from '../../storage/file-store.ts';

const MAX_NAME_LENGTH = 200;

export const storedName = (key: ObjectKey) => `${key.sha256}.${key.ext}`;

export const fileUrl = (key: ObjectKey) => `/files/${storedName(key)}`;

export function parseStoredName(name: string): ObjectKey | null {
  const match = STORED_FILE_NAME.exec(name);
  return match ? { sha256: match[1]!, ext: match[2]! } : null;
}

/**
 * A client-supplied file name made safe to keep and to show: last path segment only (old browsers
 * send full paths), no control or bidi-override characters, at most 200 characters with the
 * extension kept. Empty when nothing usable is left.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.normalize('NFC').replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '');
  const trimmed = cleaned.trim().replace(/^\.+$/, '');
  if (trimmed.length <= MAX_NAME_LENGTH) return trimmed;
  const ext = /\.[^.]{1,10}$/.exec(trimmed)?.[0] ?? '';
  return trimmed.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/**
 * The name a download is saved under. Content is addressed by hash and may have been uploaded under
 * several names, so the client passes the name it knows (`?name=`); the stored extension is always
 * kept so a name cannot make the browser treat the bytes as another type.
 */
export function downloadName(requested: string | undefined, key: ObjectKey): string {
  const name = cleanFileName(requested);
  if (!name) return storedName(key);
  return name.toLowerCase().endsWith(`.${key.ext}`) ? name : `${name}.${key.ext}`;
}
