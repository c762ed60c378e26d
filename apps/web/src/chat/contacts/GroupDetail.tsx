import type { Group } from '@renli/chat-sdk/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupAvatar } from '../common/GroupAvatar.tsx';
import { groupTypeName } from '../common/group-type.ts';
import { showsGroupID } from '../groups/group-rules.ts';
import { requireChat } from '../session/chat-client.ts';
import { useChat } from '../state/use-chat.ts';
import { groupContactID } from './contact-rules.ts';

/** A group of 'my group chats': name, ID, type, member count, notice and 'enter group chat'. */
export function GroupDetail({
  groupID,
  onOpenConversation,
}: {
  groupID: string;
  onOpenConversation: (conversationID: string) => void;
}) {
  const { t } = useTranslation('chat-contacts');
  const mine = useChat((s) => s.groups[groupID]);
  const [searched, setSearched] = useState<{ groupID: string; group: Group | null } | null>(null);

  // A group I am not in (an old link) is still shown from the public search, without 'enter'.
  useEffect(() => {
    if (mine) return;
    let live = true;
    requireChat()
      .searchGroupByID(groupID)
      .then(
        ({ data }) => live && setSearched({ groupID, group: data.group }),
        () => live && setSearched({ groupID, group: null }),
      );
    return () => {
      live = false;
    };
  }, [groupID, mine]);

  const group = mine ?? (searched?.groupID === groupID ? searched.group : null);
  if (!group)
    return (
      <p className="rl-chat-placeholder">
        {searched?.groupID === groupID ? t('detail.groupNotFound') : t('detail.loading')}
      </p>
    );

  const name = group.name || group.groupID;
  return (
    <div className="rl-contacts-detail-body" data-testid="contact-detail">
      <div className="rl-contacts-profile">
        <GroupAvatar value={group.avatar} name={name} size={72} />
        <div className="rl-contacts-profile-text">
          <h2>{name}</h2>
          {showsGroupID(group.type) && (
            <p>
              {t('group.id')}：{group.groupID}
            </p>
          )}
        </div>
      </div>
      <dl className="rl-contacts-fields">
        <dt>{t('group.type')}</dt>
        <dd>{groupTypeName(t, group.type)}</dd>
        <dt>{t('group.memberCount')}</dt>
        <dd>{t('group.members', { count: group.memberCount })}</dd>
        <dt>{t('group.notice')}</dt>
        <dd className={group.notification ? 'rl-contacts-notice' : 'rl-contacts-muted'}>
          {group.notification || t('group.noNotice')}
        </dd>
      </dl>
      {mine && (
        <div className="rl-contacts-actions">
          <button
            type="button"
            className="rl-contacts-action is-primary"
            onClick={() => onOpenConversation(groupContactID(groupID))}
          >
            {t('group.enter')}
          </button>
        </div>
      )}
    </div>
  );
}
