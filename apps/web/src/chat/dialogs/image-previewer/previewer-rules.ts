/**
 * Zoom, rotation and paging of the image previewer (docs/chat-ui.md), kept free of React so
 * every limit is testable on its own. The component only turns events into these actions.
 */

/** Wheel zoom stays within 0.125-4 (docs/chat-ui.md). */
export const WHEEL_ZOOM = { min: 0.125, max: 4 } as const;
/** Pinch zoom stays within 0.5-4: fingers cannot make the picture smaller than half size. */
export const PINCH_ZOOM = { min: 0.5, max: 4 } as const;
/** The zoom buttons move in steps of 0.1 down to 0.1 (and up to the common maximum of 4). */
export const BUTTON_ZOOM = { min: 0.1, max: 4, step: 0.1 } as const;
export const ROTATE_STEP_DEG = 90;
/** A horizontal swipe longer than this (docs/chat-ui.md) pages to the neighbouring image. */
export const SWIPE_THRESHOLD_PX = 100;
/**
 * Wheel zoom is multiplicative and proportional to the scrolled distance, so a trackpad's many small
 * deltas and a mouse's few large ones zoom at a similar speed: 100 px of wheel is about 22 %.
 */
const WHEEL_SENSITIVITY = 0.002;
/** WheelEvent.deltaMode: 0 pixels, 1 lines, 2 pages. */
const PIXELS_PER_DELTA_MODE = [1, 16, 800] as const;

export interface PreviewerState {
  index: number;
  scale: number;
  rotation: number;
}

export type PreviewerAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'wheel'; deltaY: number; deltaMode?: number }
  | { type: 'pinch'; startScale: number; startDistance: number; distance: number }
  | { type: 'rotate'; direction: 1 | -1 }
  | { type: 'go'; index: number; total: number }
  | { type: 'step'; delta: number; total: number };

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Repeated 0.1 steps in binary floating point drift (0.30000000000000004); keep the scale tidy. */
const tidy = (value: number) => Math.round(value * 10_000) / 10_000;

export function initialPreviewerState(index = 0, total = 1): PreviewerState {
  return { index: clampIndex(index, total), scale: 1, rotation: 0 };
}

export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return clamp(Math.trunc(index), 0, total - 1);
}

export const canGoPrev = (index: number) => index > 0;
export const canGoNext = (index: number, total: number) => index < total - 1;

export function zoomByButton(scale: number, direction: 1 | -1): number {
  return clamp(tidy(scale + direction * BUTTON_ZOOM.step), BUTTON_ZOOM.min, BUTTON_ZOOM.max);
}

export function zoomByWheel(scale: number, deltaY: number, deltaMode = 0): number {
  const pixels = deltaY * (PIXELS_PER_DELTA_MODE[deltaMode as 0 | 1 | 2] ?? 1);
  return clamp(tidy(scale * Math.exp(-pixels * WHEEL_SENSITIVITY)), WHEEL_ZOOM.min, WHEEL_ZOOM.max);
}

/** The scale follows the ratio of finger distances to the distance when the pinch began. */
export function zoomByPinch(startScale: number, startDistance: number, distance: number): number {
  const ratio = startDistance > 0 && distance > 0 ? distance / startDistance : 1;
  return clamp(tidy(startScale * ratio), PINCH_ZOOM.min, PINCH_ZOOM.max);
}

/**
 * Rotation accumulates instead of wrapping at 360 so the CSS transition always turns the short way
 * (270 -> 360 rather than spinning back to 0).
 */
export function rotate(rotation: number, direction: 1 | -1): number {
  return rotation + direction * ROTATE_STEP_DEG;
}

/**
 * -1 (previous), 1 (next) or 0 for a finished one-finger gesture. Moving the finger right reveals the
 * previous image, like turning a page; mostly vertical movements are not swipes.
 */
export function swipeStep(dx: number, dy = 0): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dy) >= Math.abs(dx)) return 0;
  return dx > 0 ? -1 : 1;
}

/** Showing another image starts it at its natural size and orientation (docs/chat-ui.md). */
function moveTo(state: PreviewerState, index: number, total: number): PreviewerState {
  const next = clampIndex(index, total);
  return next === state.index ? state : { index: next, scale: 1, rotation: 0 };
}

export function previewerReducer(state: PreviewerState, action: PreviewerAction): PreviewerState {
  switch (action.type) {
    case 'zoomIn':
      return { ...state, scale: zoomByButton(state.scale, 1) };
    case 'zoomOut':
      return { ...state, scale: zoomByButton(state.scale, -1) };
    case 'wheel':
      return { ...state, scale: zoomByWheel(state.scale, action.deltaY, action.deltaMode) };
    case 'pinch':
      return { ...state, scale: zoomByPinch(action.startScale, action.startDistance, action.distance) };
    case 'rotate':
      return { ...state, rotation: rotate(state.rotation, action.direction) };
    case 'go':
      return moveTo(state, action.index, action.total);
    case 'step':
      return moveTo(state, state.index + action.delta, action.total);
  }
}
