import type { DownloadedFile } from '../../lib/http.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** Hands a downloaded file to the browser's save dialog under the name the server gave it. */
export function saveFile({ blob, filename }: DownloadedFile, fallback: string): void {
  saveBlob(blob, filename || fallback);
}
