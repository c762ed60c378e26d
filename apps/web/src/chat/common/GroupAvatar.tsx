import { TeamOutlined } from '@ant-design/icons';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { groupAvatarView } from './group-avatar.ts';
import './group-avatar.css';

interface GroupAvatarProps {
  value: string | null | undefined;
  name: string;
  size: number;
}

/** A group's square avatar: its picture, else the group icon on a colour (group-avatar.ts). */
export function GroupAvatar({ value, name, size }: GroupAvatarProps) {
  const view = groupAvatarView(value, name);
  if (view.kind === 'picture') {
    return <Avatar value={view.value} name={name} size={size} loggedIn={false} shape="square" />;
  }
  return (
    <span
      role="img"
      aria-label={name}
      className="rl-group-avatar"
      style={{
        width: size,
        height: size,
        borderRadius: Math.round(size / 6),
        background: view.background,
        fontSize: Math.round(size * 0.55),
      }}
    >
      <TeamOutlined aria-hidden="true" />
    </span>
  );
}

/** A conversation's avatar: a group's (square, group icon) or a person's (round, their face). */
export function ConversationAvatar({ group, value, name, size }: GroupAvatarProps & { group: boolean }) {
  return group ? (
    <GroupAvatar value={value} name={name} size={size} />
  ) : (
    <Avatar value={value} name={name} size={size} />
  );
}
