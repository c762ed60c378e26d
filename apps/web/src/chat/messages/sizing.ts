/** Bubble sizes (docs/chat-ui.md). */
export const IMAGE_MAX = 300;
export const IMAGE_MOBILE_MARGIN = 180;
export const VIDEO_MAX = 300;
export const VIDEO_MOBILE_MARGIN = 172;
export const AUDIO_PX_PER_SECOND = 10;
export const AUDIO_BASE_PX = 20;

/** A very narrow window must still get a visible thumbnail rather than a zero or negative box. */
const MIN_BOX = 40;

export interface BoxOptions {
  mobile?: boolean;
  /** Window width in px; only read on mobile. */
  viewportWidth?: number;
}

export interface Box {
  width: number;
  height: number;
}

/** Fits `width` x `height` into a `max` square keeping the aspect ratio, never enlarging. */
function fit(width: number, height: number, max: number): Box {
  if (!(width > 0) || !(height > 0)) return { width: max, height: max };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Longest side of an image thumbnail: 300, on mobile min(300, viewport - 180). */
export function imageMax({ mobile = false, viewportWidth = 0 }: BoxOptions = {}): number {
  if (!mobile) return IMAGE_MAX;
  return Math.max(MIN_BOX, Math.min(IMAGE_MAX, viewportWidth - IMAGE_MOBILE_MARGIN));
}

/** Longest side of a video poster: 300, on mobile viewport - 172. */
export function videoMax({ mobile = false, viewportWidth = 0 }: BoxOptions = {}): number {
  if (!mobile) return VIDEO_MAX;
  return Math.max(MIN_BOX, viewportWidth - VIDEO_MOBILE_MARGIN);
}

/** Unknown dimensions (0) give the full square; the image then scales inside it with object-fit. */
export const imageBox = (width: number, height: number, options?: BoxOptions): Box =>
  fit(width, height, imageMax(options));

export const videoBox = (width: number, height: number, options?: BoxOptions): Box =>
  fit(width, height, videoMax(options));

/** Voice bubble width: 10 px per second plus 20 (docs/chat-ui.md). */
export function audioBarWidth(seconds: number): number {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  return AUDIO_PX_PER_SECOND * s + AUDIO_BASE_PX;
}
