import { describe, expect, it } from 'vitest';
import {
  buildRatingPayload,
  canSubmitRating,
  NO_STAR,
  nextStarIndex,
  STAR_COUNT,
  scoreOf,
} from './rating.ts';

describe('star rules (docs/chat-ui.md, Rating)', () => {
  it('has five stars and starts with none selected', () => {
    expect(STAR_COUNT).toBe(5);
    expect(NO_STAR).toBe(-1);
    expect(canSubmitRating(NO_STAR)).toBe(false);
  });

  it('selects the clicked star', () => {
    expect(nextStarIndex(NO_STAR, 3)).toBe(3);
    expect(nextStarIndex(3, 0)).toBe(0);
    expect(nextStarIndex(0, 4)).toBe(4);
  });

  it('lowers the selection by one when the selected star is clicked again', () => {
    expect(nextStarIndex(3, 3)).toBe(2);
    expect(nextStarIndex(0, 0)).toBe(NO_STAR);
  });

  it('needs at least one star and scores index + 1', () => {
    expect([0, 1, 2, 3, 4].map(canSubmitRating)).toEqual([true, true, true, true, true]);
    expect(canSubmitRating(5)).toBe(false);
    expect(scoreOf(0)).toBe(1);
    expect(scoreOf(4)).toBe(5);
  });
});

describe('buildRatingPayload', () => {
  it('builds the evaluate custom message of docs/chat-ui.md', () => {
    const payload = buildRatingPayload({ score: 4, comment: '很好 "ok"' }, '对本次服务的评价');
    expect(payload).toEqual({
      data: '{"businessID":"evaluate","version":1,"score":4,"comment":"很好 \\"ok\\""}',
      description: '对本次服务的评价',
      extension: '对本次服务的评价',
    });
    expect(JSON.parse(payload.data)).toEqual({
      businessID: 'evaluate',
      version: 1,
      score: 4,
      comment: '很好 "ok"',
    });
    expect(buildRatingPayload({ score: 1, comment: '' }, 'd', 'e').extension).toBe('e');
  });

  it('refuses a score outside 1-5', () => {
    for (const score of [0, 6, 2.5, Number.NaN]) {
      expect(() => buildRatingPayload({ score, comment: '' }, 'd')).toThrow(RangeError);
    }
  });
});
