/** Money is integer fen in the database and yuan with two decimals on the wire. */
export const toFen = (yuan: number) => Math.round(yuan * 100);
export const toYuan = (fen: number) => fen / 100;
