import type { Message } from '@renli/chat-sdk/browser';
import { MSG_TYPES } from '@renli/contracts/constants';
import { useTranslation } from 'react-i18next';
import { EmojiText } from '../emoji/index.ts';
import { AudioContent } from './AudioContent.tsx';
import { CustomContent } from './CustomContent.tsx';
import { parseCustomPayload } from './custom-payload.ts';
import { FaceContent } from './FaceContent.tsx';
import { FileContent } from './FileContent.tsx';
import { describeGroupTip, type NameMap } from './group-tip.ts';
import { ImageContent } from './ImageContent.tsx';
import { readString } from './json.ts';
import { LocationContent } from './LocationContent.tsx';
import { MergerContent } from './MergerContent.tsx';
import { RevokedNotice } from './RevokedNotice.tsx';
import { RiskPlaceholder } from './RiskPlaceholder.tsx';
import { TipRow } from './TipRow.tsx';
import { NS } from './translate.ts';
import { VideoContent } from './VideoContent.tsx';
import './message-content.css';

export interface MessageContentProps {
  message: Message;
  /** Mobile layout: narrower image and video boxes (docs/chat-ui.md). */
  mobile?: boolean;
  /** Window width for the mobile sizes; defaults to `window.innerWidth`. */
  viewportWidth?: number;
  /** userID -> display name, for tips and revoke notices. */
  names?: NameMap;
  /** The signed-in userID. */
  me?: string;
  /** Whether an own revoked text may still be re-edited. */
  canReEdit?: boolean;
  onPreviewImage?: (message: Message) => void;
  onOpenMerger?: (message: Message) => void;
  onReEdit?: (message: Message) => void;
}

/**
 * The body of one message, for every kind. Presentational: no SDK calls; the list owns the bubble,
 * avatar and menu, and gets actions back through the callbacks. Everything users wrote is rendered as
 * React text, never as HTML. Tips, the group-creation notice and revoked messages come back as
 * centred rows (`isTipMessage` tells the list to skip the bubble for the first two).
 */
export function MessageContent(props: MessageContentProps) {
  const { message, names = {} } = props;
  const { t } = useTranslation(NS);

  if (message.isRevoked) {
    return (
      <RevokedNotice
        message={message}
        names={names}
        me={props.me}
        canReEdit={props.canReEdit}
        onReEdit={props.onReEdit}
      />
    );
  }
  if (message.type === MSG_TYPES.GROUP_TIP) {
    return <TipRow>{describeGroupTip(message.payload, names, t)}</TipRow>;
  }
  if (message.hasRiskContent) return <RiskPlaceholder message={message} />;

  const viewportWidth =
    props.viewportWidth ?? (props.mobile && typeof window !== 'undefined' ? window.innerWidth : undefined);
  const box = { mobile: props.mobile, viewportWidth };

  switch (message.type) {
    case MSG_TYPES.TEXT:
      return (
        <span className="rl-chat-text">
          <EmojiText text={readString(message.payload.text)} />
        </span>
      );
    case MSG_TYPES.IMAGE:
      return <ImageContent message={message} {...box} onPreview={props.onPreviewImage} />;
    case MSG_TYPES.SOUND:
      return <AudioContent message={message} />;
    case MSG_TYPES.VIDEO:
      return <VideoContent message={message} {...box} />;
    case MSG_TYPES.FILE:
      return <FileContent message={message} />;
    case MSG_TYPES.FACE:
      return <FaceContent message={message} />;
    case MSG_TYPES.LOCATION:
      return <LocationContent message={message} />;
    case MSG_TYPES.MERGER:
      return <MergerContent message={message} onOpen={props.onOpenMerger} />;
    case MSG_TYPES.CUSTOM: {
      const content = parseCustomPayload(message.payload);
      if (content.kind === 'groupCreate') {
        // The notice is sent as its creator, so the message's own nick names them.
        const creatorNick = content.opUser === message.from ? message.nick : '';
        const name = names[content.opUser] || creatorNick || content.opUser;
        return (
          <TipRow>{name ? t('chat:kind.groupCreatedBy', { name }) : t('chat:kind.groupCreated')}</TipRow>
        );
      }
      return <CustomContent content={content} mobile={props.mobile} />;
    }
    default:
      return <span className="rl-chat-text">{t('unsupported')}</span>;
  }
}
