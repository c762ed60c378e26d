import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { memberLabel } from './MemberPicker.tsx';
import type { GroupMember } from './use-group-members.ts';

interface MemberPreviewProps {
  members: readonly GroupMember[];
  /** How many member tiles (docs/chat-ui.md: previewCount). */
  count: number;
  canAdd: boolean;
  canRemove: boolean;
  onOpen(member: GroupMember): void;
  onAdd(): void;
  onRemove(): void;
}

/** The first members as tiles, then the add and remove tiles where the role allows them. */
export function MemberPreview({
  members,
  count,
  canAdd,
  canRemove,
  onOpen,
  onAdd,
  onRemove,
}: MemberPreviewProps) {
  const { t } = useTranslation('chat-groups');
  return (
    <ul className="rl-group-preview">
      {members.slice(0, count).map((m) => (
        <li key={m.userID}>
          <button type="button" className="rl-group-tile" onClick={() => onOpen(m)}>
            <Avatar value={m.avatar} name={memberLabel(m)} size={40} />
            <span>{memberLabel(m)}</span>
          </button>
        </li>
      ))}
      {canAdd && <ActionTile icon="+" label={t('manage.add')} onClick={onAdd} />}
      {canRemove && <ActionTile icon="−" label={t('manage.remove')} onClick={onRemove} />}
    </ul>
  );
}

/** The add and remove tiles after the members. */
function ActionTile({ icon, label, onClick }: { icon: string; label: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" className="rl-group-tile is-action" aria-label={label} onClick={onClick}>
        <span className="rl-group-tile__icon" aria-hidden="true">
          {icon}
        </span>
        <span>{label}</span>
      </button>
    </li>
  );
}
