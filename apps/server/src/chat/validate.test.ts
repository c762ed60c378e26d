import { ChatCode, ChatErrorCode } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { commaList } from '../config.ts';
import { ChatError } from './errors.ts';
import { searchTextOf, validatePayload } from './validate.ts';

const words = commaList.parse(' Spam , 违禁词,,');

function codeOf(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ChatError ? error.code : -1;
  }
}

describe('validatePayload', () => {
  it('counts the 12 KB limit in UTF-8 bytes', () => {
    expect(codeOf(() => validatePayload('TIMTextElem', { text: '好'.repeat(4096) }, words))).toBeNull();
    expect(codeOf(() => validatePayload('TIMTextElem', { text: '好'.repeat(4097) }, words))).toBe(
      ChatErrorCode.MESSAGE_TOO_LONG,
    );
  });

  it('refuses empty text and custom messages', () => {
    expect(codeOf(() => validatePayload('TIMTextElem', { text: ' \n ' }, words))).toBe(
      ChatCode.EMPTY_CONTENT,
    );
    expect(codeOf(() => validatePayload('TIMCustomElem', { data: '' }, words))).toBe(ChatCode.EMPTY_CONTENT);
  });

  it('matches sensitive words case-insensitively inside any searchable text', () => {
    expect(words).toEqual(['spam', '违禁词']);
    expect(codeOf(() => validatePayload('TIMTextElem', { text: 'no SPAM here' }, words))).toBe(
      ChatErrorCode.SENSITIVE_TEXT,
    );
    expect(
      codeOf(() =>
        validatePayload(
          'TIMFileElem',
          { fileUrl: '/files/f.pdf', fileName: '违禁词.pdf', fileSize: 1 },
          words,
        ),
      ),
    ).toBe(ChatErrorCode.SENSITIVE_TEXT);
  });

  it('checks schemas and server-only types', () => {
    expect(
      codeOf(() =>
        validatePayload('TIMLocationElem', { description: 'x', longitude: 200, latitude: 0 }, words),
      ),
    ).toBe(ChatCode.INVALID_PARAMS);
    const tip = { operationType: 1, operatorID: 'a', userIDList: [] };
    expect(codeOf(() => validatePayload('TIMGroupTipElem', tip, words))).toBe(ChatCode.INVALID_PARAMS);
  });

  it('allows only stored uploads and web links, in merged messages too', () => {
    const place = (href: string) => ({ description: 'HQ', longitude: 120, latitude: 30, href });
    expect(
      codeOf(() => validatePayload('TIMLocationElem', place('https://map.example/1'), words)),
    ).toBeNull();
    expect(codeOf(() => validatePayload('TIMLocationElem', place(''), words))).toBeNull();
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:x', 'data:text/html,x', '//evil.example']) {
      expect(codeOf(() => validatePayload('TIMLocationElem', place(bad), words))).toBe(
        ChatCode.INVALID_PARAMS,
      );
    }
    const merger = (fileUrl: string) => ({
      title: 'Chat',
      abstractList: ['a: file'],
      compatibleText: 'upgrade',
      messageList: [{ type: 'TIMFileElem', payload: { fileUrl, fileName: 'a.pdf', fileSize: 1 } }],
    });
    expect(codeOf(() => validatePayload('TIMRelayElem', merger('/files/abc.pdf'), words))).toBeNull();
    expect(codeOf(() => validatePayload('TIMRelayElem', merger('javascript:alert(1)'), words))).toBe(
      ChatCode.INVALID_PARAMS,
    );
  });

  it('extracts the searchable text per type', () => {
    expect(searchTextOf('TIMRelayElem', { title: 'Chat', abstractList: ['a: hi', 'b: yo'] })).toBe(
      'Chat\na: hi\nb: yo',
    );
    expect(searchTextOf('TIMFaceElem', { index: 1, data: 'smile' })).toBe('');
  });
});
