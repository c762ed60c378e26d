import { PaperClipOutlined } from '@ant-design/icons';
import { type CommentAttachment, MAX_COMMENT_ATTACHMENTS, MAX_COMMENT_LENGTH } from '@renli/contracts';
import { Button, Flex, Input, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { uploadAttachment } from '../../lib/upload-attachment.ts';
import { useCommentWrites } from './hooks.ts';
import type { BaseRow, ResourceDef } from './types.ts';

/**
 * Writes a comment on a row's timeline, with attached files (docs/modules.md, "Comments"). Back-office
 * sessions cannot upload (uploads are the platform users'), so their comments are text only.
 */
export function CommentBox<Row extends BaseRow>({
  resource,
  id,
}: {
  resource: ResourceDef<Row>;
  id: number;
}) {
  const { t } = useTranslation();
  const { add } = useCommentWrites(resource, id);
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<CommentAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const canAttach = resource.scope !== 'platform' && attachments.length < MAX_COMMENT_ATTACHMENTS;

  const attach = async (file: File) => {
    setUploading(true);
    try {
      const attached = await uploadAttachment(file);
      if (attached) setAttachments((current) => [...current, attached]);
    } catch (error) {
      // The HTTP client has shown why the file was refused.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setUploading(false);
    }
  };

  const send = async () => {
    try {
      await add.mutateAsync({ id, body, attachments });
      setBody('');
      setAttachments([]);
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.message);
      else throw error;
    }
  };

  return (
    <Flex vertical gap={8} className="renli-resource-comment-box">
      <Input.TextArea
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={t('resource:comments.placeholder')}
        aria-label={t('resource:comments.placeholder')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        count={{ show: true, max: MAX_COMMENT_LENGTH }}
      />
      {attachments.length > 0 && (
        <Flex wrap gap={4}>
          {attachments.map((file) => (
            <Tag
              key={file.url}
              closable
              onClose={() => setAttachments((current) => current.filter((f) => f.url !== file.url))}
            >
              {file.name}
            </Tag>
          ))}
        </Flex>
      )}
      <Flex justify="space-between" gap={8}>
        {canAttach ? (
          <Upload
            showUploadList={false}
            beforeUpload={(file) => {
              void attach(file);
              return false;
            }}
          >
            <Button icon={<PaperClipOutlined />} loading={uploading}>
              {t('resource:comments.attach')}
            </Button>
          </Upload>
        ) : (
          <span />
        )}
        <Button
          type="primary"
          loading={add.isPending}
          disabled={body.trim() === '' || body.length > MAX_COMMENT_LENGTH}
          onClick={() => void send()}
        >
          {t('resource:comments.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
