import { FileOutlined } from '@ant-design/icons';
import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './format.ts';
import { fileView } from './media-payload.ts';
import { safeHref } from './safe-href.ts';
import { NS } from './translate.ts';

export function FileContent({ message }: { message: Message }) {
  const { t } = useTranslation(NS);
  const view = fileView(message.payload);
  const name = view.name || t('file.unnamed');
  const href = safeHref(view.url);
  const body = (
    <>
      <FileOutlined className="rl-chat-file-icon" aria-hidden />
      <span className="rl-chat-file-info">
        <span className="rl-chat-file-name">{name}</span>
        <span className="rl-chat-file-size">{formatFileSize(view.size)}</span>
      </span>
    </>
  );
  // Until the upload finishes there is nothing to download: the same card, not a link.
  if (!href) return <span className="rl-chat-file">{body}</span>;
  return (
    <a className="rl-chat-file" href={href} download={name} aria-label={t('file.download', { name })}>
      {body}
    </a>
  );
}
