import { ChatSDK, type Group, type Profile } from '@renli/chat-sdk/browser';
import { ChatCode } from '@renli/contracts/constants';
import { requireChat } from '../session/chat-client.ts';
import { type FriendRelation, relationOf } from './relation-rules.ts';

const { TYPES } = ChatSDK;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

export interface FoundContact {
  user: Profile | null;
  group: Group | null;
}

/** The search header's lookup: an ID may name a user, a group, both or neither. */
export async function findContact(id: string): Promise<FoundContact> {
  const chat = requireChat();
  const [users, group] = await Promise.all([
    chat.getUserProfile({ userIDList: [id] }),
    chat.searchGroupByID(id).then(
      ({ data }) => data.group,
      (error: unknown) => {
        if (codeOf(error) === ChatCode.GROUP_NOT_FOUND) return null;
        throw error;
      },
    ),
  ]);
  return { user: users.data[0] ?? null, group };
}

export async function getProfile(userID: string): Promise<Profile | null> {
  const { data } = await requireChat().getUserProfile({ userIDList: [userID] });
  return data[0] ?? null;
}

export async function checkRelation(userID: string): Promise<FriendRelation> {
  const { data } = await requireChat().checkFriend({ userIDList: [userID], type: TYPES.SNS_CHECK_TYPE_BOTH });
  return relationOf(data.successUserIDList.find((r) => r.userID === userID)?.relation);
}

/** 'added' when the server added at once, 'sent' when the other side must confirm (code 30539). */
export async function addFriend(userID: string, wording: string, remark: string): Promise<'added' | 'sent'> {
  const { data } = await requireChat().addFriend({
    to: userID,
    source: 'AddSource_Type_Web',
    wording,
    remark,
    type: TYPES.SNS_ADD_TYPE_BOTH,
  });
  return data.code === ChatCode.FRIEND_APPLICATION_PENDING ? 'sent' : 'added';
}

export async function acceptApplication(userID: string, remark: string): Promise<void> {
  await requireChat().acceptFriendApplication({
    userID,
    remark,
    type: TYPES.SNS_APPLICATION_AGREE_AND_ADD,
  });
}

export async function refuseApplication(userID: string): Promise<void> {
  await requireChat().refuseFriendApplication({ userID });
}

/** Ends the friendship both ways; a per-user failure is thrown like a failed call. */
export async function deleteFriend(userID: string): Promise<void> {
  const { data } = await requireChat().deleteFriend({
    userIDList: [userID],
    type: TYPES.SNS_DELETE_TYPE_BOTH,
  });
  const failure = data.failureUserIDList[0];
  if (failure) throw failure;
}

export async function updateRemark(userID: string, remark: string): Promise<void> {
  await requireChat().updateFriend({ userID, remark });
}

export async function setBlacklisted(userID: string, blacklisted: boolean): Promise<void> {
  const chat = requireChat();
  if (blacklisted) await chat.addToBlacklist({ userIDList: [userID] });
  else await chat.removeFromBlacklist({ userIDList: [userID] });
}

export async function markApplicationsRead(): Promise<void> {
  await requireChat().setFriendApplicationRead();
}
