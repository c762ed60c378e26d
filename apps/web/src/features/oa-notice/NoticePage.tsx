import { PlusOutlined, PushpinFilled } from '@ant-design/icons';
import type { NoticeDetail, NoticeRow } from '@renli/contracts';
import {
  Badge,
  Button,
  Card,
  Empty,
  Grid,
  Input,
  List,
  Pagination,
  Segmented,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { updatesColumn } from '../../lib/access.ts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import { useCategories, useNoticeList } from './api.ts';
import { Categories } from './Categories.tsx';
import { NoticeDetailDrawer } from './NoticeDetailDrawer.tsx';
import { NoticeEditor } from './NoticeEditor.tsx';
import { StatusTag } from './StatusTag.tsx';
import './oa-notice.css';

type Tab = 'notice' | 'my' | 'draft' | 'set';
const BOX = { notice: 'received', my: 'mine', draft: 'draft' } as const;

/** 公告 (docs/product/oa-notice.md): received, mine, drafts and (OA administrators) categories. */
export function NoticePage({ tab }: { tab: Tab }) {
  const { t } = useTranslation('oa-notice');
  const navigate = useNavigate();
  const narrow = Grid.useBreakpoint().md === false;
  const { data: access } = useAuthSummary();
  const isAdmin = access ? updatesColumn('oa')(access) : false;
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const [editing, setEditing] = useState<{ notice: NoticeDetail | null } | null>(null);
  const tabs: { value: Tab; label: string }[] = [
    { value: 'notice', label: t('tabs.notice') },
    { value: 'my', label: isAdmin ? t('tabs.manage') : t('tabs.my') },
    { value: 'draft', label: t('tabs.draft') },
    ...(isAdmin ? [{ value: 'set' as const, label: t('tabs.set') }] : []),
  ];
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setParams(next, { replace: true });
  };
  return (
    <div className="oa-notice-page">
      <div className="oa-notice-head">
        <Segmented<Tab>
          value={tab}
          options={tabs}
          onChange={(value) => navigate(`/oa/notice/${value}`)}
          className="oa-notice-nav"
        />
        {tab !== 'set' && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ notice: null })}>
            {t('new')}
          </Button>
        )}
      </div>
      {tab === 'set' ? <Categories narrow={narrow} /> : <Box box={BOX[tab]} narrow={narrow} onOpen={open} />}
      <NoticeDetailDrawer
        noticeId={openId}
        narrow={narrow}
        onClose={() => open(null)}
        onEdit={(notice) => {
          open(null);
          setEditing({ notice });
        }}
      />
      <NoticeEditor
        open={editing !== null}
        notice={editing?.notice ?? null}
        narrow={narrow}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

function Box({
  box,
  narrow,
  onOpen,
}: {
  box: 'received' | 'mine' | 'draft';
  narrow: boolean;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('oa-notice');
  const [searchText, setSearchText] = useState('');
  const [noticeColId, setCol] = useState<number | undefined>();
  const [pageNum, setPage] = useState(1);
  const categories = useCategories().data ?? [];
  const { data, isLoading } = useNoticeList({
    box,
    pageNum,
    pageSize: 20,
    searchText: searchText || undefined,
    noticeColId,
  });
  const when = (row: NoticeRow) => {
    if (row.status === 'scheduled' && row.publishAt)
      return t('detail.scheduledAt', { time: chinaTime(row.publishAt, i18n.language) });
    return chinaTime(row.publishedAt ?? row.updatedAt, i18n.language);
  };
  const filters = (
    <Space wrap className="oa-notice-filters">
      <Select
        allowClear
        placeholder={t('allCategories')}
        style={{ width: narrow ? 130 : 160 }}
        value={noticeColId}
        onChange={(v) => {
          setCol(v);
          setPage(1);
        }}
        options={categories.map((c) => ({ value: c.noticeColId, label: c.name }))}
      />
      <Input.Search
        allowClear
        placeholder={t('search')}
        style={{ width: narrow ? 180 : 220 }}
        maxLength={50}
        onSearch={(v) => {
          setSearchText(v.trim());
          setPage(1);
        }}
      />
    </Space>
  );
  return (
    <Card
      size="small"
      title={
        box === 'received' ? (
          <Space>
            {t('tabs.notice')}
            <Badge count={data?.unread ?? 0} title={t('unreadCount', { n: data?.unread ?? 0 })} />
          </Space>
        ) : null
      }
      extra={narrow ? null : filters}
    >
      {narrow && <div className="oa-notice-filters-row">{filters}</div>}
      <List
        loading={isLoading}
        dataSource={data?.list ?? []}
        locale={{
          emptyText: <Empty description={t(`empty.${box}`)} />,
        }}
        renderItem={(row) => (
          <List.Item
            className={`oa-notice-row${box === 'received' && !row.read ? ' is-unread' : ''}`}
            onClick={() => onOpen(row.noticeId)}
            data-testid="notice-row"
          >
            <div className="oa-notice-row-main">
              <div className="oa-notice-row-title">
                {row.pinned && <PushpinFilled className="oa-notice-pin" aria-label={t('pinned')} />}
                {box === 'received' && !row.read && <Badge status="processing" />}
                <Typography.Text strong={box === 'received' && !row.read} ellipsis>
                  {row.title}
                </Typography.Text>
              </div>
              <Space size={[6, 2]} wrap className="oa-notice-row-meta">
                <Tag>{row.colName}</Tag>
                {box !== 'received' && <StatusTag status={row.status} />}
                <Typography.Text type="secondary">
                  {row.authorName} · {when(row)}
                </Typography.Text>
                {box === 'mine' && (row.status === 'published' || row.status === 'withdrawn') && (
                  <Typography.Text type="secondary">
                    {t('detail.readStats', { read: row.readCount, total: row.audienceCount })}
                  </Typography.Text>
                )}
              </Space>
            </div>
          </List.Item>
        )}
      />
      {(data?.total ?? 0) > 20 && (
        <Pagination
          size="small"
          className="oa-notice-pager"
          current={pageNum}
          pageSize={20}
          total={data?.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Card>
  );
}
