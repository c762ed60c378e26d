import { ChatSDK } from '@renli/chat-sdk/browser';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { failureText } from '../state/send-errors.ts';
import { useChat } from '../state/use-chat.ts';
import { ContactRow } from './ContactRow.tsx';
import { ContactSection } from './ContactSection.tsx';
import {
  friendName,
  groupContactID,
  profileName,
  sortApplications,
  sortFriends,
  sortGroups,
  userContactID,
} from './contact-rules.ts';
import type { ContactSectionItem, ContactSection as PluginSectionDef } from './contact-sections.ts';
import { acceptApplication } from './contacts-actions.ts';
import { useContacts } from './contacts-store.ts';

interface SectionProps {
  activeID: string | undefined;
  open: boolean;
  onToggle: () => void;
  onOpen: (contactID: string) => void;
}

/** 新的联系人: applications both ways; sent to me can be agreed to from the row. */
export function ApplicationsSection(props: SectionProps) {
  const { t } = useTranslation('chat-contacts');
  const applications = useContacts((s) => s.applications);
  const unread = useContacts((s) => s.applicationUnread);
  const sorted = useMemo(() => sortApplications(applications), [applications]);
  const agree = async (userID: string) => {
    try {
      await acceptApplication(userID, '');
      toast.success(t('result.accepted'));
    } catch (error) {
      toast.error(failureText(t, 'result.handleFailed', error));
    }
  };
  return (
    <ContactSection title={t('section.applications')} count={sorted.length} unread={unread} {...props}>
      {sorted.map((a) => {
        const toMe = a.type === ChatSDK.TYPES.SNS_APPLICATION_SENT_TO_ME;
        return (
          <ContactRow
            key={`${a.type}:${a.userID}`}
            contactID={userContactID(a.userID)}
            name={a.nick || a.userID}
            avatar={a.avatar}
            sub={a.wording || t(toMe ? 'application.toMe' : 'application.byMe')}
            active={props.activeID === userContactID(a.userID)}
            onOpen={props.onOpen}
            trailing={
              toMe ? (
                <button
                  type="button"
                  className="rl-contacts-mini-button"
                  onClick={() => void agree(a.userID)}
                >
                  {t('application.agree')}
                </button>
              ) : (
                <span className="rl-contacts-waiting">{t('application.waiting')}</span>
              )
            }
          />
        );
      })}
    </ContactSection>
  );
}

export function BlacklistSection(props: SectionProps) {
  const { t } = useTranslation('chat-contacts');
  const blacklist = useContacts((s) => s.blacklist);
  const profiles = useContacts((s) => s.profiles);
  return (
    <ContactSection title={t('section.blacklist')} count={blacklist.length} {...props}>
      {blacklist.map((userID) => {
        const profile = profiles[userID];
        return (
          <ContactRow
            key={userID}
            contactID={userContactID(userID)}
            name={profile ? profileName(profile) : userID}
            avatar={profile?.avatar ?? ''}
            active={props.activeID === userContactID(userID)}
            onOpen={props.onOpen}
          />
        );
      })}
    </ContactSection>
  );
}

export function GroupsSection(props: SectionProps) {
  const { t } = useTranslation('chat-contacts');
  const groups = useChat((s) => s.groups);
  const sorted = useMemo(() => sortGroups(Object.values(groups)), [groups]);
  return (
    <ContactSection title={t('section.groups')} count={sorted.length} {...props}>
      {sorted.map((g) => (
        <ContactRow
          key={g.groupID}
          contactID={groupContactID(g.groupID)}
          name={g.name || g.groupID}
          avatar={g.avatar}
          group
          active={props.activeID === groupContactID(g.groupID)}
          onOpen={props.onOpen}
        />
      ))}
    </ContactSection>
  );
}

export function FriendsSection(props: SectionProps) {
  const { t } = useTranslation('chat-contacts');
  const friends = useContacts((s) => s.friends);
  const online = useChat((s) => s.online);
  const sorted = useMemo(() => sortFriends(friends), [friends]);
  return (
    <ContactSection title={t('section.friends')} count={sorted.length} {...props}>
      {sorted.map((f) => (
        <ContactRow
          key={f.userID}
          contactID={userContactID(f.userID)}
          name={friendName(f)}
          avatar={f.profile.avatar}
          online={online[f.userID]}
          active={props.activeID === userContactID(f.userID)}
          onOpen={props.onOpen}
        />
      ))}
    </ContactSection>
  );
}

/** A plugin's section (customers): its items load when it first opens. */
export function PluginSection({ section, ...props }: SectionProps & { section: PluginSectionDef }) {
  const { t } = useTranslation('chat-contacts');
  const [items, setItems] = useState<ContactSectionItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!props.open || items) return;
    let live = true;
    section.load().then(
      (list) => live && setItems(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [props.open, items, section]);
  return (
    <ContactSection
      title={section.title}
      count={items?.length ?? 0}
      emptyText={failed ? t('section.loadFailed') : items ? undefined : t('detail.loading')}
      {...props}
    >
      {(items ?? []).map((item) => (
        <ContactRow
          key={item.userID}
          contactID={userContactID(item.userID)}
          name={item.nick || item.userID}
          avatar={item.avatar}
          active={props.activeID === userContactID(item.userID)}
          onOpen={props.onOpen}
        />
      ))}
    </ContactSection>
  );
}
