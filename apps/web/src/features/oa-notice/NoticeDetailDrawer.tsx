import { DeleteOutlined, PaperClipOutlined, PushpinFilled } from '@ant-design/icons';
import type { NoticeDetail } from '@renli/contracts';
import {
  Button,
  Drawer,
  Empty,
  Input,
  List,
  Popconfirm,
  Progress,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { RichTextView } from '../../components/rich-text/index.ts';
import { toast } from '../../lib/toast.ts';
import {
  exportReaders,
  useAddComment,
  useComments,
  useDeleteComment,
  useDeleteNotice,
  useNewVersion,
  useNoticeDetail,
  usePublish,
  useReaders,
  useRemind,
  useWithdraw,
} from './api.ts';
import { StatusTag } from './StatusTag.tsx';

/** One announcement: its text and attachments; statistics and actions for its publisher and administrators. */
export function NoticeDetailDrawer({
  noticeId,
  narrow,
  onClose,
  onEdit,
}: {
  noticeId: number | null;
  narrow: boolean;
  onClose: () => void;
  onEdit: (notice: NoticeDetail) => void;
}) {
  const { t, i18n } = useTranslation('oa-notice');
  const { data: notice, isLoading } = useNoticeDetail(noticeId);
  const publish = usePublish();
  const withdraw = useWithdraw();
  const newVersion = useNewVersion();
  const remove = useDeleteNotice();
  const stats = notice?.canManage && (notice.status === 'published' || notice.status === 'withdrawn');
  const actions = notice && (
    <Space wrap>
      {notice.status === 'draft' && notice.isAuthor && (
        <>
          <Button onClick={() => onEdit(notice)}>{t('detail.edit')}</Button>
          <Button
            type="primary"
            loading={publish.isPending}
            onClick={async () => {
              const r = await publish.mutateAsync(notice.noticeId);
              toast.success(t(`published.${r.status}`));
            }}
          >
            {t('detail.publish')}
          </Button>
        </>
      )}
      {notice.canManage && ['published', 'scheduled', 'pending'].includes(notice.status) && (
        <Popconfirm
          title={t('detail.withdrawConfirm')}
          onConfirm={() => withdraw.mutateAsync(notice.noticeId)}
        >
          <Button danger>{t('detail.withdraw')}</Button>
        </Popconfirm>
      )}
      {notice.canManage && ['published', 'withdrawn'].includes(notice.status) && (
        <Button
          onClick={async () => {
            await newVersion.mutateAsync(notice.noticeId);
            toast.success(t('detail.newVersionDone'));
            onClose();
          }}
        >
          {t('detail.newVersion')}
        </Button>
      )}
      {notice.canManage && ['draft', 'withdrawn'].includes(notice.status) && (
        <Popconfirm
          title={t('detail.deleteConfirm')}
          onConfirm={async () => {
            await remove.mutateAsync(notice.noticeId);
            onClose();
          }}
        >
          <Button danger type="text" icon={<DeleteOutlined />} aria-label={t('detail.delete')} />
        </Popconfirm>
      )}
    </Space>
  );
  return (
    <Drawer
      open={noticeId !== null}
      onClose={onClose}
      width={narrow ? '100%' : 820}
      title={notice?.title ?? t('detail.loading')}
      destroyOnHidden
      extra={narrow ? undefined : actions}
      footer={narrow && notice ? actions : undefined}
    >
      {isLoading || !notice ? (
        <Skeleton active />
      ) : (
        <div className="oa-notice-detail">
          <Space wrap size={[8, 4]} className="oa-notice-meta">
            {notice.pinned && (
              <Tag icon={<PushpinFilled />} color="red">
                {t('pinned')}
              </Tag>
            )}
            <Tag>{notice.colName}</Tag>
            <StatusTag status={notice.status} />
            {notice.isPublic && <Tag color="cyan">{t('public')}</Tag>}
            <Typography.Text type="secondary">
              {notice.authorName}
              {notice.publishedAt && ` · ${chinaTime(notice.publishedAt, i18n.language)}`}
              {notice.status === 'scheduled' &&
                notice.publishAt &&
                ` · ${t('detail.scheduledAt', { time: chinaTime(notice.publishAt, i18n.language) })}`}
            </Typography.Text>
          </Space>
          <Typography.Paragraph type="secondary" className="oa-notice-audience">
            {t('detail.audience')}
            {notice.audience.all ? t('editor.all') : notice.audienceLabels.join('、')}
            {notice.revision > 1 && ` · ${t('detail.revision', { n: notice.revision })}`}
          </Typography.Paragraph>
          <RichTextView html={notice.content} />
          {notice.attachments.length > 0 && (
            <List
              size="small"
              header={t('detail.attachments')}
              dataSource={notice.attachments}
              renderItem={(a) => (
                <List.Item>
                  <a href={`${a.url}?name=${encodeURIComponent(a.name)}`} target="_blank" rel="noreferrer">
                    <PaperClipOutlined /> {a.name}
                  </a>
                </List.Item>
              )}
            />
          )}
          {stats ? (
            <Tabs
              className="oa-notice-tabs"
              items={[
                { key: 'reading', label: t('detail.reading'), children: <Reading notice={notice} /> },
                ...(notice.commentsEnabled
                  ? [{ key: 'comments', label: t('detail.comments'), children: <Comments notice={notice} /> }]
                  : []),
              ]}
            />
          ) : (
            notice.commentsEnabled &&
            notice.status === 'published' && (
              <div className="oa-notice-tabs">
                <Typography.Title level={5}>{t('detail.comments')}</Typography.Title>
                <Comments notice={notice} />
              </div>
            )
          )}
        </div>
      )}
    </Drawer>
  );
}

function Reading({ notice }: { notice: NoticeDetail }) {
  const { t, i18n } = useTranslation('oa-notice');
  const [read, setRead] = useState(false);
  const { data } = useReaders(notice.noticeId, read, true);
  const remind = useRemind();
  const percent =
    notice.audienceCount === 0 ? 0 : Math.round((notice.readCount / notice.audienceCount) * 100);
  return (
    <div>
      <Space wrap align="center" className="oa-notice-stats">
        <Progress type="circle" size={64} percent={percent} />
        <Typography.Text strong data-testid="notice-read-stats">
          {t('detail.readStats', { read: notice.readCount, total: notice.audienceCount })}
        </Typography.Text>
        {notice.status === 'published' && notice.readCount < notice.audienceCount && (
          <Button
            loading={remind.isPending}
            onClick={async () => {
              const r = await remind.mutateAsync(notice.noticeId);
              toast.success(t('detail.reminded', { count: r.reminded }));
            }}
          >
            {t('detail.remind')}
          </Button>
        )}
        <Button onClick={() => void exportReaders(notice.noticeId)}>{t('detail.export')}</Button>
      </Space>
      <Tabs
        size="small"
        activeKey={read ? 'read' : 'unread'}
        onChange={(k) => setRead(k === 'read')}
        items={[
          { key: 'unread', label: t('detail.unreadList', { n: notice.audienceCount - notice.readCount }) },
          { key: 'read', label: t('detail.readList', { n: notice.readCount }) },
        ]}
      />
      <List
        size="small"
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={read ? t('detail.noneRead') : t('detail.allRead')} /> }}
        renderItem={(r) => (
          <List.Item extra={r.readAt ? chinaTime(r.readAt, i18n.language) : null}>
            <List.Item.Meta title={r.staffName} description={r.deptName ?? ''} />
          </List.Item>
        )}
      />
    </div>
  );
}

