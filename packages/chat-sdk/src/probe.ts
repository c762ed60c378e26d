import { type BlobLike, type CanvasLike, type MediaElementLike, platform } from './platform.ts';

const PROBE_TIMEOUT_MS = 5000;
/** Where the poster frame is taken: early, but past a black first frame. */
const POSTER_AT_SECONDS = 0.1;

export interface Probed {
  second?: number;
  snapshot?: BlobLike;
}

function waitFor(element: MediaElementLike, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = platform.setTimeout(() => reject(new Error(`no ${event}`)), PROBE_TIMEOUT_MS);
    element.addEventListener(
      event,
      () => {
        platform.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    element.addEventListener('error', () => reject(new Error('unplayable')), { once: true });
  });
}

async function posterOf(doc: { createElement(tag: string): unknown }, video: MediaElementLike) {
  video.currentTime = Math.min(POSTER_AT_SECONDS, video.duration / 2 || 0);
  await waitFor(video, 'seeked');
  const canvas = doc.createElement('canvas') as CanvasLike;
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return new Promise<BlobLike | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
}

/**
 * In a browser: the duration of an audio or video file and, for video, a JPEG of an early frame,
 * read by the browser's own media element. Elsewhere, or when the browser cannot play the file,
 * nothing: the message is still sent, without duration or poster.
 */
export async function probeMedia(file: BlobLike, kind: 'audio' | 'video'): Promise<Probed> {
  const doc = platform.document;
  const urls = platform.URL;
  if (!doc || !urls?.createObjectURL || !urls.revokeObjectURL) return {};
  const url = urls.createObjectURL(file);
  const element = doc.createElement(kind) as MediaElementLike;
  element.preload = 'metadata';
  element.muted = true;
  try {
    const loaded = waitFor(element, 'loadeddata');
    element.src = url;
    await loaded;
    const second = Number.isFinite(element.duration) ? Math.round(element.duration) : undefined;
    if (kind === 'audio' || !element.videoWidth) return { second };
    const snapshot = await posterOf(doc, element);
    return snapshot ? { second, snapshot } : { second };
  } catch {
    return {};
  } finally {
    element.removeAttribute('src');
    urls.revokeObjectURL(url);
  }
}
