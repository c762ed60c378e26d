import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { groupTypeName } from './group-type.ts';

const TYPES = ['Work', 'Public', 'Meeting', 'AVChatRoom', 'Community'];

describe('groupTypeName', () => {
  it('names the five group types plainly in Chinese and English', () => {
    expect(TYPES.map((type) => groupTypeName(i18n.getFixedT('zh-CN'), type))).toEqual([
      '工作群',
      '公开群',
      '会议群',
      '直播群',
      '社群',
    ]);
    expect(TYPES.map((type) => groupTypeName(i18n.getFixedT('en'), type))).toEqual([
      'Work group',
      'Public group',
      'Meeting group',
      'Live group',
      'Community',
    ]);
  });

  it('shows a type it does not know as it came', () => {
    expect(groupTypeName(i18n.getFixedT('zh-CN'), 'ChatRoom')).toBe('ChatRoom');
  });
});
