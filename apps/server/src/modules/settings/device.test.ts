import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.ts';

describe('describeDevice', () => {
  it('names browser and system, preferring the specific browser over the engines it mentions', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      ),
    ).toBe('Edge · Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'),
    ).toBe('Chrome · Linux');
  });

  it('says what has a Chinese name in the caller language: WeChat and programs calling the API', () => {
    const wechat =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50';
    expect(describeDevice(wechat)).toBe('微信 · iOS');
    expect(describeDevice(wechat, 'en')).toBe('WeChat · iOS');
    expect(describeDevice('node')).toBe('程序调用');
    expect(describeDevice('curl/8.5.0', 'en')).toBe('API client');
  });

  it('answers null when nothing is recognisable', () => {
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice('')).toBeNull();
    expect(describeDevice('mystery-agent/1')).toBeNull();
  });
});
