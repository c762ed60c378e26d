import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { byRank, isMutedUntil } from './group-rules.ts';
import { memberLabel } from './MemberPicker.tsx';
import type { GroupMember } from './use-group-members.ts';

interface MemberListPageProps {
  members: readonly GroupMember[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore(): void;
  onOpen(member: GroupMember): void;
}

/** Every member, in pages of 100 (docs/chat-ui.md), with role and mute marks. */
export function MemberListPage({ members, hasMore, loading, failed, onMore, onOpen }: MemberListPageProps) {
  const { t } = useTranslation('chat-groups');
  const now = Math.floor(Date.now() / 1000);
  return (
    <div className="rl-group-members">
      <ul>
        {byRank(members).map((m) => (
          <li key={m.userID}>
            <button type="button" className="rl-group-member" onClick={() => onOpen(m)}>
              <Avatar value={m.avatar} name={memberLabel(m)} size={36} />
              <span className="rl-group-member__name">{memberLabel(m)}</span>
              {m.role !== 'Member' && (
                <span className={`rl-group-tag is-${m.role}`}>{t(`roles.${m.role}`)}</span>
              )}
              {isMutedUntil(m.muteUntil, now) && (
                <span className="rl-group-tag is-muted">{t('members.muted')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {failed && <p className="rl-group-field__error">{t('members.loadFailed')}</p>}
      {(hasMore || failed) && (
        <Button block loading={loading} onClick={onMore}>
          {t('members.loadMore')}
        </Button>
      )}
    </div>
  );
}
