import { LeftOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../dialogs/confirm/ConfirmDialog.tsx';
import { PeoplePicker } from '../people-picker/index.tsx';
import { useChat, useIsMobile } from '../state/use-chat.ts';
import { AdminPage } from './AdminPage.tsx';
import { AvatarChooser } from './AvatarChooser.tsx';
import {
  addMembers,
  dissolveGroup,
  quitGroup,
  removeMembers,
  setGroupAvatar,
  transferOwner,
} from './group-actions.ts';
import { groupAbilities, mayActOn } from './group-rules.ts';
import { type ManageAction, ManageMain, type ManagePage } from './ManageMain.tsx';
import { MemberListPage } from './MemberListPage.tsx';
import { MemberPicker, memberLabel } from './MemberPicker.tsx';
import { MemberProfilePage } from './MemberProfilePage.tsx';
import { NoticePage } from './NoticePage.tsx';
import { type GroupMember, refreshGroup, useGroupMembers } from './use-group-members.ts';
import './groups.css';
import './manage-group.css';

export interface ManageGroupProps {
  groupID: string;
  onClose(): void;
  /** I dissolved or quit the group: back to the conversation list. */
  onLeft(): void;
}

type Page = { kind: 'main' } | { kind: ManagePage } | { kind: 'profile'; member: GroupMember };
type Confirm =
  | { kind: 'dissolve' | 'quit' }
  | { kind: 'remove'; members: GroupMember[] }
  | { kind: 'transfer'; member: GroupMember };

/**
 * Manage group (docs/chat-ui.md): a drawer beside the chat on desktop, the whole screen on a phone,
 * with the member list, member profile, notice, admin and avatar subpages.
 */
export function ManageGroup({ groupID, onClose, onLeft }: ManageGroupProps) {
  const { t } = useTranslation('chat-groups');
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const group = useChat((s) => s.groups[groupID]);
  const me = useChat((s) => s.me?.userID ?? '');
  const role = group?.selfInfo?.role ?? '';
  const members = useGroupMembers(groupID, group ? `${group.memberCount}:${group.ownerID}:${role}` : '');
  const [page, setPage] = useState<Page>({ kind: 'main' });
  const [picking, setPicking] = useState<'add' | 'remove' | 'transfer' | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [busy, setBusy] = useState(false);

  // Member counts are not pushed when people join or leave: read the profile again on opening.
  useEffect(() => {
    void refreshGroup(groupID).catch(() => undefined);
  }, [groupID]);

  const changed = () => {
    void refreshGroup(groupID).catch(() => undefined);
    void members.reload();
  };

  const title = page.kind === 'main' ? t('manage.title') : pageTitle(t, page, group?.memberCount ?? 0);
  const abilities = group ? groupAbilities(group, role) : null;

  const onAction = (action: ManageAction) => {
    if (action === 'dissolve' || action === 'quit') setConfirm({ kind: action });
    else setPicking(action);
  };

  const confirmed = async () => {
    if (!confirm) return;
    setBusy(true);
    const ok = await runConfirmed(t, groupID, confirm);
    setBusy(false);
    setConfirm(null);
    if (!ok) return;
    if (confirm.kind === 'dissolve' || confirm.kind === 'quit') onLeft();
    else changed();
  };

  return (
    <Drawer
      open
      placement="right"
      size={mobile ? '100%' : 400}
      onClose={onClose}
      closable={{ 'aria-label': t('common.close') }}
      className={`rl-group-drawer${mobile ? ' is-mobile' : ''}`}
      title={
        page.kind === 'main' ? (
          title
        ) : (
          <button type="button" className="rl-group-back" onClick={() => setPage({ kind: 'main' })}>
            <LeftOutlined aria-hidden="true" />
            <span>{title}</span>
          </button>
        )
      }
    >
      {!group || !abilities ? (
        <p className="rl-group-empty">{t('manage.notMember')}</p>
      ) : page.kind === 'main' ? (
        <ManageMain
          group={group}
          role={role}
          abilities={abilities}
          members={members.members}
          onPage={(kind) => setPage({ kind })}
          onMember={(member) => setPage({ kind: 'profile', member })}
          onAction={onAction}
        />
      ) : page.kind === 'members' ? (
        <MemberListPage
          members={members.members}
          hasMore={members.offset !== ''}
          loading={members.loading}
          failed={members.failed}
          onMore={() => void (members.failed ? members.reload() : members.loadMore())}
          onOpen={(member) => setPage({ kind: 'profile', member })}
        />
      ) : page.kind === 'profile' ? (
        <MemberProfilePage
          member={page.member}
          me={me}
          onSendMessage={(userID) => navigate(`/im/${encodeURIComponent(`C2C${userID}`)}`)}
        />
      ) : page.kind === 'notice' ? (
        <NoticePage
          group={group}
          editable={abilities.editProfile}
          onSaved={() => setPage({ kind: 'main' })}
        />
      ) : page.kind === 'admin' ? (
        <AdminPage
          group={group}
          role={role}
          me={me}
          abilities={abilities}
          members={members.members}
          onChanged={changed}
        />
      ) : (
        <AvatarChooser
          value={group.avatar}
          name={group.name}
          onChange={(choice) => void setGroupAvatar(t, groupID, choice.url)}
        />
      )}

      {picking === 'add' && (
        <PeoplePicker
          multiple
          title={t('manage.addTitle')}
          lockedIDs={members.members.map((m) => m.userID)}
          onCancel={() => setPicking(null)}
          onDone={(picked) => {
            setPicking(null);
            if (picked.length === 0) return;
            void addMembers(
              t,
              groupID,
              picked.map((p) => p.userID),
            ).then((ok) => ok && changed());
          }}
        />
      )}
      {(picking === 'remove' || picking === 'transfer') && (
        <MemberPicker
          multiple={picking === 'remove'}
          title={t(picking === 'remove' ? 'manage.removeTitle' : 'manage.transferTitle')}
          members={members.members.filter((m) =>
            picking === 'remove' ? mayActOn(role, me, m) : m.userID !== me,
          )}
          onCancel={() => setPicking(null)}
          onDone={(picked) => {
            setPicking(null);
            const first = picked[0];
            if (!first) return;
            setConfirm(
              picking === 'remove'
                ? { kind: 'remove', members: picked }
                : { kind: 'transfer', member: first },
            );
          }}
        />
      )}
      {confirm && (
        <ConfirmDialog
          open
          danger={confirm.kind !== 'transfer'}
          confirmLoading={busy}
          title={t(confirmTitleKey[confirm.kind])}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void confirmed()}
        >
          {confirmText(t, confirm)}
        </ConfirmDialog>
      )}
    </Drawer>
  );
}

