import { REMINDER_PAGE_SIZE, REMINDER_TYPES, type Reminder, type ReminderType } from '@renli/contracts';
import {
  Badge,
  Button,
  Flex,
  Popconfirm,
  Segmented,
  Table,
  type TableProps,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeLabel } from '../../../lib/time-label.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteReminders, useMarkAllRead, useMarkRead, useReminders, useUnreadCount } from '../api.ts';
import { detailPath } from '../links.ts';

type ReadFilter = 'all' | 'unread' | 'read';
const READ_FILTERS: ReadFilter[] = ['all', 'unread', 'read'];
const readOf = { all: undefined, unread: false, read: true } as const;

/** 办公 › 通知 › 通知列表 (`#/oa/notifications/list`): the current identity's reminders by type. */
export function NotificationListPage() {
  const { t } = useTranslation('notifications');
  const label = useTimeLabel();
  const [type, setType] = useState<ReminderType | 'all'>('all');
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(REMINDER_PAGE_SIZE);
  const [selected, setSelected] = useState<number[]>([]);
  const counts = useUnreadCount().data;
  const page = useReminders({
    type: type === 'all' ? undefined : type,
    read: readOf[readFilter],
    pageNum,
    pageSize,
  });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteReminders();

  // A new filter starts from its first page with nothing selected.
  const refilter = (change: () => void) => {
    change();
    setPageNum(1);
    setSelected([]);
  };
  const afterChange = (key: string) => () => {
    setSelected([]);
    toast.success(t(key));
  };

  const tabLabel = (key: ReminderType | 'all') => {
    const unread = key === 'all' ? counts?.total : counts?.byType[key];
    return (
      <Badge count={unread} size="small" offset={[8, 0]}>
        {t(`type.${key}`)}
      </Badge>
    );
  };
  const columns: TableProps<Reminder>['columns'] = [
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, r) => (
        <Link to={detailPath(r.id)}>
          <Typography.Text strong={!r.readAt}>{r.title}</Typography.Text>
        </Link>
      ),
    },
    { key: 'type', title: t('columns.type'), render: (_, r) => <Tag>{t(`type.${r.type}`)}</Tag> },
    { key: 'createdAt', title: t('columns.createdAt'), render: (_, r) => label(new Date(r.createdAt)) },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, r) =>
        r.readAt ? (
          <Badge status="default" text={t('status.read')} />
        ) : (
          <Badge status="processing" text={t('status.unread')} />
        ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Tabs
        activeKey={type}
        onChange={(key) => refilter(() => setType(key as ReminderType | 'all'))}
        items={(['all', ...REMINDER_TYPES] as const).map((key) => ({ key, label: tabLabel(key) }))}
      />
      <Flex wrap gap={8} align="center" justify="space-between">
        <Segmented<ReadFilter>
          value={readFilter}
          onChange={(value) => refilter(() => setReadFilter(value))}
          options={READ_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
        />
        <Flex wrap gap={8}>
          <Button
            disabled={selected.length === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate(selected, { onSuccess: afterChange('toast.markedRead') })}
          >
            {t('actions.markRead')}
          </Button>
          <Popconfirm
            title={t('actions.deleteConfirm', { count: selected.length })}
            disabled={selected.length === 0}
            onConfirm={() => remove.mutateAsync(selected).then(afterChange('toast.deleted'))}
          >
            <Button danger disabled={selected.length === 0} loading={remove.isPending}>
              {t('actions.delete')}
            </Button>
          </Popconfirm>
          <Button
            type="primary"
            disabled={!counts?.total}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate(undefined, { onSuccess: afterChange('toast.markedRead') })}
          >
            {t('actions.markAllRead')}
          </Button>
        </Flex>
      </Flex>
      <Table<Reminder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={{
          current: pageNum,
          pageSize,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          onChange: (nextPage, nextSize) => {
            setPageNum(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
            setSelected([]);
          },
        }}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
