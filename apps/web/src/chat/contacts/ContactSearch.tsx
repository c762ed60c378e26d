import type { Group, Profile } from '@renli/chat-sdk/browser';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { GroupAvatar } from '../common/GroupAvatar.tsx';
import { useChat } from '../state/use-chat.ts';
import { groupContactID, normaliseSearchID, profileName, userContactID } from './contact-rules.ts';
import type { FoundContact } from './contacts-actions.ts';
import { useContacts } from './contacts-store.ts';

type Lookup = { status: 'idle' | 'searching' | 'failed' } | { status: 'done'; found: FoundContact };

interface ContactSearchProps {
  find: (id: string) => Promise<FoundContact>;
  /** True while results replace the sections below. */
  onShowingChange: (showing: boolean) => void;
  onOpen: (contactID: string) => void;
  onAddFriend: (profile: Profile) => void;
  onJoinGroup: (groupID: string) => void;
  onEnterGroup: (groupID: string) => void;
}

/**
 * 'Add friends / group chats' (docs/chat-ui.md): an ID names a user, a group or both. Results replace
 * the sections; an ID that names nothing says so and leaves the sections in place. Cancel clears it.
 */
export function ContactSearch({
  find,
  onShowingChange,
  onOpen,
  onAddFriend,
  onJoinGroup,
  onEnterGroup,
}: ContactSearchProps) {
  const { t } = useTranslation('chat-contacts');
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [lookup, setLookupState] = useState<Lookup>({ status: 'idle' });
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const setLookup = (next: Lookup) => {
    setLookupState(next);
    onShowingChange(next.status === 'done' && Boolean(next.found.user || next.found.group));
  };

  const search = async () => {
    const id = normaliseSearchID(text);
    if (!id) return;
    const run = ++latest.current;
    setLookup({ status: 'searching' });
    try {
      const found = await find(id);
      if (run === latest.current) setLookup({ status: 'done', found });
    } catch {
      if (run === latest.current) setLookup({ status: 'failed' });
    }
  };

  const cancel = () => {
    latest.current += 1;
    setText('');
    setLookup({ status: 'idle' });
    input.current?.blur();
  };

  const found = lookup.status === 'done' ? lookup.found : null;
  const nothing = found && !found.user && !found.group;

  return (
    <div className="rl-contacts-search">
      <form
        className="rl-contacts-search-bar"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <input
          ref={input}
          type="search"
          className="rl-contacts-search-input"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={128}
          enterKeyHint="search"
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '') setLookup({ status: 'idle' });
          }}
        />
        {(focused || text !== '' || lookup.status !== 'idle') && (
          <button
            type="button"
            className="rl-chat-link rl-contacts-search-cancel"
            // Keeps the input focused until the click lands, so the button does not vanish under it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={cancel}
          >
            {t('search.cancel')}
          </button>
        )}
      </form>
      {focused && lookup.status === 'idle' && <p className="rl-contacts-search-note">{t('search.hint')}</p>}
      {lookup.status === 'searching' && (
        <p className="rl-contacts-search-note" role="status">
          {t('search.searching')}
        </p>
      )}
      {lookup.status === 'failed' && (
        <p className="rl-contacts-search-note is-error" role="alert">
          {t('search.failed')}
        </p>
      )}
      {nothing && (
        <div className="rl-contacts-search-note is-error" role="status">
          <p>{t('search.userNotFound')}</p>
          <p>{t('search.groupNotFound')}</p>
        </div>
      )}
      {found && !nothing && (
        <div className="rl-contacts-results" aria-live="polite">
          <h3>{t('search.users')}</h3>
          {found.user ? (
            <UserCard profile={found.user} onOpen={onOpen} onAdd={onAddFriend} />
          ) : (
            <p className="rl-contacts-miss">{t('search.userNotFound')}</p>
          )}
          <h3>{t('search.groups')}</h3>
          {found.group ? (
            <GroupCard group={found.group} onOpen={onOpen} onJoin={onJoinGroup} onEnter={onEnterGroup} />
          ) : (
            <p className="rl-contacts-miss">{t('search.groupNotFound')}</p>
          )}
        </div>
      )}
    </div>
  );
}

function UserCard({
  profile,
  onOpen,
  onAdd,
}: {
  profile: Profile;
  onOpen: (contactID: string) => void;
  onAdd: (profile: Profile) => void;
}) {
  const { t } = useTranslation('chat-contacts');
  const me = useChat((s) => s.me?.userID);
  const listed = useContacts((s) => s.friends.some((f) => f.userID === profile.userID));
  const name = profileName(profile);
  return (
    <div className="rl-contacts-card" data-testid="contact-user-card">
      <Avatar value={profile.avatar} name={name} size={44} />
      <div className="rl-contacts-card-text">
        <button type="button" className="rl-chat-link" onClick={() => onOpen(userContactID(profile.userID))}>
          <strong>{name}</strong>
        </button>
        <span>{t('card.id', { id: profile.userID })}</span>
      </div>
      {profile.userID === me ? (
        <span className="rl-contacts-waiting">{t('card.self')}</span>
      ) : listed ? (
        <button
          type="button"
          className="rl-contacts-mini-button is-ghost"
          onClick={() => onOpen(userContactID(profile.userID))}
        >
          {t('card.view')}
        </button>
      ) : (
        <button type="button" className="rl-contacts-mini-button" onClick={() => onAdd(profile)}>
          {t('card.add')}
        </button>
      )}
    </div>
  );
}

function GroupCard({
  group,
  onOpen,
  onJoin,
  onEnter,
}: {
  group: Group;
  onOpen: (contactID: string) => void;
  onJoin: (groupID: string) => void;
  onEnter: (groupID: string) => void;
}) {
  const { t } = useTranslation('chat-contacts');
  const member = useChat((s) => Boolean(s.groups[group.groupID]));
  const name = group.name || group.groupID;
  return (
    <div className="rl-contacts-card" data-testid="contact-group-card">
      <GroupAvatar value={group.avatar} name={name} size={44} />
      <div className="rl-contacts-card-text">
        {member ? (
          <button
            type="button"
            className="rl-chat-link"
            onClick={() => onOpen(groupContactID(group.groupID))}
          >
            <strong>{name}</strong>
          </button>
        ) : (
          <strong>{name}</strong>
        )}
        <span>
          {t('card.id', { id: group.groupID })} · {t('card.members', { count: group.memberCount })}
        </span>
      </div>
      {member ? (
        <button
          type="button"
          className="rl-contacts-mini-button is-ghost"
          onClick={() => onEnter(group.groupID)}
        >
          {t('card.enter')}
        </button>
      ) : (
        <button type="button" className="rl-contacts-mini-button" onClick={() => onJoin(group.groupID)}>
          {t('card.join')}
        </button>
      )}
    </div>
  );
}
