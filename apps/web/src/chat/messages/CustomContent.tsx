import { StarFilled } from '@ant-design/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { chatCardFor } from '../../lib/chat-cards.ts';
import { CallRecordContent } from './CallRecordContent.tsx';
import type { CustomContent as Custom } from './custom-payload.ts';
import { MAX_SCORE } from './custom-payload.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { safeHref } from './safe-href.ts';
import { NS } from './translate.ts';

type Card<K extends Custom['kind']> = Extract<Custom, { kind: K }>;

function ServiceCard({ card }: { card: Card<'service'> }) {
  return (
    <div className="rl-chat-card rl-chat-service">
      <div className="rl-chat-card-title">
        <span>{card.title}</span>
        {card.links.map((link, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: links are a fixed list that may repeat entries
          <ExternalLink key={index} className="rl-chat-card-link" href={link.value}>
            {link.key || link.value}
          </ExternalLink>
        ))}
      </div>
      {card.items.length > 0 ? (
        <ul className="rl-chat-service-items">
          {card.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are a fixed list that may repeat keys
            <li key={index}>
              {safeHref(item.value) ? (
                <ExternalLink href={item.value}>{item.key || item.value}</ExternalLink>
              ) : (
                <>
                  <span>{item.key}</span> <span className="rl-chat-card-muted">{item.value}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {card.description ? <p className="rl-chat-card-text">{card.description}</p> : null}
    </div>
  );
}

function EvaluationCard({ card }: { card: Card<'evaluation'> }) {
  const { t } = useTranslation(NS);
  return (
    <div className="rl-chat-card rl-chat-evaluation">
      <div className="rl-chat-card-title">{t('custom.evaluationTitle')}</div>
      <span className="rl-chat-stars" role="img" aria-label={t('custom.score', { score: card.score })}>
        {Array.from({ length: MAX_SCORE }, (_, index) => (
          <StarFilled
            // biome-ignore lint/suspicious/noArrayIndexKey: the five star slots are positional
            key={index}
            className={index < card.score ? 'rl-chat-star rl-chat-star-on' : 'rl-chat-star'}
          />
        ))}
      </span>
      {card.comment ? <p className="rl-chat-card-text">{card.comment}</p> : null}
    </div>
  );
}

function OrderCard({ card }: { card: Card<'order'> }) {
  const { t } = useTranslation(NS);
  const image = safeHref(card.imageUrl);
  return (
    <ExternalLink className="rl-chat-card rl-chat-order" href={card.link}>
      {image ? <img className="rl-chat-order-image" src={image} alt={t('custom.orderImage')} /> : null}
      <span className="rl-chat-order-body">
        <span className="rl-chat-card-title">{card.title}</span>
        <span className="rl-chat-card-text">{card.description}</span>
        <span className="rl-chat-order-price">{card.price}</span>
      </span>
    </ExternalLink>
  );
}

function TextLinkCard({ card }: { card: Card<'textLink'> }) {
  const { t } = useTranslation(NS);
  return (
    <div className="rl-chat-card rl-chat-text-link">
      <p className="rl-chat-card-text">{card.text}</p>
      {safeHref(card.link) ? (
        <ExternalLink className="rl-chat-card-link" href={card.link}>
          {t('custom.viewDetails')}
        </ExternalLink>
      ) : null}
    </div>
  );
}

/** A feature's card (lib/chat-cards.ts); its description stands in while the card's code loads. */
function FeatureCard({ card, mobile }: { card: Card<'featureCard'>; mobile?: boolean | undefined }) {
  const Component = chatCardFor(card.businessID)!.component;
  return (
    <Suspense fallback={<span className="rl-chat-text">{card.description}</span>}>
      <Component data={card.data} mobile={mobile} />
    </Suspense>
  );
}

export interface CustomContentProps {
  content: Custom;
  mobile?: boolean | undefined;
}

/** Bubble bodies of custom messages; the group-creation notice is a tip row (MessageContent). */
export function CustomContent({ content, mobile }: CustomContentProps) {
  const { t } = useTranslation(NS);
  switch (content.kind) {
    case 'service':
      return <ServiceCard card={content} />;
    case 'evaluation':
      return <EvaluationCard card={content} />;
    case 'order':
      return <OrderCard card={content} />;
    case 'textLink':
      return <TextLinkCard card={content} />;
    case 'call':
      return <CallRecordContent record={content.record} />;
    case 'featureCard':
      return <FeatureCard card={content} mobile={mobile} />;
    case 'groupCreate':
      return <span className="rl-chat-text">{t('chat:kind.groupCreated')}</span>;
    default:
      return <span className="rl-chat-text">{content.description || t('unsupported')}</span>;
  }
}
