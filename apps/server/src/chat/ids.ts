/** Canonical thread key: the same row for both sides of a C2C pair. */
export function c2cThreadID(a: string, b: string): string {
  return a < b ? `c2c:${a}:${b}` : `c2c:${b}:${a}`;
}

export const groupThreadID = (groupID: string) => `group:${groupID}`;

export const userRoom = (userID: string) => `user:${userID}`;

export const groupRoom = (groupID: string) => `group:${groupID}`;

/** The sockets of one login session (a browser's userSig is bound to it). */
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
