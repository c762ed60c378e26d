import { ChatSDK, type Message } from '@renli/chat-sdk/browser';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import { currentLanguage, loadNamespaces } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import {
  ForwardPanel,
  ImagePreviewer,
  ReadReceiptPanel,
  ResendDialog,
  type TransferItem,
} from '../dialogs/index.ts';
import { targetOf } from '../input/compose.ts';
import { imageView } from '../messages/index.ts';
import { requireChat } from '../session/chat-client.ts';
import { sendCreated } from '../state/actions.ts';
import { chatStore } from '../state/chat-store.ts';
import { chatErrorText } from '../state/send-errors.ts';
import type { WindowDialog } from './ChatWindow.tsx';

/** The group screens are chunks of their own, with their text. */
const groupText = () => loadNamespaces(currentLanguage(), ['chat-groups']);
const ManageGroup = lazy(() =>
  Promise.all([import('../groups/ManageGroup.tsx'), groupText()]).then(([m]) => ({ default: m.ManageGroup })),
);
const GroupApplicationsPanel = lazy(() =>
  Promise.all([import('./GroupApplicationsPanel.tsx'), groupText()]).then(([m]) => ({
    default: m.GroupApplicationsPanel,
  })),
);

interface WindowDialogsProps {
  dialog: WindowDialog;
  conversationID: string;
  onClose: () => void;
  onResend: (message: Message) => void;
}

const toTransferItem = (c: ReturnType<typeof chatStore.getState>['conversations'][number]): TransferItem => ({
  conversationID: c.conversationID,
  nick: c.name || c.conversationID,
  avatar: c.avatar,
  ...(c.type === 'GROUP'
    ? { groupID: targetOf(c.conversationID).to }
    : { userID: targetOf(c.conversationID).to }),
});

/** The window's dialogs, loaded on first use so the chat route's first JavaScript stays small. */
export function WindowDialogs({ dialog, conversationID, onClose, onResend }: WindowDialogsProps) {
  switch (dialog.kind) {
    case 'preview':
      return <PreviewDialog conversationID={conversationID} message={dialog.message} onClose={onClose} />;
    case 'forward':
      return <ForwardDialog message={dialog.message} onClose={onClose} />;
    case 'receipts':
      return <ReceiptsDialog message={dialog.message} onClose={onClose} />;
    case 'resend':
      return (
        <AntdScope>
          <ResendDialog
            open
            onCancel={onClose}
            onConfirm={() => {
              onClose();
              onResend(dialog.message);
            }}
          />
        </AntdScope>
      );
    case 'applications':
      return (
        <AntdScope>
          <GroupApplicationsPanel groupID={dialog.groupID} onClose={onClose} />
        </AntdScope>
      );
    case 'group':
      return (
        <AntdScope>
          {/* Leaving the group closes the window too (ChatWindow's useGroupExit). */}
          <ManageGroup groupID={dialog.groupID} onClose={onClose} onLeft={onClose} />
        </AntdScope>
      );
  }
}

/** Every loaded image of the conversation, opened at the clicked one. */
function PreviewDialog({
  conversationID,
  message,
  onClose,
}: {
  conversationID: string;
  message: Message;
  onClose: () => void;
}) {
  const images = (chatStore.getState().threads[conversationID]?.messages ?? []).filter(
    (m) => m.type === 'TIMImageElem' && !m.isRevoked && !m.hasRiskContent,
  );
  const list = images.map((m) => {
    const view = imageView(m.payload);
    return { url: view?.originalUrl ?? '', imageFormat: Number(m.payload.imageFormat) || undefined };
  });
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      images.findIndex((m) => m.ID === message.ID),
    ),
  );
  return <ImagePreviewer open images={list} index={index} onIndexChange={setIndex} onClose={onClose} />;
}

function ForwardDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const items = chatStore.getState().conversations.map(toTransferItem);
  const forward = async (targets: TransferItem[]) => {
    onClose();
    const chat = requireChat();
    for (const target of targets) {
      try {
        await sendCreated(
          chat.createForwardMessage({ ...targetOf(target.conversationID), payload: message }),
        );
      } catch (error) {
        toast.error(chatErrorText(t, error, 'forward'));
        return;
      }
    }
    toast.success(t('forward.done'));
  };
  return (
    <ForwardPanel
      open
      multiple
      items={items}
      onCancel={onClose}
      onDone={(selected) => void forward([...selected])}
      onSearch={async (userID) => {
        const { data } = await requireChat().getUserProfile({ userIDList: [userID] });
        const profile = data[0];
        return profile
          ? {
              userID: profile.userID,
              conversationID: `C2C${profile.userID}`,
              nick: profile.nick || profile.userID,
              avatar: profile.avatar,
            }
          : null;
      }}
    />
  );
}

function ReceiptsDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  return (
    <ReadReceiptPanel
      open
      readCount={message.readReceiptInfo.readCount}
      unreadCount={message.readReceiptInfo.unreadCount}
      onClose={onClose}
      load={async (filter, cursor) => {
        const { data } = await requireChat().getGroupMessageReadMemberList({
          message,
          filter,
          cursor,
          count: 100,
        });
        const list =
          filter === ChatSDK.TYPES.READ_MEMBER_FILTER_READ ? data.readUserInfoList : data.unreadUserInfoList;
        return {
          list: (list ?? []).map((u) => ({ userID: u.userID, nick: u.nick, avatar: u.avatar })),
          cursor: data.cursor,
          isCompleted: data.isCompleted,
        };
      }}
    />
  );
}
