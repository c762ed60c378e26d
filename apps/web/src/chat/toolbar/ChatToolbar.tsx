import {
  CameraOutlined,
  FileOutlined,
  MessageOutlined,
  PhoneOutlined,
  PictureOutlined,
  PlusCircleOutlined,
  SearchOutlined,
  SmileOutlined,
  StarOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Popover } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { EmojiPanel, type FacePayload } from './EmojiPanel.tsx';
import { PhrasePanel } from './PhrasePanel.tsx';
import { RatingDialog } from './RatingDialog.tsx';
import type { Rating } from './rating.ts';
import { type ExtensionKey, extensionOrder, partitionFiles, type UploadKind } from './toolbar-rules.ts';
import { UploadButton } from './UploadButton.tsx';
import './toolbar.css';

export interface ChatToolbarProps {
  /** A basic emoji was picked: insert its display name (e.g. `[微笑]`) at the editor caret. */
  onInsertEmoji: (name: string) => void;
  /** A big sticker was picked: send a face message with this payload. */
  onSendFace: (face: FacePayload) => void;
  /** Files were chosen; already filtered to what the kind accepts, never empty. */
  onSendFiles: (kind: UploadKind, files: File[]) => void;
  /** A quick phrase was picked: put it in the editor or send it. */
  onPhrase: (text: string) => void;
  /** An extension was picked. Without it the extensions menu is hidden. */
  onExtension?: (key: ExtensionKey) => void;
  /** A rating was submitted; build the message with `buildRatingPayload`. */
  onRate?: (rating: Rating) => void;
  /** Mobile web layout: camera button, close button on the rating dialog, mobile menu order. */
  mobile?: boolean;
  /** Offer voice and video calls (off e.g. for customer-service chats or without a call service). */
  showCalls?: boolean;
  /** Offer in-conversation search. */
  showSearch?: boolean;
  /** Offer the service rating dialog (customer-service conversations). */
  showRating?: boolean;
}

type PanelId = 'emoji' | 'phrases' | 'extensions' | 'rating';

const EXTENSION_ICONS: Record<ExtensionKey, ReactNode> = {
  voice: <PhoneOutlined />,
  video: <VideoCameraOutlined />,
  search: <SearchOutlined />,
};

/**
 * The row of tools above the chat editor (spec sections 2 and 4). Presentational: every action is a
 * callback. At most one panel is open; panels open on their icon and close on a click outside, their
 * close button, or once something was sent. Give it `key={conversationID}` so that switching
 * conversations resets it.
 */
export function ChatToolbar({
  onInsertEmoji,
  onSendFace,
  onSendFiles,
  onPhrase,
  onExtension,
  onRate,
  mobile = false,
  showCalls = true,
  showSearch = true,
  showRating = false,
}: ChatToolbarProps) {
  const { t } = useTranslation('chat-toolbar');
  const [panel, setPanel] = useState<PanelId | null>(null);
  const close = () => setPanel(null);

  // A click on another icon both dismisses the open panel (outside click) and opens its own, in an
  // order that depends on the component: a close only closes the panel it belongs to.
  const openChange = (id: PanelId) => (open: boolean) =>
    setPanel((current) => (open ? id : current === id ? null : current));

  const files = (kind: UploadKind) => (chosen: File[]) => {
    close();
    const { accepted, rejected } = partitionFiles(kind, chosen);
    if (rejected.length > 0) toast.warning(t('toolbar.invalidFiles', { count: rejected.length }));
    if (accepted.length > 0) onSendFiles(kind, accepted);
  };

  const extensions = onExtension ? extensionOrder({ mobile, calls: showCalls, search: showSearch }) : [];

  const iconButton = (id: PanelId, label: string, icon: ReactNode) => (
    <Button
      type="text"
      className="rl-chat-toolbar__button"
      icon={icon}
      title={label}
      aria-label={label}
      aria-haspopup={id === 'extensions' ? 'menu' : 'dialog'}
      aria-expanded={panel === id}
      onClick={id === 'rating' ? () => setPanel('rating') : undefined}
    />
  );

  return (
    <div className="rl-chat-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <Popover
        trigger="click"
        placement="topLeft"
        arrow={false}
        open={panel === 'emoji'}
        onOpenChange={openChange('emoji')}
        destroyOnHidden
        classNames={{ root: 'rl-chat-toolbar__popover' }}
        content={
          <EmojiPanel
            onInsertEmoji={onInsertEmoji}
            onSendFace={(face) => {
              onSendFace(face);
              close();
            }}
            onClose={close}
          />
        }
      >
        {iconButton('emoji', t('toolbar.emoji'), <SmileOutlined />)}
      </Popover>

      <UploadButton
        kind="image"
        label={t('toolbar.image')}
        icon={<PictureOutlined />}
        multiple
        onFiles={files('image')}
      />
      {mobile && (
        <UploadButton
          kind="image"
          label={t('toolbar.camera')}
          icon={<CameraOutlined />}
          capture="environment"
          onFiles={files('image')}
        />
      )}
      <UploadButton
        kind="video"
        label={t('toolbar.video')}
        icon={<VideoCameraOutlined />}
        onFiles={files('video')}
      />
      <UploadButton
        kind="file"
        label={t('toolbar.file')}
        icon={<FileOutlined />}
        multiple
        onFiles={files('file')}
      />

      <Popover
        trigger="click"
        placement="topLeft"
        arrow={false}
        open={panel === 'phrases'}
        onOpenChange={openChange('phrases')}
        destroyOnHidden
        classNames={{ root: 'rl-chat-toolbar__popover' }}
        content={
          <PhrasePanel
            onPhrase={(text) => {
              onPhrase(text);
              close();
            }}
            onClose={close}
          />
        }
      >
        {iconButton('phrases', t('toolbar.phrases'), <MessageOutlined />)}
      </Popover>

      {showRating && onRate && iconButton('rating', t('toolbar.rate'), <StarOutlined />)}

      {extensions.length > 0 && (
        <Dropdown
          trigger={['click']}
          placement="topLeft"
          open={panel === 'extensions'}
          onOpenChange={openChange('extensions')}
          menu={{
            items: extensions.map((key) => ({
              key,
              icon: EXTENSION_ICONS[key],
              label: t(`extensions.${key}`),
            })),
            onClick: ({ key }) => {
              close();
              onExtension?.(key as ExtensionKey);
            },
          }}
        >
          {iconButton('extensions', t('toolbar.more'), <PlusCircleOutlined />)}
        </Dropdown>
      )}

      {showRating && onRate && (
        <RatingDialog open={panel === 'rating'} mobile={mobile} onSubmit={onRate} onClose={close} />
      )}
    </div>
  );
}
