import { APPROVAL_COMMENT_MAX } from '@renli/contracts';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface RejectDialogProps {
  busy: boolean;
  onConfirm(comment: string): void;
  onCancel(): void;
}

/** Events inside the dialog stay out of the message bubble it belongs to (its long-press menu). */
const contain = (event: SyntheticEvent) => event.stopPropagation();

/**
 * 拒绝 asks for the reason (required, as on the approval screens and by the server) in a small dialog
 * over the chat.
 * Plain markup: the chat workspace has no antd (docs/architecture.md, "Loading").
 */
export function RejectDialog({ busy, onConfirm, onCancel }: RejectDialogProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const titleId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return createPortal(
    <div className="rl-approval-card-overlay">
      <div
        className="rl-approval-card-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={contain}
        onPointerDown={contain}
        onContextMenu={contain}
        onKeyDown={(event) => {
          contain(event);
          if (event.key === 'Escape') onCancel();
        }}
      >
        <h2 id={titleId}>{t('approval:chatCard.rejectTitle')}</h2>
        <textarea
          ref={field}
          aria-label={t('approval:chatCard.rejectComment')}
          placeholder={t('approval:chatCard.rejectPlaceholder')}
          maxLength={APPROVAL_COMMENT_MAX}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <div className="rl-approval-card-dialog-actions">
          <button type="button" className="rl-approval-card-button" onClick={onCancel}>
            {t('approval:chatCard.cancel')}
          </button>
          <button
            type="button"
            className="rl-approval-card-button is-danger"
            disabled={busy || comment.trim() === ''}
            onClick={() => onConfirm(comment.trim())}
          >
            {t('approval:chatCard.confirmReject')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
