import { describe, expect, it } from 'vitest';
import { audioBarWidth, imageBox, imageMax, videoBox, videoMax } from './sizing.ts';

describe('imageBox (max 300, mobile min(300, width - 180))', () => {
  it('scales a landscape image down to 300 wide keeping the aspect ratio', () => {
    expect(imageBox(1200, 800)).toEqual({ width: 300, height: 200 });
  });

  it('scales a portrait image down to 300 high', () => {
    expect(imageBox(600, 1200)).toEqual({ width: 150, height: 300 });
  });

  it('never enlarges a small image', () => {
    expect(imageBox(120, 80)).toEqual({ width: 120, height: 80 });
  });

  it('uses min(300, viewport - 180) on mobile', () => {
    expect(imageMax({ mobile: true, viewportWidth: 375 })).toBe(195);
    expect(imageBox(1000, 500, { mobile: true, viewportWidth: 375 })).toEqual({ width: 195, height: 98 });
    expect(imageMax({ mobile: true, viewportWidth: 1024 })).toBe(300);
    expect(imageMax({ mobile: false, viewportWidth: 375 })).toBe(300);
  });

  it('keeps a visible box on absurdly narrow screens and for unknown sizes', () => {
    expect(imageMax({ mobile: true, viewportWidth: 100 })).toBe(40);
    expect(imageBox(0, 0)).toEqual({ width: 300, height: 300 });
  });
});

describe('videoBox (max 300, mobile width - 172)', () => {
  it('fits into 300 on desktop', () => {
    expect(videoBox(1920, 1080)).toEqual({ width: 300, height: 169 });
  });

  it('uses viewport - 172 on mobile, even above 300', () => {
    expect(videoMax({ mobile: true, viewportWidth: 375 })).toBe(203);
    expect(videoBox(1920, 1080, { mobile: true, viewportWidth: 375 })).toEqual({ width: 203, height: 114 });
    expect(videoMax({ mobile: true, viewportWidth: 600 })).toBe(428);
  });
});

describe('audioBarWidth (10 px per second + 20)', () => {
  it.each([
    [0, 20],
    [1, 30],
    [7, 90],
    [60, 620],
    [2.6, 50],
    [-3, 20],
    [Number.NaN, 20],
  ])('%d s -> %d px', (seconds, px) => {
    expect(audioBarWidth(seconds)).toBe(px);
  });
});
