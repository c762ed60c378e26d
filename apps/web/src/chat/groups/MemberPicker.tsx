import { ForwardPanel } from '../dialogs/forward/ForwardPanel.tsx';
import type { TransferItem } from '../dialogs/forward/types.ts';
import type { GroupMember } from './use-group-members.ts';

interface MemberPickerProps {
  title: string;
  members: readonly GroupMember[];
  multiple: boolean;
  onCancel(): void;
  onDone(picked: GroupMember[]): void;
}

const toItem = (m: GroupMember): TransferItem => ({
  userID: m.userID,
  conversationID: `C2C${m.userID}`,
  nick: m.nameCard || m.nick || m.userID,
  avatar: m.avatar,
});

/**
 * Members in the generic picker (transfer, admins, mutes, removal). docs/chat-ui.md: the search takes
 * an exact user ID; anything else says 'user does not exist' and shows everyone again.
 */
export function MemberPicker({ title, members, multiple, onCancel, onDone }: MemberPickerProps) {
  const items = members.map(toItem);
  return (
    <ForwardPanel
      open
      title={title}
      items={items}
      multiple={multiple}
      onSearch={async (query) => items.find((item) => item.userID === query.trim()) ?? null}
      onCancel={onCancel}
      onDone={(selected) => onDone(members.filter((m) => selected.some((s) => s.userID === m.userID)))}
    />
  );
}

export const memberLabel = (m: GroupMember) => m.nameCard || m.nick || m.userID;
