import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { faceUrl } from '../emoji/index.ts';
import { faceView } from './media-payload.ts';
import { NS } from './translate.ts';

export function FaceContent({ message }: { message: Message }) {
  const { t } = useTranslation(NS);
  const view = faceView(message.payload);
  const url = faceUrl(view.index, view.data);
  // A sticker from a pack this client does not have: say what it is rather than show a broken image.
  if (!url) return <span className="rl-chat-text">[{t('face.alt')}]</span>;
  return <img className="rl-chat-face" src={url} alt={t('face.alt')} />;
}
