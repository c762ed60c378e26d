import { describe, expect, it } from 'vitest';
import { formatCallDuration, formatFileSize } from './format.ts';

describe('formatCallDuration', () => {
  it('is mm:ss below an hour and h:mm:ss from an hour on', () => {
    expect(formatCallDuration(0)).toBe('00:00');
    expect(formatCallDuration(83)).toBe('01:23');
    expect(formatCallDuration(3599)).toBe('59:59');
    expect(formatCallDuration(3723)).toBe('1:02:03');
    expect(formatCallDuration(-5)).toBe('00:00');
  });
});

describe('formatFileSize', () => {
  it('uses binary units with one decimal below 10', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12 MB');
    expect(formatFileSize(100 * 1024 * 1024)).toBe('100 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});
