/** Makes user text literal inside a LIKE/ILIKE pattern: `%`, `_` and `\` match only themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** An ILIKE pattern matching values that contain `text` literally. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
