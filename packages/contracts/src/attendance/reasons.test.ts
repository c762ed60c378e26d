import { describe, expect, it } from 'vitest';
import { explainReason, REASON_TEXTS } from './reasons.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('reason texts', () => {
  it('every key speaks both languages with the same placeholders', () => {
    for (const [key, text] of Object.entries(REASON_TEXTS)) {
      expect(text['zh-CN'], key).not.toBe('');
      expect(text.en, key).not.toBe('');
      expect(placeholders(text.en), key).toEqual(placeholders(text['zh-CN']));
    }
  });

  it('fills the parameters, Chinese unless asked for English', () => {
    const late = { key: 'punchLate', params: { punch: '09:05', onTime: '09:00', minutes: 5 } };
    expect(explainReason(late, undefined)).toBe('打卡 09:05，班次 09:00，迟到 5 分钟');
    expect(explainReason(late, 'en-US')).toBe('Punched 09:05, shift starts 09:00: 5 min late');
  });

  it("shows a newer server's unknown key as the key, and a missing parameter as its placeholder", () => {
    expect(explainReason({ key: 'somethingNew', params: {} }, 'zh-CN')).toBe('somethingNew');
    expect(explainReason({ key: 'holiday', params: {} }, 'zh-CN')).toBe('法定节假日：{name}');
  });
});
