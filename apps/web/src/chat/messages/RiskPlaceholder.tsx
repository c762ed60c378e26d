import { WarningOutlined } from '@ant-design/icons';
import type { Message } from '@renli/chat-sdk/browser';
import { MSG_TYPES } from '@renli/contracts/constants';
import { useTranslation } from 'react-i18next';
import { NS } from './translate.ts';

/**
 * docs/chat-ui.md: risk-flagged content is never shown, played or offered for download. The sender
 * learns the send failed; others learn they cannot view it (or, for voice, cannot listen).
 */
export function riskTextKey(message: Pick<Message, 'flow' | 'type'>): string {
  if (message.flow === 'out') return 'risk.sendFailed';
  return message.type === MSG_TYPES.SOUND ? 'risk.cannotListen' : 'risk.cannotView';
}

export function RiskPlaceholder({ message }: { message: Message }) {
  const { t } = useTranslation(NS);
  const isText = message.type === MSG_TYPES.TEXT;
  return (
    <span className={isText ? 'rl-chat-risk rl-chat-risk-text' : 'rl-chat-risk rl-chat-risk-media'}>
      {isText ? null : <WarningOutlined className="rl-chat-risk-icon" aria-hidden />}
      <span>{t(riskTextKey(message))}</span>
    </span>
  );
}
