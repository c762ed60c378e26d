import { describe, expect, it } from 'vitest';
import { clampScore, customParts, parseCustomPayload } from './custom-payload.ts';

const payload = (data: unknown, extension: unknown = '', description = '') => ({
  data: typeof data === 'string' ? data : JSON.stringify(data),
  extension: typeof extension === 'string' ? extension : JSON.stringify(extension),
  description,
});

describe('parseCustomPayload', () => {
  it('reads a service card from the extension (TUIKit shape)', () => {
    const content = parseCustomPayload(
      payload(
        { businessID: 'consultion' },
        {
          title: '常见问题',
          hyperlinks_text: { key: '更多', value: 'https://help.example.com' },
          item: [
            { key: '如何开票?', value: 'https://help.example.com/invoice' },
            { key: '工作时间', value: '9:00-18:00' },
            'junk',
          ],
          description: '请选择',
        },
      ),
    );
    expect(content).toEqual({
      kind: 'service',
      title: '常见问题',
      links: [{ key: '更多', value: 'https://help.example.com' }],
      items: [
        { key: '如何开票?', value: 'https://help.example.com/invoice' },
        { key: '工作时间', value: '9:00-18:00' },
      ],
      description: '请选择',
    });
  });

  it('accepts the bare business id as data, and the service alias', () => {
    const content = parseCustomPayload(
      payload('service', { title: 'T', hyperlinks_text: [{ key: 'a', value: 'b' }] }),
    );
    expect(content).toMatchObject({ kind: 'service', title: 'T', links: [{ key: 'a', value: 'b' }] });
  });

  it('reads evaluations under both business ids and clamps the score', () => {
    expect(
      parseCustomPayload(payload({ businessID: 'evaluate', version: 1, score: 4, comment: '很好' })),
    ).toEqual({
      kind: 'evaluation',
      score: 4,
      comment: '很好',
    });
    expect(parseCustomPayload(payload({ businessID: 'evaluation', score: '9' }))).toMatchObject({ score: 5 });
    expect(parseCustomPayload(payload({ businessID: 'evaluation', score: 'x' }))).toMatchObject({ score: 0 });
  });

  it('reads an order card', () => {
    expect(
      parseCustomPayload(
        payload({
          businessID: 'order',
          imageUrl: 'https://img.example.com/a.png',
          title: '套餐',
          description: '一年',
          price: 199,
          link: 'https://shop.example.com/1',
        }),
      ),
    ).toEqual({
      kind: 'order',
      imageUrl: 'https://img.example.com/a.png',
      title: '套餐',
      description: '一年',
      price: '199',
      link: 'https://shop.example.com/1',
    });
  });

  it('reads text links under text_link and link', () => {
    expect(
      parseCustomPayload(payload({ businessID: 'text_link', text: '欢迎', link: 'https://x.y' })),
    ).toEqual({
      kind: 'textLink',
      text: '欢迎',
      link: 'https://x.y',
    });
    expect(parseCustomPayload(payload({ businessID: 'LINK', text: 'a', link: 'b' }))).toMatchObject({
      kind: 'textLink',
    });
  });

  it('reads the group creation notice the server writes', () => {
    expect(parseCustomPayload(payload({ businessID: 'group_create', version: 1, opUser: 'alice' }))).toEqual({
      kind: 'groupCreate',
      opUser: 'alice',
      content: '',
    });
  });

  it('recognises call signalling', () => {
    const content = parseCustomPayload(
      payload({ businessID: 1, actionType: 2, inviter: 'a', inviteeList: ['b'], data: '{"call_type":2}' }),
    );
    expect(content).toMatchObject({ kind: 'call', record: { kind: 'video', outcome: 'cancelled' } });
  });

  it('falls back to the description for anything else, never throwing', () => {
    expect(parseCustomPayload(payload({ businessID: 'poll' }, '', '[投票]'))).toEqual({
      kind: 'unknown',
      description: '[投票]',
    });
    expect(parseCustomPayload(payload('{not json', '{also not', 'x'))).toEqual({
      kind: 'unknown',
      description: 'x',
    });
    expect(parseCustomPayload({})).toEqual({ kind: 'unknown', description: '' });
    expect(parseCustomPayload({ data: 5, extension: [], description: null })).toEqual({
      kind: 'unknown',
      description: '',
    });
    expect(parseCustomPayload(payload({ businessID: 1, actionType: 99 }, '', 'call?'))).toEqual({
      kind: 'unknown',
      description: 'call?',
    });
  });
});

describe('customParts', () => {
  it('normalises the business id of JSON and bare data', () => {
    expect(customParts(payload({ businessID: 'order' })).businessID).toBe('order');
    expect(customParts(payload({ businessId: 'order' })).businessID).toBe('order');
    expect(customParts(payload({ businessID: 1 })).businessID).toBe('1');
    expect(customParts(payload('order')).businessID).toBe('order');
    expect(customParts(payload('[1,2]')).businessID).toBe('');
  });
});

describe('clampScore', () => {
  it('is a whole number of stars from 0 to 5', () => {
    expect([clampScore(3), clampScore(3.6), clampScore(-1), clampScore(6), clampScore(undefined)]).toEqual([
      3, 4, 0, 5, 0,
    ]);
  });
});
