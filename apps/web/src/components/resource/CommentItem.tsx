import { PaperClipOutlined } from '@ant-design/icons';
import type { CommentEntry } from '@renli/contracts';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaTime } from './field-display.tsx';
import { useCommentWrites } from './hooks.ts';
import type { BaseRow, ResourceDef } from './types.ts';

interface Props<Row extends BaseRow> {
  resource: ResourceDef<Row>;
  id: number;
  comment: CommentEntry;
}

/** One comment of a row's timeline: who, when, the text as written, its files; the author may remove it. */
export function CommentItem<Row extends BaseRow>({ resource, id, comment }: Props<Row>) {
  const { t, i18n } = useTranslation();
  const { remove } = useCommentWrites(resource, id);
  return (
    <div data-testid="timeline-comment">
      <Flex justify="space-between" align="baseline" gap={8}>
        <span>
          <Typography.Text strong>{comment.who}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {t('resource:comments.commented')} · {chinaTime(comment.at, i18n.language)}
          </Typography.Text>
        </span>
        {comment.mine && (
          <Popconfirm
            title={t('resource:comments.deleteConfirm')}
            onConfirm={() => remove.mutate(comment.id)}
          >
            <Button type="link" size="small" danger>
              {t('resource:comments.delete')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <Typography.Paragraph className="renli-resource-comment-body">{comment.body}</Typography.Paragraph>
      {comment.attachments.map((file) => (
        <div key={file.url}>
          <a href={`${file.url}?name=${encodeURIComponent(file.name)}`} download={file.name}>
            <PaperClipOutlined /> {file.name}
          </a>
        </div>
      ))}
    </div>
  );
}
