import type { Group } from '@renli/chat-sdk/browser';
import { GROUP_ROLES } from '@renli/contracts/constants';
import { Button, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { muteMember, setAdmin, setMuteAll } from './group-actions.ts';
import { type GroupAbilities, isMutedUntil, mayActOn } from './group-rules.ts';
import { MemberPicker, memberLabel } from './MemberPicker.tsx';
import type { GroupMember } from './use-group-members.ts';

interface AdminPageProps {
  group: Group;
  role: string;
  me: string;
  abilities: GroupAbilities;
  members: readonly GroupMember[];
  /** After a change: the member list is read again. */
  onChanged(): void;
}

type Picking = 'admin' | 'mute' | null;

/**
 * The admin page (docs/chat-ui.md): admins (the owner sets and unsets them), the all-mute switch,
 * and individual mutes of 30 days (owner and admins, on members they outrank).
 */
export function AdminPage({ group, role, me, abilities, members, onChanged }: AdminPageProps) {
  const { t } = useTranslation('chat-groups');
  const [picking, setPicking] = useState<Picking>(null);
  const [busy, setBusy] = useState(false);
  const now = Math.floor(Date.now() / 1000);
  const admins = members.filter((m) => m.role === GROUP_ROLES.ADMIN);
  const muted = members.filter((m) => isMutedUntil(m.muteUntil, now));
  const actionable = members.filter((m) => mayActOn(role, me, m));

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    await work();
    setBusy(false);
    onChanged();
  };

  return (
    <div className="rl-group-admin">
      <section className="rl-group-section">
        <header className="rl-group-section__head">
          <h3>{t('admin.admins')}</h3>
          {abilities.setAdmin && (
            <Button size="small" onClick={() => setPicking('admin')}>
              {t('admin.addAdmin')}
            </Button>
          )}
        </header>
        <MemberRows members={admins} empty={t('admin.noAdmins')}>
          {(m) =>
            abilities.setAdmin && (
              <Button
                size="small"
                disabled={busy}
                onClick={() => void run(() => setAdmin(t, group.groupID, m.userID, false))}
              >
                {t('admin.unsetAdmin')}
              </Button>
            )
          }
        </MemberRows>
      </section>

      <section className="rl-group-section">
        <div className="rl-group-row is-static">
          <span>
            {t('admin.muteAll')}
            <small className="rl-group-field__hint">{t('admin.muteAllHint')}</small>
          </span>
          <Switch
            aria-label={t('admin.muteAll')}
            checked={group.muteAllMembers}
            loading={busy}
            onChange={(on) => void run(() => setMuteAll(t, group.groupID, on))}
          />
        </div>
      </section>

      <section className="rl-group-section">
        <header className="rl-group-section__head">
          <h3>
            {t('admin.mutedMembers')}
            <small className="rl-group-field__hint">{t('admin.muteHint')}</small>
          </h3>
          <Button size="small" onClick={() => setPicking('mute')}>
            {t('admin.addMute')}
          </Button>
        </header>
        <MemberRows members={muted} empty={t('admin.noMuted')}>
          {(m) =>
            mayActOn(role, me, m) && (
              <Button
                size="small"
                disabled={busy}
                onClick={() => void run(() => muteMember(t, group.groupID, m.userID, false))}
              >
                {t('admin.unmute')}
              </Button>
            )
          }
        </MemberRows>
      </section>

      {picking && (
        <MemberPicker
          multiple
          title={t(picking === 'admin' ? 'admin.pickAdmin' : 'admin.pickMute')}
          members={
            picking === 'admin'
              ? actionable.filter((m) => m.role === GROUP_ROLES.MEMBER)
              : actionable.filter((m) => !isMutedUntil(m.muteUntil, now))
          }
          onCancel={() => setPicking(null)}
          onDone={(picked) => {
            const kind = picking;
            setPicking(null);
            void run(async () => {
              for (const m of picked) {
                const ok =
                  kind === 'admin'
                    ? await setAdmin(t, group.groupID, m.userID, true)
                    : await muteMember(t, group.groupID, m.userID, true);
                if (!ok) return;
              }
            });
          }}
        />
      )}
    </div>
  );
}

function MemberRows({
  members,
  empty,
  children,
}: {
  members: readonly GroupMember[];
  empty: string;
  children: (m: GroupMember) => ReactNode;
}) {
  if (members.length === 0) return <p className="rl-group-empty">{empty}</p>;
  return (
    <ul className="rl-group-admin__list">
      {members.map((m) => (
        <li key={m.userID} className="rl-group-member">
          <Avatar value={m.avatar} name={memberLabel(m)} size={32} />
          <span className="rl-group-member__name">{memberLabel(m)}</span>
          {children(m)}
        </li>
      ))}
    </ul>
  );
}
