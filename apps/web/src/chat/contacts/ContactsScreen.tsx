import type { Profile } from '@renli/chat-sdk/browser';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import { currentLanguage, loadNamespaces } from '../../lib/i18n.ts';
import { requireChat } from '../session/chat-client.ts';
import { useIsMobile } from '../state/use-chat.ts';
import { AddFriendDialog } from './AddFriendDialog.tsx';
import { ContactsPanel } from './ContactsPanel.tsx';
import { parseContactID } from './contact-rules.ts';
import { bindContacts } from './contacts-store.ts';
import { GroupDetail } from './GroupDetail.tsx';
import { UserDetail } from './UserDetail.tsx';
import './contacts.css';

// Built by the group screens, with their own text.
const JoinGroupDialog = lazy(() =>
  Promise.all([
    import('../groups/JoinGroupDialog.tsx'),
    loadNamespaces(currentLanguage(), ['chat-groups']),
  ]).then(([m]) => ({ default: m.JoinGroupDialog })),
);

interface ContactsScreenProps {
  /** `C2C<userID>` or `GROUP<groupID>` from the URL; anything else shows no detail. */
  contactID: string | undefined;
  /** '' returns to the list. */
  onOpenContact: (contactID: string) => void;
  onOpenConversation: (conversationID: string) => void;
}

type Dialog = { kind: 'add'; profile: Profile } | { kind: 'join'; groupID: string } | null;

/**
 * 通讯录 (docs/chat-ui.md "Contacts"): the sections beside the detail panel on desktop; below 768 px
 * the detail replaces the list and has a back button.
 */
export function ContactsScreen({ contactID, onOpenContact, onOpenConversation }: ContactsScreenProps) {
  const { t } = useTranslation('chat-contacts');
  const mobile = useIsMobile();
  const [dialog, setDialog] = useState<Dialog>(null);
  const contact = parseContactID(contactID);

  useEffect(() => bindContacts(requireChat()), []);

  const detail =
    contact?.kind === 'user' ? (
      <UserDetail
        key={contact.userID}
        userID={contact.userID}
        onOpenConversation={onOpenConversation}
        onAddFriend={(profile) => setDialog({ kind: 'add', profile })}
      />
    ) : contact?.kind === 'group' ? (
      <GroupDetail key={contact.groupID} groupID={contact.groupID} onOpenConversation={onOpenConversation} />
    ) : (
      <p className="rl-chat-placeholder">{t('detail.pick')}</p>
    );

  return (
    <>
      {(!mobile || !contact) && (
        <ContactsPanel
          activeID={contactID}
          onOpen={onOpenContact}
          onOpenConversation={onOpenConversation}
          onAddFriend={(profile) => setDialog({ kind: 'add', profile })}
          onJoinGroup={(groupID) => setDialog({ kind: 'join', groupID })}
        />
      )}
      {(!mobile || contact) && (
        <section className="rl-contacts-detail" aria-label={t('title')}>
          {mobile && (
            <header className="rl-chat-window-header">
              <button
                type="button"
                className="rl-chat-icon-button"
                aria-label={t('detail.back')}
                onClick={() => onOpenContact('')}
              >
                ‹
              </button>
              <h2 className="rl-chat-window-title">{t('title')}</h2>
            </header>
          )}
          {detail}
        </section>
      )}
      {dialog && (
        <Suspense>
          <AntdScope>
            {dialog.kind === 'add' ? (
              <AddFriendDialog profile={dialog.profile} onClose={() => setDialog(null)} />
            ) : (
              <JoinGroupDialog
                groupID={dialog.groupID}
                onClose={() => setDialog(null)}
                onJoined={(conversationID) => {
                  setDialog(null);
                  onOpenConversation(conversationID);
                }}
              />
            )}
          </AntdScope>
        </Suspense>
      )}
    </>
  );
}
