import type { Friend, Profile } from '@renli/chat-sdk/browser';

/** Test fixtures of the contacts tests. */
export const profile = (userID: string, nick: string): Profile => ({
  userID,
  nick,
  avatar: '',
  gender: '',
  selfSignature: '',
  allowType: '',
});

export const friendOf = (userID: string, nick: string, remark = ''): Friend => ({
  userID,
  remark,
  groupList: [],
  source: 'AddSource_Type_Web',
  wording: '',
  addTime: 0,
  profile: profile(userID, nick),
});
