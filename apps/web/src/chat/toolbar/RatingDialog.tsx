import { StarFilled } from '@ant-design/icons';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitRating, NO_STAR, nextStarIndex, type Rating, STAR_COUNT, scoreOf } from './rating.ts';
import './toolbar.css';

export interface RatingDialogProps {
  open: boolean;
  /** Mobile shows a close button; desktop closes on a click outside or Esc. */
  mobile?: boolean;
  onSubmit: (rating: Rating) => void;
  onClose: () => void;
}

const COMMENT_MAX = 200;

/** Service rating (docs/chat-ui.md): five stars and an optional comment. */
export function RatingDialog({ open, mobile = false, onSubmit, onClose }: RatingDialogProps) {
  const { t } = useTranslation('chat-toolbar');
  const [index, setIndex] = useState(NO_STAR);
  const [comment, setComment] = useState('');

  // Closing resets, however the dialog got closed (submit, cancel, or the parent switching chats).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setIndex(NO_STAR);
      setComment('');
    }
  }

  const submit = () => {
    if (!canSubmitRating(index)) return;
    onSubmit({ score: scoreOf(index), comment: comment.trim() });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('rating.title')}
      onCancel={onClose}
      closable={mobile}
      maskClosable
      centered
      width={mobile ? 'calc(100vw - 32px)' : 400}
      className="rl-chat-rating"
      footer={
        <Button type="primary" block disabled={!canSubmitRating(index)} onClick={submit}>
          {t('rating.submit')}
        </Button>
      }
    >
      <fieldset className="rl-chat-rating__stars" aria-label={t('rating.title')}>
        {Array.from({ length: STAR_COUNT }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are fixed positions
            key={i}
            type="button"
            aria-pressed={i <= index}
            aria-label={t('rating.star', { count: i + 1 })}
            className={i <= index ? 'rl-chat-rating__star rl-chat-rating__star--on' : 'rl-chat-rating__star'}
            onClick={() => setIndex((current) => nextStarIndex(current, i))}
          >
            <StarFilled />
          </button>
        ))}
      </fieldset>
      <Input.TextArea
        className="rl-chat-rating__comment"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        placeholder={t('rating.commentPlaceholder')}
        maxLength={COMMENT_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
    </Modal>
  );
}
