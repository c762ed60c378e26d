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
