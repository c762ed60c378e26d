import { GROUP_TYPES } from '@renli/contracts';
import type { AppDeps } from '../core/deps.ts';
import type { ChatServices } from './context.ts';
import { ChatError } from './errors.ts';
import { createGroup } from './groups/lifecycle.ts';
import { findGroup, memberIDsAmong } from './groups/members.ts';
import { addGroupMember } from './groups/membership.ts';

/** Chat group names are at most 20 characters (docs/chat.md). */
const GROUP_NAME_MAX = 20;

/**
 * Groups other modules ask for by event (`chat.groupWanted`; an online meeting's group,
 * docs/product/oa-conference.md): a Work group with the module's chosen ID, owned by the person the
 * module names, made on the first request; later requests add the members it lacks. Two requests at
 * once: the one whose creation loses the ID's unique key adds its members to the winner's group.
 */
export function serveGroupRequests(deps: AppDeps, chat: ChatServices): void {
  deps.events.on('chat.groupWanted', async ({ groupId, name, ownerUserId, memberUserIds }) => {
    const owner = String(ownerUserId);
    const members = [...new Set(memberUserIds.map(String))].filter((id) => id !== owner);
    const exists = async () =>
      findGroup(chat.db, groupId).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ChatError) return false;
          throw error;
        },
      );
    if (!(await exists())) {
      try {
        await createGroup(
          chat,
          { userID: owner },
          {
            name: [...name.trim()].slice(0, GROUP_NAME_MAX).join('') || groupId,
            type: GROUP_TYPES.WORK,
            groupID: groupId,
            memberList: members.map((userID) => ({ userID })),
            isSupportTopic: false,
          },
        );
        return;
      } catch (error) {
        if (!(await exists())) throw error;
      }
    }
    const present = await memberIDsAmong(chat.db, groupId, [owner, ...members]);
    const missing = members.filter((id) => !present.has(id));
    if (missing.length > 0)
      await addGroupMember(chat, { userID: present.has(owner) ? owner : [...present][0]! }, groupId, missing);
  });
}
