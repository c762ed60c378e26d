/** Rules of the service rating dialog (docs/chat-ui.md, Rating) and its custom-message payload. */

export const STAR_COUNT = 5;
/** Selected star index when nothing is chosen. */
export const NO_STAR = -1;

export interface Rating {
  /** 1-5 */
  score: number;
  comment: string;
}

/** Clicking a star selects it; clicking the star already selected lowers the selection by one. */
export const nextStarIndex = (current: number, clicked: number): number =>
  clicked === current ? current - 1 : clicked;

/** A rating needs at least one star (docs/chat-ui.md: score 1-5). */
export const canSubmitRating = (index: number): boolean => index >= 0 && index < STAR_COUNT;

export const scoreOf = (index: number): number => index + 1;

export interface RatingPayload {
  data: string;
  description: string;
  extension: string;
}

/**
 * Payload of the custom message that carries a rating (docs/chat-ui.md): business id `evaluate`,
 * version 1. `description` and `extension` are the text older or foreign clients show instead.
 */
export function buildRatingPayload(
  { score, comment }: Rating,
  description: string,
  extension: string = description,
): RatingPayload {
  if (!Number.isInteger(score) || score < 1 || score > STAR_COUNT) {
    throw new RangeError(`rating score must be an integer from 1 to ${STAR_COUNT}, got ${score}`);
  }
  return {
    data: JSON.stringify({ businessID: 'evaluate', version: 1, score, comment }),
    description,
    extension,
  };
}