function Comments({ notice }: { notice: NoticeDetail }) {
  const { t, i18n } = useTranslation('oa-notice');
  const { data = [] } = useComments(notice.noticeId, true);
  const add = useAddComment();
  const remove = useDeleteComment();
  const [text, setText] = useState('');
  return (
    <div>
      <List
        size="small"
        dataSource={data}
        locale={{ emptyText: <Empty description={t('detail.noComments')} /> }}
        renderItem={(c) => (
          <List.Item
            actions={
              c.canDelete
                ? [
                    <Popconfirm
                      key="d"
                      title={t('detail.deleteCommentConfirm')}
                      onConfirm={() => remove.mutateAsync(c.commentId)}
                    >
                      <Button type="link" size="small">
                        {t('detail.delete')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space size={8}>
                  {c.authorName}
                  <Typography.Text type="secondary">{chinaTime(c.createdAt, i18n.language)}</Typography.Text>
                </Space>
              }
              description={<span className="oa-notice-comment">{c.content}</span>}
            />
          </List.Item>
        )}
      />
      {notice.status === 'published' && (
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input
            value={text}
            maxLength={500}
            placeholder={t('detail.commentPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <Button
            type="primary"
            disabled={!text.trim()}
            loading={add.isPending}
            onClick={async () => {
              await add.mutateAsync({ noticeId: notice.noticeId, content: text.trim() });
              setText('');
            }}
          >
            {t('detail.send')}
          </Button>
        </Space.Compact>
      )}
    </div>
  );
}