function runConfirmed(t: TFunction, groupID: string, confirm: Confirm): Promise<boolean> {
  switch (confirm.kind) {
    case 'dissolve':
      return dissolveGroup(t, groupID);
    case 'quit':
      return quitGroup(t, groupID);
    case 'remove':
      return removeMembers(
        t,
        groupID,
        confirm.members.map((m) => m.userID),
      );
    case 'transfer':
      return transferOwner(t, groupID, confirm.member.userID);
  }
}

const confirmTitleKey = {
  dissolve: 'manage.dissolve',
  quit: 'manage.quit',
  remove: 'manage.removeTitle',
  transfer: 'manage.transfer',
} as const;

function confirmText(t: TFunction, confirm: Confirm) {
  switch (confirm.kind) {
    case 'dissolve':
      return t('manage.dissolveConfirm');
    case 'quit':
      return t('manage.quitConfirm');
    case 'remove':
      return t('manage.removeConfirm', { names: confirm.members.map(memberLabel).join('、') });
    case 'transfer':
      return t('manage.transferConfirm', { name: memberLabel(confirm.member) });
  }
}

function pageTitle(t: TFunction, page: Page, count: number) {
  switch (page.kind) {
    case 'members':
      return t('members.title', { count });
    case 'profile':
      return t('profile.title');
    case 'notice':
      return t('notice.title');
    case 'admin':
      return t('admin.title');
    default:
      return t('manage.avatar');
  }
}
