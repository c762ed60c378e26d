/** Long enough for the browser to start reading a blob before it is released. */
const REVOKE_DELAY_MS = 10_000;

/** Follows a link through a hidden `<a download>` (optionally in a new tab). */
export function clickAnchor(href: string, fileName: string, newTab = false) {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  if (newTab) {
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
  }
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Hands a blob to the browser's save dialog under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  clickAnchor(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
