import { describe, expect, it } from 'vitest';
import {
  attachmentKind,
  canSend,
  mentionedIDs,
  mentionQuery,
  muteReason,
  truncateName,
} from './input-rules.ts';

describe('input rules', () => {
  it('cuts chip names at 16 width units, wide characters counting 2', () => {
    expect(truncateName('resume.pdf')).toBe('resume.pdf');
    expect(truncateName('abcdefghijklmnop')).toBe('abcdefghijklmnop');
    expect(truncateName('abcdefghijklmnopq')).toBe('abcdefghijklmnop…');
    expect(truncateName('张伟的个人简历最终版本.pdf')).toBe('张伟的个人简历最…');
    expect(truncateName('简历a.docx')).toBe('简历a.docx');
  });

  it('treats images as images, videos as videos and the rest as files', () => {
    expect(attachmentKind({ type: 'image/png', name: 'a.png' })).toBe('image');
    expect(attachmentKind({ type: '', name: 'photo.JPG' })).toBe('image');
    expect(attachmentKind({ type: 'video/mp4', name: 'v.mp4' })).toBe('video');
    expect(attachmentKind({ type: 'application/pdf', name: 'cv.pdf' })).toBe('file');
  });

  it('refuses empty content', () => {
    expect(canSend('', 0)).toBe(false);
    expect(canSend('  \n ', 0)).toBe(false);
    expect(canSend('hi', 0)).toBe(true);
    expect(canSend('', 1)).toBe(true);
  });

  it('detects the @-mention being typed', () => {
    expect(mentionQuery('hello @zh', 9)).toEqual({ start: 6, query: 'zh' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('mail a@b.com', 12)).toBeNull();
    expect(mentionQuery('@bob done', 9)).toBeNull();
    expect(mentionQuery('no mention', 10)).toBeNull();
  });

  it('opens the picker after Chinese text and punctuation, not inside an e-mail address', () => {
    // "你好@": the '@' is at index 2, nothing typed after it yet.
    expect(mentionQuery('你好@', 3)).toEqual({ start: 2, query: '' });
    expect(mentionQuery('你好@张', 4)).toEqual({ start: 2, query: '张' });
    expect(mentionQuery('hi @', 4)).toEqual({ start: 3, query: '' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('请看，@', 4)).toEqual({ start: 3, query: '' });
    expect(mentionQuery('(@', 2)).toEqual({ start: 1, query: '' });
    // ASCII letters, digits and . _ % + - right before '@' make an e-mail address.
    expect(mentionQuery('a@b', 3)).toBeNull();
    expect(mentionQuery('a@', 2)).toBeNull();
    expect(mentionQuery('zhang.wei@', 10)).toBeNull();
    expect(mentionQuery('hr_2024@', 8)).toBeNull();
    expect(mentionQuery('x-y@', 4)).toBeNull();
    expect(mentionQuery('联系 li+hr@', 9)).toBeNull();
  });

  it('keeps only mentions still in the text', () => {
    const picked = [
      { userID: 'u1', label: '张伟' },
      { userID: 'u2', label: 'Bob' },
      { userID: 'u1', label: '张伟' },
    ];
    expect(mentionedIDs('@张伟 @Bob hi', picked)).toEqual(['u1', 'u2']);
    expect(mentionedIDs('@张伟 hi', picked)).toEqual(['u1']);
  });

  it('replaces the editor for muted members only', () => {
    const self = (role: string, muteUntil = 0) => ({ role, muteUntil, joinTime: 0, nameCard: '' });
    expect(muteReason(undefined, 100)).toBeNull();
    expect(muteReason({ muteAllMembers: false, selfInfo: self('Member', 200) }, 100)).toBe('self');
    expect(muteReason({ muteAllMembers: false, selfInfo: self('Member', 50) }, 100)).toBeNull();
    expect(muteReason({ muteAllMembers: true, selfInfo: self('Member') }, 100)).toBe('all');
    expect(muteReason({ muteAllMembers: true, selfInfo: self('Admin') }, 100)).toBeNull();
    expect(muteReason({ muteAllMembers: true, selfInfo: self('Owner') }, 100)).toBeNull();
  });
});
