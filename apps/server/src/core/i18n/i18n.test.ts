import { describe, expect, it } from 'vitest';
import { defineMessages, pickLocale, translate } from './index.ts';

describe('server messages', () => {
  it('translates with parameters and keeps unknown placeholders visible', () => {
    defineMessages({ 'test.hello': { 'zh-CN': '你好，{name}{missing}', en: 'Hello, {name}{missing}' } });
    expect(translate('zh-CN', 'test.hello', { name: '小王' })).toBe('你好，小王{missing}');
    expect(translate('en', 'test.hello', { name: 'Wang' })).toBe('Hello, Wang{missing}');
  });

  it('refuses a key registered twice', () => {
    defineMessages({ 'test.once': { 'zh-CN': '一', en: 'one' } });
    expect(() => defineMessages({ 'test.once': { 'zh-CN': '二', en: 'two' } })).toThrow(/twice/);
  });

  it('prefers the lang header, then Accept-Language, then Chinese', () => {
    expect(pickLocale('en', 'zh-CN')).toBe('en');
    expect(pickLocale(undefined, 'en-GB,en;q=0.8')).toBe('en');
    expect(pickLocale(undefined, 'zh-TW')).toBe('zh-CN');
    expect(pickLocale(undefined, 'fr-FR')).toBe('zh-CN');
    expect(pickLocale(undefined, undefined)).toBe('zh-CN');
  });
});
