import { describe, expect, it } from 'vitest';
import {
  BUTTON_ZOOM,
  canGoNext,
  canGoPrev,
  clampIndex,
  initialPreviewerState,
  PINCH_ZOOM,
  type PreviewerState,
  previewerReducer,
  rotate,
  SWIPE_THRESHOLD_PX,
  swipeStep,
  WHEEL_ZOOM,
  zoomByButton,
  zoomByPinch,
  zoomByWheel,
} from './previewer-rules.ts';

describe('limits of docs/chat-ui.md', () => {
  it('uses the specified numbers', () => {
    expect(WHEEL_ZOOM).toEqual({ min: 0.125, max: 4 });
    expect(PINCH_ZOOM).toEqual({ min: 0.5, max: 4 });
    expect(BUTTON_ZOOM).toEqual({ min: 0.1, max: 4, step: 0.1 });
    expect(SWIPE_THRESHOLD_PX).toBe(100);
  });
});

describe('wheel zoom', () => {
  it('scrolling up zooms in and down zooms out', () => {
    expect(zoomByWheel(1, -100)).toBeGreaterThan(1);
    expect(zoomByWheel(1, 100)).toBeLessThan(1);
    expect(zoomByWheel(1, 0)).toBe(1);
  });

  it('clamps at 0.125 and 4', () => {
    expect(zoomByWheel(1, 100_000)).toBe(0.125);
    expect(zoomByWheel(0.125, 100)).toBe(0.125);
    expect(zoomByWheel(1, -100_000)).toBe(4);
    expect(zoomByWheel(4, -100)).toBe(4);
  });

  it('reaches both limits by repeated mouse notches and stops there', () => {
    let scale = 1;
    for (let i = 0; i < 50; i++) scale = zoomByWheel(scale, 100);
    expect(scale).toBe(0.125);
    for (let i = 0; i < 50; i++) scale = zoomByWheel(scale, -100);
    expect(scale).toBe(4);
  });

  it('treats line and page deltas as larger distances than pixels', () => {
    expect(zoomByWheel(1, 3, 1)).toBeLessThan(zoomByWheel(1, 3, 0));
    expect(zoomByWheel(1, 1, 2)).toBeLessThan(zoomByWheel(1, 3, 1));
  });
});

describe('pinch zoom', () => {
  it('follows the ratio of finger distances from the starting scale', () => {
    expect(zoomByPinch(1, 100, 200)).toBe(2);
    expect(zoomByPinch(2, 200, 100)).toBe(1);
  });

  it('clamps at 0.5 and 4', () => {
    expect(zoomByPinch(1, 100, 10)).toBe(0.5);
    expect(zoomByPinch(1, 100, 50)).toBe(0.5);
    expect(zoomByPinch(1, 100, 1000)).toBe(4);
    // A scale below the pinch range (reached by the buttons) is lifted to 0.5 by the first pinch.
    expect(zoomByPinch(0.2, 100, 100)).toBe(0.5);
  });

  it('ignores degenerate distances', () => {
    expect(zoomByPinch(1.5, 0, 100)).toBe(1.5);
    expect(zoomByPinch(1.5, 100, 0)).toBe(1.5);
  });
});

describe('button zoom', () => {
  it('steps by 0.1 without floating point drift', () => {
    expect(zoomByButton(1, 1)).toBe(1.1);
    expect(zoomByButton(1, -1)).toBe(0.9);
    let scale = 0.1;
    scale = zoomByButton(scale, 1);
    scale = zoomByButton(scale, 1);
    expect(scale).toBe(0.3);
  });

  it('stops at the minimum 0.1', () => {
    expect(zoomByButton(0.2, -1)).toBe(0.1);
    expect(zoomByButton(0.1, -1)).toBe(0.1);
    expect(zoomByButton(0.15, -1)).toBe(0.1);
    let scale = 1;
    for (let i = 0; i < 20; i++) scale = zoomByButton(scale, -1);
    expect(scale).toBe(0.1);
  });

  it('stops at the maximum 4', () => {
    expect(zoomByButton(3.9, 1)).toBe(4);
    expect(zoomByButton(4, 1)).toBe(4);
    expect(zoomByButton(3.95, 1)).toBe(4);
  });
});

describe('rotation', () => {
  it('turns by 90 degrees each way and keeps accumulating', () => {
    expect(rotate(0, 1)).toBe(90);
    expect(rotate(0, -1)).toBe(-90);
    expect(rotate(270, 1)).toBe(360);
  });
});

describe('swipe', () => {
  it('needs more than 100 px', () => {
    expect(swipeStep(100)).toBe(0);
    expect(swipeStep(-100)).toBe(0);
    expect(swipeStep(50)).toBe(0);
  });

  it('a finger moving left shows the next image, moving right the previous one', () => {
    expect(swipeStep(-101)).toBe(1);
    expect(swipeStep(101)).toBe(-1);
  });

  it('ignores mostly vertical movements', () => {
    expect(swipeStep(-150, 200)).toBe(0);
    expect(swipeStep(150, -150)).toBe(0);
    expect(swipeStep(150, 40)).toBe(-1);
  });
});

describe('index bounds', () => {
  it('clamps into the list', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(0, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });

  it('knows when prev and next exist', () => {
    expect(canGoPrev(0)).toBe(false);
    expect(canGoPrev(1)).toBe(true);
    expect(canGoNext(2, 3)).toBe(false);
    expect(canGoNext(1, 3)).toBe(true);
  });
});

describe('reducer', () => {
  const zoomedAndTurned: PreviewerState = { index: 1, scale: 2.5, rotation: 180 };

  it('starts at natural size and orientation', () => {
    expect(initialPreviewerState(7, 3)).toEqual({ index: 2, scale: 1, rotation: 0 });
  });

  it('resets zoom and rotation when the index changes', () => {
    expect(previewerReducer(zoomedAndTurned, { type: 'step', delta: 1, total: 3 })).toEqual({
      index: 2,
      scale: 1,
      rotation: 0,
    });
    expect(previewerReducer(zoomedAndTurned, { type: 'go', index: 0, total: 3 })).toEqual({
      index: 0,
      scale: 1,
      rotation: 0,
    });
  });

  it('keeps zoom and rotation when paging is refused at either end', () => {
    const last = { ...zoomedAndTurned, index: 2 };
    expect(previewerReducer(last, { type: 'step', delta: 1, total: 3 })).toBe(last);
    const first = { ...zoomedAndTurned, index: 0 };
    expect(previewerReducer(first, { type: 'step', delta: -1, total: 3 })).toBe(first);
    expect(previewerReducer(zoomedAndTurned, { type: 'go', index: 1, total: 3 })).toBe(zoomedAndTurned);
  });

  it('applies each zoom source with its own limits', () => {
    const at = (scale: number): PreviewerState => ({ index: 0, scale, rotation: 0 });
    expect(previewerReducer(at(0.1), { type: 'zoomOut' }).scale).toBe(0.1);
    expect(previewerReducer(at(4), { type: 'zoomIn' }).scale).toBe(4);
    expect(previewerReducer(at(0.2), { type: 'wheel', deltaY: 5000 }).scale).toBe(0.125);
    expect(
      previewerReducer(at(1), { type: 'pinch', startScale: 1, startDistance: 100, distance: 1 }).scale,
    ).toBe(0.5);
  });

  it('rotates without touching the scale', () => {
    expect(previewerReducer(zoomedAndTurned, { type: 'rotate', direction: -1 })).toEqual({
      index: 1,
      scale: 2.5,
      rotation: 90,
    });
  });
});
