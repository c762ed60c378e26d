import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { chatErrorText, failureText } from './send-errors.ts';

const t = i18n.getFixedT('zh-CN');
const en = i18n.getFixedT('en');

describe('chat error texts (docs/chat-ui.md)', () => {
  it('maps every send failure code to its message', () => {
    expect(chatErrorText(t, { code: 3123, message: 'x' })).toBe('消息包含本地屏蔽词，发送失败');
    expect(chatErrorText(en, { code: 4004 })).toBe('Invalid image format');
    expect(chatErrorText(en, { code: 4005 })).toBe('This file may not be sent');
    expect(chatErrorText(en, { code: 7004 })).toBe('File does not exist, check the path');
    expect(chatErrorText(en, { code: 7005 })).toBe('File too large (max 100MB)');
    expect(chatErrorText(en, { code: 8001 })).toBe('Message too long (must be under 12K)');
    expect(chatErrorText(en, { code: 80001 })).toBe('The message contains sensitive words');
    expect(chatErrorText(en, { code: 80004 })).toBe('The image contains sensitive content');
    expect(chatErrorText(en, { code: 10017 })).toBe('You have been muted by the admin');
  });

  it('shows the raw message for other codes and a generic one without any', () => {
    expect(chatErrorText(en, { code: 20007, message: 'blocked by peer' })).toBe('blocked by peer');
    expect(chatErrorText(en, new Error(''))).toBe('Send failed');
  });

  it('uses the revoke and forward catalogues', () => {
    expect(chatErrorText(en, { code: 20016 }, 'revoke')).toBe('Revoke time limit has passed');
    expect(chatErrorText(en, { code: 80001 }, 'forward')).toBe('Content contains sensitive words');
    expect(chatErrorText(en, { code: 20016, message: 'late' }, 'send')).toBe('late');
  });
});

describe('named failures (docs/chat-ui.md)', () => {
  it('names the failed action and adds the reason when there is one', () => {
    expect(failureText(t, 'chat:error.operation', { code: 20007, message: '对方已将你拉黑' })).toBe(
      '操作失败，请稍后重试：对方已将你拉黑',
    );
    expect(failureText(en, 'chat:error.operation', { code: 10017 })).toBe(
      'Operation failed, please try again later: You have been muted by the admin',
    );
  });

  it('is the action alone when the error says nothing', () => {
    expect(failureText(t, 'chat:error.operation', new Error(''))).toBe('操作失败，请稍后重试');
  });
});
