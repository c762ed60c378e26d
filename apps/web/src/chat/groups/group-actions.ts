import { GROUP_ROLES } from '@renli/contracts/constants';
import type { TFunction } from 'i18next';
import { toast } from '../../lib/toast.ts';
import { requireChat } from '../session/chat-client.ts';
import { withToasts } from './group-errors.ts';
import { checkGroupName, muteSeconds, NOTICE_MAX, noticeTooLong } from './group-rules.ts';

/**
 * The manage screen's operations: each checks what the client can (docs/chat-ui.md), calls the SDK,
 * and shows the spec's success or failure toast (section 8). Each resolves whether it succeeded.
 */

export function renameGroup(t: TFunction, groupID: string, name: string) {
  const problem = checkGroupName(name, true);
  if (problem) {
    toast.error(t(problem === 'empty' ? 'create.nameEmpty' : 'manage.nameInvalid'));
    return Promise.resolve(false);
  }
  return withToasts(t, () => requireChat().updateGroupProfile({ groupID, name: name.trim() }), {
    done: 'manage.nameSaved',
    failed: 'manage.nameFailed',
  });
}

export function setNotice(t: TFunction, groupID: string, notification: string) {
  if (noticeTooLong(notification)) {
    toast.error(t('notice.tooLong', { max: NOTICE_MAX }));
    return Promise.resolve(false);
  }
  return withToasts(t, () => requireChat().updateGroupProfile({ groupID, notification }), {
    done: 'notice.saved',
    failed: 'notice.failed',
  });
}

export const setGroupAvatar = (t: TFunction, groupID: string, avatar: string) =>
  withToasts(t, () => requireChat().updateGroupProfile({ groupID, avatar }), {
    done: 'manage.avatarSaved',
    failed: 'manage.avatarFailed',
  });

export const setJoinOption = (t: TFunction, groupID: string, joinOption: string) =>
  withToasts(t, () => requireChat().updateGroupProfile({ groupID, joinOption }), {
    done: 'manage.joinOptionSaved',
    failed: 'manage.joinOptionFailed',
  });

export const setMuteAll = (t: TFunction, groupID: string, muteAllMembers: boolean) =>
  withToasts(t, () => requireChat().updateGroupProfile({ groupID, muteAllMembers }), {
    done: muteAllMembers ? 'admin.muteAllOn' : 'admin.muteAllOff',
    failed: 'admin.muteFailed',
  });

export const addMembers = (t: TFunction, groupID: string, userIDList: string[]) =>
  withToasts(t, () => requireChat().addGroupMember({ groupID, userIDList }), {
    done: 'manage.added',
    doneValues: { count: userIDList.length },
    failed: 'manage.addFailed',
  });

export const removeMembers = (t: TFunction, groupID: string, userIDList: string[]) =>
  withToasts(t, () => requireChat().deleteGroupMember({ groupID, userIDList, reason: '' }), {
    done: 'manage.removed',
    doneValues: { count: userIDList.length },
    failed: 'manage.removeFailed',
  });

export const transferOwner = (t: TFunction, groupID: string, newOwnerID: string) =>
  withToasts(t, () => requireChat().changeGroupOwner({ groupID, newOwnerID }), {
    done: 'manage.transferred',
    failed: 'manage.transferFailed',
  });

export const dissolveGroup = (t: TFunction, groupID: string) =>
  withToasts(t, () => requireChat().dismissGroup(groupID), {
    done: 'manage.dissolved',
    failed: 'manage.dissolveFailed',
  });

export const quitGroup = (t: TFunction, groupID: string) =>
  withToasts(t, () => requireChat().quitGroup(groupID), {
    done: 'manage.quitDone',
    failed: 'manage.quitFailed',
  });

export const setAdmin = (t: TFunction, groupID: string, userID: string, admin: boolean) =>
  withToasts(
    t,
    () =>
      requireChat().setGroupMemberRole({
        groupID,
        userID,
        role: admin ? GROUP_ROLES.ADMIN : GROUP_ROLES.MEMBER,
      }),
    { done: admin ? 'admin.adminSet' : 'admin.adminUnset', failed: 'admin.adminFailed' },
  );

/** docs/chat-ui.md: 30 days (2592000 s) on, 0 off. */
export const muteMember = (t: TFunction, groupID: string, userID: string, mute: boolean) =>
  withToasts(
    t,
    () => requireChat().setGroupMemberMuteTime({ groupID, userID, muteTime: muteSeconds(mute) }),
    {
      done: mute ? 'admin.muteSet' : 'admin.muteCancelled',
      failed: 'admin.muteFailed',
    },
  );
