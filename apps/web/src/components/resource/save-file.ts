import type { DownloadedFile } from '../../lib/http.ts';

/** Hands a downloaded file to the browser's save dialog under the name the server gave it. */
export function saveFile({ blob, filename }: DownloadedFile, fallback: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename || fallback;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url));
}
