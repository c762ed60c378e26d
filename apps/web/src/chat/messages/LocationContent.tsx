import { EnvironmentOutlined } from '@ant-design/icons';
import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from './ExternalLink.tsx';
import { locationView } from './media-payload.ts';
import { safeHref } from './safe-href.ts';
import { NS } from './translate.ts';

export function LocationContent({ message }: { message: Message }) {
  const { t } = useTranslation(NS);
  const view = locationView(message.payload);
  const map = safeHref(view.mapUrl);
  return (
    <ExternalLink className="rl-chat-location" href={view.href} aria-label={t('location.open')}>
      {map ? <img className="rl-chat-location-map" src={map} alt={t('location.map')} /> : null}
      <span className="rl-chat-location-text">
        <EnvironmentOutlined aria-hidden /> {view.description || t('location.unnamed')}
      </span>
    </ExternalLink>
  );
}
