import { APPROVAL_COMMENT_MAX, type CommentAttachment, MAX_COMMENT_ATTACHMENTS } from '@renli/contracts';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilesInput } from '../../../components/form-renderer/FilesInput.tsx';
import { StaffSelect } from '../../../components/pickers/pickers.tsx';
import { toast } from '../../../lib/toast.ts';
import { useComment } from '../api.ts';

/** At most twenty people told of one comment (contracts approval/endpoints.ts, `commentBodySchema`). */
const MAX_MENTIONS = 20;

/**
 * 评论 on an instance, for any reader: text, files (uploaded as attachment fields are) and the people
 * @mentioned, who are told and may read the instance from then on (docs/product/approval.md).
 */
export function CommentBox({ id }: { id: number }) {
  const { t } = useTranslation();
  const send = useComment();
  const [comment, setComment] = useState('');
  const [attachments, setAttachments] = useState<CommentAttachment[]>([]);
  const [mentions, setMentions] = useState<number[]>([]);
  const submit = () =>
    send.mutate(
      { id, comment: comment.trim(), attachments, mentions },
      {
        onSuccess: () => {
          toast.success(t('approval:comment.sent'));
          setComment('');
          setAttachments([]);
          setMentions([]);
        },
      },
    );
  return (
    <Flex vertical gap={8} className="approval-comment-box">
      <Input.TextArea
        aria-label={t('approval:comment.label')}
        placeholder={t('approval:comment.placeholder')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={APPROVAL_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <StaffSelect
        label={t('approval:comment.mentions')}
        placeholder={t('approval:comment.mentions')}
        value={mentions}
        onChange={(next) => setMentions(next.slice(0, MAX_MENTIONS))}
      />
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <FilesInput
          label={t('approval:comment.attach')}
          value={attachments}
          onChange={setAttachments}
          maxCount={MAX_COMMENT_ATTACHMENTS}
          images={false}
        />
        <Button type="primary" loading={send.isPending} disabled={comment.trim() === ''} onClick={submit}>
          {t('approval:comment.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
