import {
  CameraOutlined,
  FileOutlined,
  MessageOutlined,
  PictureOutlined,
  PlusCircleOutlined,
  SmileOutlined,
  StarOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import { toast } from '../../lib/toast.ts';
import type { FacePayload } from './EmojiPanel.tsx';
import type { Rating } from './rating.ts';
import { type ExtensionKey, extensionOrder, partitionFiles, type UploadKind } from './toolbar-rules.ts';
import { UploadButton } from './UploadButton.tsx';
import './toolbar.css';

// The panels and the rating dialog download on first use: the chat route's first load stays small.
const ToolbarPopup = lazy(() => import('./ToolbarPopup.tsx').then((m) => ({ default: m.ToolbarPopup })));
const RatingDialog = lazy(() => import('./RatingDialog.tsx').then((m) => ({ default: m.RatingDialog })));

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

/**
 * The row of tools above the chat editor (docs/chat-ui.md). Presentational: every action is a
 * callback. At most one panel is open; panels open on their icon and close on a click outside, their
 * close button, Escape, or once something was sent. Give it `key={conversationID}` so that switching
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
  /** Where the open panel's icon sits in the toolbar: the popup opens above it. */
  const [anchorLeft, setAnchorLeft] = useState(0);
  const [ratingUsed, setRatingUsed] = useState(false);
  const toolbar = useRef<HTMLDivElement>(null);
  const close = () => setPanel(null);
  const popupOpen = panel !== null && panel !== 'rating';

  useEffect(() => {
    if (!popupOpen) return;
    // The toolbar's own icons toggle panels themselves; anything else outside it closes the panel.
    const onPointer = (event: Event) => {
      if (!toolbar.current?.contains(event.target as Node)) setPanel(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanel(null);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [popupOpen]);

  const toggle = (id: PanelId) => (event: MouseEvent<HTMLButtonElement>) => {
    setAnchorLeft(event.currentTarget.offsetLeft);
    if (id === 'rating') setRatingUsed(true);
    setPanel((current) => (current === id ? null : id));
  };

  const files = (kind: UploadKind) => (chosen: File[]) => {
    close();
    const { accepted, rejected } = partitionFiles(kind, chosen);
    if (rejected.length > 0) toast.warning(t('toolbar.invalidFiles', { count: rejected.length }));
    if (accepted.length > 0) onSendFiles(kind, accepted);
  };

  const extensions = onExtension ? extensionOrder({ mobile, calls: showCalls, search: showSearch }) : [];

  const iconButton = (id: PanelId, label: string, icon: ReactNode) => (
    <button
      type="button"
      className="rl-chat-toolbar__button"
      title={label}
      aria-label={label}
      aria-haspopup={id === 'extensions' ? 'menu' : 'dialog'}
      aria-expanded={panel === id}
      onClick={toggle(id)}
    >
      {icon}
    </button>
  );

  return (
    <div className="rl-chat-toolbar" role="toolbar" aria-label={t('toolbar.label')} ref={toolbar}>
      {iconButton('emoji', t('toolbar.emoji'), <SmileOutlined />)}
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
      {iconButton('phrases', t('toolbar.phrases'), <MessageOutlined />)}
      {showRating && onRate && iconButton('rating', t('toolbar.rate'), <StarOutlined />)}
      {extensions.length > 0 && iconButton('extensions', t('toolbar.more'), <PlusCircleOutlined />)}

      {popupOpen && (
        <Suspense fallback={null}>
          <ToolbarPopup
            panel={panel}
            left={anchorLeft}
            extensions={extensions}
            onInsertEmoji={onInsertEmoji}
            onSendFace={(face) => {
              onSendFace(face);
              close();
            }}
            onPhrase={(text) => {
              onPhrase(text);
              close();
            }}
            onExtension={(key) => {
              close();
              onExtension?.(key);
            }}
            onClose={close}
          />
        </Suspense>
      )}

      {/* Stays mounted after its first opening so that closing plays the dialog's exit animation. */}
      {showRating && onRate && ratingUsed && (
        <AntdScope>
          <RatingDialog open={panel === 'rating'} mobile={mobile} onSubmit={onRate} onClose={close} />
        </AntdScope>
      )}
    </div>
  );
}
