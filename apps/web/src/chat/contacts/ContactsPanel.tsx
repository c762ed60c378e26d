import type { Profile } from '@renli/chat-sdk/browser';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactSearch } from './ContactSearch.tsx';
import {
  ApplicationsSection,
  BlacklistSection,
  FriendsSection,
  GroupsSection,
  PluginSection,
} from './ContactSections.tsx';
import { groupContactID, type SectionKey, sectionOrder } from './contact-rules.ts';
import { contactSections, subscribeContactSections } from './contact-sections.ts';
import { findContact } from './contacts-actions.ts';

interface ContactsPanelProps {
  activeID: string | undefined;
  onOpen: (contactID: string) => void;
  onOpenConversation: (conversationID: string) => void;
  onAddFriend: (profile: Profile) => void;
  onJoinGroup: (groupID: string) => void;
}

const BUILT_IN = {
  applications: ApplicationsSection,
  blacklist: BlacklistSection,
  groups: GroupsSection,
  friends: FriendsSection,
} as const;

/** The left side of the contacts screen (all of it on a phone): search header and sections. */
export function ContactsPanel({
  activeID,
  onOpen,
  onOpenConversation,
  onAddFriend,
  onJoinGroup,
}: ContactsPanelProps) {
  const { t } = useTranslation('chat-contacts');
  const plugins = useSyncExternalStore(subscribeContactSections, contactSections);
  const [showingResults, setShowingResults] = useState(false);
  const [open, setOpen] = useState<Partial<Record<SectionKey, boolean>>>({
    applications: true,
    friends: true,
  });
  const toggle = (key: SectionKey) => setOpen((o) => ({ ...o, [key]: !o[key] }));

  return (
    <section className="rl-chat-panel rl-contacts-panel" aria-label={t('title')}>
      <header className="rl-chat-panel-header">
        <h2>{t('title')}</h2>
      </header>
      <ContactSearch
        find={findContact}
        onShowingChange={setShowingResults}
        onOpen={onOpen}
        onAddFriend={onAddFriend}
        onJoinGroup={onJoinGroup}
        onEnterGroup={(groupID) => onOpenConversation(groupContactID(groupID))}
      />
      {!showingResults && (
        <div className="rl-contacts-sections">
          {sectionOrder(plugins.map((p) => p.key)).map((key) => {
            const props = { activeID, open: Boolean(open[key]), onToggle: () => toggle(key), onOpen };
            if (key.startsWith('plugin:')) {
              const section = plugins.find((p) => `plugin:${p.key}` === key);
              return section && <PluginSection key={key} section={section} {...props} />;
            }
            const Section = BUILT_IN[key as keyof typeof BUILT_IN];
            return <Section key={key} {...props} />;
          })}
        </div>
      )}
    </section>
  );
}
