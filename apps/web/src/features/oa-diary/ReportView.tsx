import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { diaryEndpoints as api, type CommentAttachment, type DiaryReport } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Image,
  Input,
  List,
  Popconfirm,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { periodText } from './period.ts';

const filesOf = (value: unknown): CommentAttachment[] =>
  Array.isArray(value) ? (value as CommentAttachment[]) : [];

/** A value as read: texts keep their lines, files link, pickers and lists joined. */
function ValueText({ kind, value }: { kind: string; value: unknown }) {
  if (value === undefined || value === null || value === '')
    return <Typography.Text type="secondary">—</Typography.Text>;
  if (kind === 'image')
    return (
      <Image.PreviewGroup>
        <Space wrap>
          {filesOf(value).map((file) => (
            <Image
              key={file.url}
              src={file.url}
              alt={file.name}
              width={96}
              height={96}
              style={{ objectFit: 'cover' }}
            />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  if (kind === 'attachment')
    return (
      <Flex vertical>
        {filesOf(value).map((file) => (
          <a key={file.url} href={file.url} target="_blank" rel="noreferrer">
            {file.name}
          </a>
        ))}
      </Flex>
    );
  if (typeof value === 'object')
    return <span>{Array.isArray(value) ? value.join('、') : JSON.stringify(value)}</span>;
  return <span className="oa-diary-text">{String(value)}</span>;
}

/** One report in a drawer: its fields, who read it, comments and likes; the author may edit or withdraw it. */
export function ReportView({
  id,
  onClose,
  onEdit,
}: {
  id: number | null;
  onClose: () => void;
  onEdit?: (report: DiaryReport) => void;
}) {
  const { t, i18n } = useTranslation('oa-diary');
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const { data: report, isLoading } = useQuery({
    queryKey: endpointKey(api.report, { body: { id: id ?? 0 } }),
    queryFn: () => call(api.report, { body: { id: id! } }),
    enabled: id !== null,
  });
  const refresh = () =>
    Promise.all(
      [api.report, api.received, api.myReports, api.unreadCount].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
  const send = useMutation({
    mutationFn: () => call(api.comment, { body: { reportId: id!, content: comment } }),
    onSuccess: async () => {
      setComment('');
      await refresh();
    },
  });
  const like = useMutation({
    mutationFn: (liked: boolean) => call(api.like, { body: { reportId: id!, liked } }),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => call(api.withdrawReport, { body: { id: id! } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => call(api.deleteReport, { body: { id: id! } }),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  const isAuthor = report && onEdit !== undefined;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={report ? `${report.author.name} · ${report.templateName}` : t('loading')}
      className="oa-diary-drawer"
    >
      {isLoading || !report ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Flex wrap gap={8} align="center">
            <Tag color="blue">{periodText(report.period, report.periodKey, t)}</Tag>
            <Tag color={report.status === 'draft' ? 'default' : 'green'}>{t(`status.${report.status}`)}</Tag>
            {report.submittedAt && (
              <Typography.Text type="secondary">
                {t('submittedAt', { at: chinaTime(report.submittedAt, i18n.language) })}
              </Typography.Text>
            )}
          </Flex>
          <Descriptions column={1} layout="vertical" size="small">
            {report.form.fields.map((field) =>
              field.kind === 'description' ? null : (
                <Descriptions.Item key={field.key} label={field.label}>
                  <ValueText kind={field.kind} value={report.values[field.key]} />
                </Descriptions.Item>
              ),
            )}
          </Descriptions>
          {isAuthor && report.editable && (
            <Space wrap>
              <Button type="primary" onClick={() => onEdit(report)}>
                {t('edit')}
              </Button>
              {report.status === 'submitted' && (
                <Popconfirm title={t('withdrawConfirm')} onConfirm={() => withdraw.mutate()}>
                  <Button>{t('withdraw')}</Button>
                </Popconfirm>
              )}
              {report.status === 'draft' && (
                <Popconfirm title={t('deleteConfirm')} onConfirm={() => remove.mutate()}>
                  <Button danger>{t('delete')}</Button>
                </Popconfirm>
              )}
            </Space>
          )}
          {report.status === 'submitted' && (
            <>
              <Typography.Text type="secondary">
                {t('readBy', {
                  read:
                    report.reviewerList
                      .filter((r) => r.readAt)
                      .map((r) => r.name)
                      .join('、') || '—',
                  unread:
                    report.reviewerList
                      .filter((r) => !r.readAt)
                      .map((r) => r.name)
                      .join('、') || '—',
                })}
              </Typography.Text>
              <Flex gap={8} align="center" wrap>
                {!isAuthor && (
                  <Button
                    icon={report.likedByMe ? <LikeFilled /> : <LikeOutlined />}
                    onClick={() => like.mutate(!report.likedByMe)}
                    loading={like.isPending}
                  >
                    {report.likedByMe ? t('liked') : t('like')}
                  </Button>
                )}
                <Typography.Text type="secondary">
                  {report.likedBy.length > 0
                    ? t('likedBy', { names: report.likedBy.map((p) => p.name).join('、') })
                    : t('noLikes')}
                </Typography.Text>
              </Flex>
              <Typography.Title level={5}>
                {t('comments', { count: report.commentList.length })}
              </Typography.Title>
              {report.commentList.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noComments')} />
              ) : (
                <List
                  dataSource={report.commentList}
                  renderItem={(c) => (
                    <List.Item>
                      <List.Item.Meta
                        title={`${c.author.name} · ${chinaTime(c.createdAt, i18n.language)}`}
                        description={c.content}
                      />
                    </List.Item>
                  )}
                />
              )}
              <Flex vertical gap={8}>
                <Input.TextArea
                  aria-label={t('commentPlaceholder')}
                  placeholder={t('commentPlaceholder')}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  maxLength={500}
                  autoSize={{ minRows: 2, maxRows: 5 }}
                />
                <Button
                  type="primary"
                  disabled={comment.trim() === ''}
                  loading={send.isPending}
                  onClick={() => send.mutate()}
                  style={{ alignSelf: 'flex-end' }}
                >
                  {t('sendComment')}
                </Button>
              </Flex>
            </>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
