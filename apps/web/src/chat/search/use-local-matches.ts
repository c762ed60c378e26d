import type { Friend, Group } from '@renli/chat-sdk/browser';
import { useEffect, useMemo, useState } from 'react';
import { requireChat } from '../session/chat-client.ts';
import { useChat } from '../state/use-chat.ts';
import { type InfoHit, matchContacts, matchGroups } from './result-rules.ts';

/**
 * The local tabs (docs/chat-ui.md): friends and single-chat partners, joined groups. Both lists are
 * fetched once per search screen; a failure leaves that tab empty rather than blocking the others.
 */
export function useLocalMatches(keywords: readonly string[]): { contacts: InfoHit[]; groups: InfoHit[] } {
  const conversations = useChat((s) => s.conversations);
  const [friends, setFriends] = useState<Friend[]>([]);
  const [groups, setGroups] = useState<Group[]>([]);

  useEffect(() => {
    const chat = requireChat();
    chat.getFriendList().then(
      (r) => setFriends(r.data),
      () => undefined,
    );
    chat.getGroupList().then(
      (r) => setGroups(r.data.groupList),
      () => undefined,
    );
  }, []);

  return useMemo(() => {
    const partners = conversations.flatMap((c) =>
      c.type === 'C2C' && c.userProfile
        ? [{ userID: c.userProfile.userID, nick: c.name || c.userProfile.nick, avatar: c.avatar }]
        : [],
    );
    const friendRows = friends.map((f) => ({
      userID: f.userID,
      nick: f.profile.nick,
      remark: f.remark,
      avatar: f.profile.avatar,
    }));
    return {
      contacts: matchContacts(keywords, friendRows, partners),
      groups: matchGroups(keywords, groups),
    };
  }, [keywords, conversations, friends, groups]);
}
