import { ChatSDK } from '@renli/chat-sdk/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { requireChat } from '../session/chat-client.ts';

export interface MentionCandidate {
  userID: string;
  label: string;
  avatar: string;
  /** The synthetic 'everyone' entry (spec section 3). */
  isAll?: boolean;
}

interface MentionPopupProps {
  groupID: string;
  query: string;
  me: string;
  onPick: (candidate: MentionCandidate) => void;
}

/** Members of the group matching what follows '@', with 'everyone' first. */
export function MentionPopup({ groupID, query, me, onPick }: MentionPopupProps) {
  const { t } = useTranslation('chat');
  const [members, setMembers] = useState<MentionCandidate[]>([]);

  useEffect(() => {
    let live = true;
    void requireChat()
      .getGroupMemberList({ groupID, count: 100 })
      .then(
        ({ data }) => {
          if (!live) return;
          setMembers(
            data.memberList
              .filter((m) => m.userID !== me)
              .map((m) => ({ userID: m.userID, label: m.nameCard || m.nick || m.userID, avatar: m.avatar })),
          );
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [groupID, me]);

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
