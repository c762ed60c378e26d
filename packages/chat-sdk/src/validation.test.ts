import { ChatErrorCode } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { findBlockWord, validateFile, validateText } from './validation.ts';

describe('validateText', () => {
  it('refuses empty and blank text', () => {
    expect(validateText('', [])?.code).toBe(2101);
    expect(validateText('   \n', [])?.code).toBe(2101);
    expect(validateText(undefined, [])?.code).toBe(2101);
  });
  it('allows exactly 12 KB of UTF-8 and refuses one byte more with 8001', () => {
    expect(validateText('a'.repeat(12 * 1024), [])).toBeUndefined();
    expect(validateText('a'.repeat(12 * 1024 + 1), [])?.code).toBe(ChatErrorCode.MESSAGE_TOO_LONG);
    // 3 bytes per CJK character: 4096 chars = 12288 bytes fits; 4097 does not
    expect(validateText('中'.repeat(4096), [])).toBeUndefined();
    expect(validateText('中'.repeat(4097), [])?.code).toBe(8001);
  });
  it('refuses local block words with 3123, case-insensitively', () => {
    expect(findBlockWord('Hello SPAM world', ['spam'])).toBe('spam');
    expect(validateText('Hello SPAM world', ['spam'])?.code).toBe(ChatErrorCode.LOCAL_BLOCKED_WORDS);
    expect(validateText('包含违禁词的消息', ['违禁'])?.code).toBe(3123);
    expect(validateText('fine', ['spam', ''])).toBeUndefined();
  });
});

describe('validateFile', () => {
  const file = (size: number, type: string, name = 'x') => ({ size, type, name });
  it('needs a non-empty file', () => {
    expect(validateFile('TIMFileElem', undefined)?.code).toBe(2100);
    expect(validateFile('TIMFileElem', file(0, 'text/plain'))?.code).toBe(2101);
  });
  it('refuses over 100 MB with 7005', () => {
    expect(validateFile('TIMFileElem', file(100 * 1024 * 1024, 'application/pdf'))).toBeUndefined();
    expect(validateFile('TIMFileElem', file(100 * 1024 * 1024 + 1, 'application/pdf'))?.code).toBe(
      ChatErrorCode.FILE_TOO_LARGE,
    );
  });
  it('refuses a non-image as an image with 4004', () => {
    expect(validateFile('TIMImageElem', file(10, 'application/pdf'))?.code).toBe(
      ChatErrorCode.INVALID_IMAGE_FORMAT,
    );
    expect(validateFile('TIMImageElem', file(10, 'image/png'))).toBeUndefined();
    expect(validateFile('TIMImageElem', file(10, '', 'photo.JPG'))).toBeUndefined();
    expect(validateFile('TIMImageElem', file(10, '', 'doc.txt'))?.code).toBe(4004);
    expect(validateFile('TIMFileElem', file(10, 'application/pdf'))).toBeUndefined();
  });
});
