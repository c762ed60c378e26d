import { ChatSDK } from '@renli/chat-sdk/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { requireChat } from '../session/chat-client.ts';

export interface MentionCandidate {
  userID: string;
  label: string;
  avatar: string;
  /** The synthetic 'everyone' entry (docs/chat-ui.md). */
  isAll?: boolean;
}

interface MentionPopupProps {
  query: string;
  /** The group's members other than me, fetched once per open conversation (`useMentionMembers`). */
  loadMembers: () => Promise<MentionCandidate[]>;
  onPick: (candidate: MentionCandidate) => void;
}

/**
 * The members an @ can name, asked for the first time the popup opens in this conversation and kept
 * for the next ones (a failed request is asked again).
 */
export function useMentionMembers(
  groupID: string | undefined,
  me: string,
): () => Promise<MentionCandidate[]> {
  const members = useRef<Promise<MentionCandidate[]> | null>(null);
  return useCallback(() => {
    if (!groupID) return Promise.resolve([]);
    members.current ??= requireChat()
      .getGroupMemberList({ groupID, count: 100 })
      .then(({ data }) =>
        data.memberList
          .filter((m) => m.userID !== me)
          .map((m) => ({ userID: m.userID, label: m.nameCard || m.nick || m.userID, avatar: m.avatar })),
      )
      .catch(() => {
        members.current = null;
        return [];
      });
    return members.current;
  }, [groupID, me]);
}

/** Members of the group matching what follows '@', with 'everyone' first. */
export function MentionPopup({ query, loadMembers, onPick }: MentionPopupProps) {
  const { t } = useTranslation('chat');
  const [members, setMembers] = useState<MentionCandidate[]>([]);

  useEffect(() => {
    let live = true;
    void loadMembers().then((list) => {
      if (live) setMembers(list);
    });
    return () => {
      live = false;
    };
  }, [loadMembers]);

  const everyone: MentionCandidate = {
    userID: ChatSDK.TYPES.MSG_AT_ALL,
    label: t('mention.everyone'),
    avatar: '',
    isAll: true,
  };
  const q = query.toLowerCase();
  const matches = [everyone, ...members].filter(
    (c) => !q || c.label.toLowerCase().includes(q) || c.userID.toLowerCase().includes(q),
  );
  if (matches.length === 0) return null;
  return (
    <div className="rl-chat-mention" role="listbox" aria-label={t('mention.title')}>
      {matches.slice(0, 50).map((c) => (
        <button
          key={c.userID}
          type="button"
          role="option"
          aria-selected={false}
          onMouseDown={(e) => {
            // Keep the editor focused: the pick inserts at its caret.
            e.preventDefault();
            onPick(c);
          }}
        >
          <Avatar value={c.avatar} name={c.label} size={24} />
          <span>{c.label}</span>
        </button>
      ))}
    </div>
  );
}
