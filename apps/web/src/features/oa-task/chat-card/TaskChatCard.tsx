import { useTranslation } from 'react-i18next';
import type { ChatCardProps } from '../../../lib/chat-cards.ts';
import { parseTaskCard, taskCardLink } from './card-data.ts';
import './chat-card.css';

/** A shared task: title, status when shared, due time and executors, and a link that opens the task. */
export function TaskChatCard({ data }: ChatCardProps) {
  const { t } = useTranslation();
  const card = parseTaskCard(data);
  if (!card) return <span className="rl-chat-text">{t('oa-task:chatCard.unreadable')}</span>;
  return (
    <div className="rl-task-chat-card" data-task-id={card.taskId}>
      <div className="rl-task-chat-card-head">
        <span>{t('oa-task:chatCard.kind')}</span>
        <span className={`rl-task-chat-card-status is-${card.status}`}>
          {t(`oa-task:status.${card.status}`)}
        </span>
      </div>
      <div className="rl-task-chat-card-title">{card.title}</div>
      <div className="rl-task-chat-card-muted">
        {card.dueAt ? t('oa-task:chatCard.due', { due: card.dueAt }) : t('oa-task:chatCard.noDue')}
      </div>
      {card.executors ? (
        <div className="rl-task-chat-card-muted">
          {t('oa-task:chatCard.executors', { names: card.executors })}
        </div>
      ) : null}
      <div className="rl-task-chat-card-foot">
        {card.sharedBy ? (
          <span className="rl-task-chat-card-muted">
            {t('oa-task:chatCard.sharedBy', { name: card.sharedBy })}
          </span>
        ) : (
          <span />
        )}
        <a href={taskCardLink(card.taskId)}>{t('oa-task:chatCard.open')}</a>
      </div>
    </div>
  );
}
