import type { ApprovalCardData, ApprovalInstanceDetail } from '@renli/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatCardProps } from '../../../lib/chat-cards.ts';
import { useApprove, useInstance, useReject } from '../api.ts';
import { DETAIL_LINKS, parseApprovalCard } from './card-data.ts';
import { RejectDialog } from './RejectDialog.tsx';
import './chat-card.css';

/**
 * The chat workspace has no server-data cache of its own (docs/architecture.md, "Loading"): cards
 * share this one, so several cards of one instance read it once. A refused read (another company's
 * instance) is not retried.
 */
const cardQueries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });

type Decision = 'approved' | 'rejected';

/** What the viewer decided on the card's task, as the instance records it (after a reload too). */
function decisionOf(detail: ApprovalInstanceDetail | undefined, taskId: number | null): Decision | null {
  const state = detail?.tasks.find((task) => task.id === taskId)?.state;
  return state === 'approved' || state === 'rejected' ? state : null;
}

function CardBody({ card }: { card: ApprovalCardData }) {
  const { t } = useTranslation();
  const detail = useInstance(card.instanceId);
  const approve = useApprove();
  const reject = useReject();
  const [acted, setActed] = useState<{ decision: Decision; taskId: number } | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [failed, setFailed] = useState(false);
  const live = detail.data;
  const decided = acted?.decision ?? decisionOf(live, card.taskId);
  const taskId = live?.state === 'running' ? live.myTaskId : null;
  const busy = approve.isPending || reject.isPending;

  const act = (decision: Decision, comment?: string) => {
    if (taskId === null) return;
    setFailed(false);
    const handlers = {
      onSuccess: () => {
        setActed({ decision, taskId });
        setRejecting(false);
      },
      onError: () => setFailed(true),
    };
    if (decision === 'approved') approve.mutate(comment ? { taskId, comment } : { taskId }, handlers);
    else reject.mutate({ taskId, comment: comment ?? '' }, handlers);
  };

  const status = decided
    ? t(`approval:chatCard.${decided}`)
    : live
      ? t(`approval:state.${live.state}`)
      : detail.isError
        ? t('approval:chatCard.unavailable')
        : '';
  const canAct = !decided && taskId !== null;

  return (
    <div className="rl-approval-card" data-instance-id={card.instanceId}>
      <div className="rl-approval-card-head">
        <span className="rl-approval-card-kind">{t(`approval:chatCard.kind.${card.kind}`)}</span>
        {status ? (
          <span className={`rl-approval-card-status is-${decided ?? live?.state ?? 'unknown'}`} role="status">
            {status}
          </span>
        ) : null}
      </div>
      <div className="rl-approval-card-title">{card.title}</div>
      {card.serialNo ? (
        <div className="rl-approval-card-muted">
          {t('approval:chatCard.serial', { serialNo: card.serialNo })}
        </div>
      ) : null}
      {card.summary.length > 0 ? (
        <dl className="rl-approval-card-lines">
          {card.summary.map((line) => (
            <div key={line.label}>
              <dt>{t('approval:chatCard.label', { label: line.label })}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {failed ? (
        <div className="rl-approval-card-error" role="alert">
          {t('approval:chatCard.failed')}
        </div>
      ) : null}
      <div className="rl-approval-card-actions">
        {canAct ? (
          <>
            <button
              type="button"
              className="rl-approval-card-button"
              disabled={busy}
              onClick={() => setRejecting(true)}
            >
              {t('approval:chatCard.reject')}
            </button>
            <button
              type="button"
              className="rl-approval-card-button is-primary"
              disabled={busy}
              onClick={() => act('approved')}
            >
              {t('approval:chatCard.approve')}
            </button>
          </>
        ) : null}
        <a className="rl-approval-card-link" href={`${DETAIL_LINKS[card.kind]}?id=${card.instanceId}`}>
          {t('approval:chatCard.details')}
        </a>
      </div>
      {rejecting ? (
        <RejectDialog
          busy={busy}
          onConfirm={(comment) => act('rejected', comment)}
          onCancel={() => setRejecting(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * An approval card in the 审批 conversation (docs/product/approval.md, "Into the rest of the
 * product"): what the message says (title, serial, the first fields), the instance's state read
 * live, and 同意 / 拒绝 for the viewer's pending task through the approval screens' own calls.
 */
export function ApprovalChatCard({ data }: ChatCardProps) {
  const { t } = useTranslation();
  const card = parseApprovalCard(data);
  if (!card) return <span className="rl-chat-text">{t('approval:chatCard.unreadable')}</span>;
  return (
    <QueryClientProvider client={cardQueries}>
      <CardBody card={card} />
    </QueryClientProvider>
  );
}
