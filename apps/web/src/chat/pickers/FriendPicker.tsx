import type { Friend } from '@renli/chat-sdk/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { ForwardPanel } from '../dialogs/forward/ForwardPanel.tsx';
import type { TransferItem } from '../dialogs/forward/types.ts';
import { requireChat } from '../session/chat-client.ts';
import { findFriend, friendItems } from './friend-items.ts';

/** A picked friend, with what a chip or confirmation needs to show. */
export interface PickedUser {
  userID: string;
  nick: string;
  avatar: string;
}

export interface FriendPickerProps {
  /** Dialog title; 'Choose friends' by default. */
  title?: string;
  multiple: boolean;
  /** Search box over the friend list (by exact ID, else by name). */
  searchable?: boolean;
  /** Shown but not selectable, e.g. people already in the group. */
  disabledIDs?: readonly string[];
  onCancel(): void;
  onDone(picked: PickedUser[]): void;
}

/**
 * The friend picker (docs/chat-ui.md): my friends in the generic picker (ForwardPanel), single or
 * multi select, with an optional search. Render it inside a lazily loaded screen under AntdScope.
 */
export function FriendPicker({
  title,
  multiple,
  searchable = true,
  disabledIDs,
  onCancel,
  onDone,
}: FriendPickerProps) {
  const { t } = useTranslation('chat-groups');
  const [friends, setFriends] = useState<Friend[] | null>(null);

  useEffect(() => {
    let live = true;
    requireChat()
      .getFriendList()
      .then(
        ({ data }) => live && setFriends(data),
        () => {
          if (!live) return;
          setFriends([]);
          toast.error(t('picker.loadFailed'));
        },
      );
    return () => {
      live = false;
    };
  }, [t]);

  if (!friends) return null;
  const items = friendItems(friends, disabledIDs ?? []);
  return (
    <ForwardPanel
      itemKind="person"
      open
      title={title ?? t('picker.friends')}
      items={items}
      multiple={multiple}
      searchable={searchable}
      onSearch={async (query) => findFriend(items, query)}
      onCancel={onCancel}
      onDone={(selected: TransferItem[]) =>
        onDone(selected.map((item) => ({ userID: item.userID ?? '', nick: item.nick, avatar: item.avatar })))
      }
    />
  );
}
