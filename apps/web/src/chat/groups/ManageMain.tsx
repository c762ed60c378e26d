import type { Group } from '@renli/chat-sdk/browser';
import { GROUP_TYPES } from '@renli/contracts/constants';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { GroupAvatar } from '../common/GroupAvatar.tsx';
import { groupTypeName } from '../common/group-type.ts';
import { renameGroup, setJoinOption } from './group-actions.ts';
import { byRank, type GroupAbilities, JOIN_OPTION_LIST, previewCount, showsGroupID } from './group-rules.ts';
import { MemberPreview } from './MemberPreview.tsx';
import { SelectDropdown } from './SelectDropdown.tsx';
import type { GroupMember } from './use-group-members.ts';

export type ManageAction = 'add' | 'remove' | 'transfer' | 'dissolve' | 'quit';
export type ManagePage = 'members' | 'notice' | 'admin' | 'avatar';

interface ManageMainProps {
  group: Group;
  role: string;
  abilities: GroupAbilities;
  members: readonly GroupMember[];
  onPage(page: ManagePage): void;
  onMember(member: GroupMember): void;
  onAction(action: ManageAction): void;
}

/** The manage screen's first page (docs/chat-ui.md): profile rows, member preview, footer actions. */
export function ManageMain({ group, role, abilities, members, onPage, onMember, onAction }: ManageMainProps) {
  const { t } = useTranslation('chat-groups');
  return (
    <div className="rl-group-manage">
      <section className="rl-group-manage__head">
        <GroupAvatar value={group.avatar} name={group.name} size={56} />
        <NameEditor group={group} editable={abilities.editProfile} />
      </section>

      <section className="rl-group-section">
        <button type="button" className="rl-group-row" onClick={() => onPage('members')}>
          <span>{t('manage.members')}</span>
          <span className="rl-group-row__value">{t('manage.memberCount', { count: group.memberCount })}</span>
        </button>
        <MemberPreview
          members={byRank(members)}
          count={previewCount(group.type, role)}
          canAdd={abilities.addMember}
          canRemove={abilities.deleteMember}
          onOpen={onMember}
          onAdd={() => onAction('add')}
          onRemove={() => onAction('remove')}
        />
      </section>

      <section className="rl-group-section">
        <button type="button" className="rl-group-row is-tall" onClick={() => onPage('notice')}>
          <span>{t('manage.notice')}</span>
          <span className="rl-group-row__text">{group.notification || t('manage.noNotice')}</span>
        </button>
        {abilities.adminPage && (
          <button type="button" className="rl-group-row" onClick={() => onPage('admin')}>
            <span>{t('manage.adminPage')}</span>
            <span className="rl-group-row__value">{t('manage.adminPageHint')}</span>
          </button>
        )}
      </section>

      <section className="rl-group-section">
        {showsGroupID(group.type) && (
          <div className="rl-group-row is-static">
            <span>{t('manage.groupID')}</span>
            <span className="rl-group-row__value is-selectable">{group.groupID}</span>
          </div>
        )}
        {abilities.editProfile ? (
          <button type="button" className="rl-group-row" onClick={() => onPage('avatar')}>
            <span>{t('manage.avatar')}</span>
            <Avatar value={group.avatar} name={group.name} size={28} loggedIn={false} shape="square" />
          </button>
        ) : (
          <div className="rl-group-row is-static">
            <span>{t('manage.avatar')}</span>
            <Avatar value={group.avatar} name={group.name} size={28} loggedIn={false} shape="square" />
          </div>
        )}
        <div className="rl-group-row is-static">
          <span>{t('manage.type')}</span>
          <span className="rl-group-row__value">{groupTypeName(t, group.type)}</span>
        </div>
        {group.type === GROUP_TYPES.PUBLIC && (
          <div className="rl-group-row is-static">
            <span>{t('manage.joinOption')}</span>
            <SelectDropdown
              label={t('manage.joinOption')}
              disabled={!abilities.editJoinOption}
              options={JOIN_OPTION_LIST.map((value) => ({ value, label: t(`joinOptions.${value}`) }))}
              value={[group.joinOption]}
              onChange={([next]) =>
                next && next !== group.joinOption && void setJoinOption(t, group.groupID, next)
              }
            />
          </div>
        )}
        {role && (
          <div className="rl-group-row is-static">
            <span>{t('manage.myRole')}</span>
            <span className="rl-group-row__value">{t(`roles.${role}`)}</span>
          </div>
        )}
      </section>

      <footer className="rl-group-manage__footer">
        {abilities.transfer && <Button onClick={() => onAction('transfer')}>{t('manage.transfer')}</Button>}
        {abilities.dissolve && (
          <Button danger onClick={() => onAction('dissolve')}>
            {t('manage.dissolve')}
          </Button>
        )}
        {abilities.quit && (
          <Button danger onClick={() => onAction('quit')}>
            {t('manage.quit')}
          </Button>
        )}
      </footer>
    </div>
  );
}

/** The name, with an inline editor for those who may rename (docs/chat-ui.md: not empty, 2-20). */
function NameEditor({ group, editable }: { group: Group; editable: boolean }) {
  const { t } = useTranslation('chat-groups');
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (draft === null) {
    return (
      <div className="rl-group-manage__name">
        <strong>{group.name}</strong>
        {editable && (
          <Button size="small" type="link" onClick={() => setDraft(group.name)}>
            {t('common.edit')}
          </Button>
        )}
      </div>
    );
  }
  const save = async () => {
    setBusy(true);
    const saved = await renameGroup(t, group.groupID, draft);
    setBusy(false);
    if (saved) setDraft(null);
  };
  return (
    <div className="rl-group-manage__name is-editing">
      <Input
        autoFocus
        value={draft}
        maxLength={20}
        aria-label={t('manage.name')}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={() => void save()}
      />
      <div className="rl-group-actions">
        <Button size="small" onClick={() => setDraft(null)}>
          {t('common.cancel')}
        </Button>
        <Button size="small" type="primary" loading={busy} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}
