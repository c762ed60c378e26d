import { useTranslation } from 'react-i18next';
import { useChat } from '../state/use-chat.ts';

/** Shown while the connection is down or being re-established (docs/chat-ui.md: network-error banner). */
export function NetworkBanner() {
  const { t } = useTranslation('chat');
  const netState = useChat((s) => s.netState);
  const phase = useChat((s) => s.phase);
  if (phase !== 'ready' || netState === 'connected') return null;
  return (
    <div className={`rl-chat-net is-${netState}`} role="status">
      {t(netState === 'connecting' ? 'network.connecting' : 'network.disconnected')}
    </div>
  );
}
