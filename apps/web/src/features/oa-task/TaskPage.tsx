import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TABS,
  type TaskDetail,
  type TaskFilter,
  type TaskRow,
  type TaskTab,
} from '@renli/contracts';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Grid,
  Input,
  Progress,
  Segmented,
  Select,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { exportTasks, useTaskCounts, useTaskList } from './api.ts';
import { Kanban } from './Kanban.tsx';
import { DeadlineTag, PriorityTag, StatusTag } from './parts.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { TaskDrawer } from './TaskDrawer.tsx';
import { type FormTarget, TaskForm } from './TaskForm.tsx';
import './task.css';

type Filters = Omit<TaskFilter, 'tab'>;
const names = (row: TaskRow) => row.executors.map((p) => p.name).join('、');

function TaskCards({ rows, onOpen }: { rows: TaskRow[]; onOpen: (id: number) => void }) {
  return (
    <div className="rl-task-cards">
      {rows.map((row) => (
        <Card key={row.id} size="small" onClick={() => onOpen(row.id)} data-task-id={row.id}>
          <div className="rl-task-card-title">{row.title}</div>
          <Space wrap size={4}>
            <StatusTag status={row.status} />
            <PriorityTag priority={row.priority} />
            <DeadlineTag deadline={row.deadline} />
          </Space>
          <Typography.Text type="secondary" className="rl-task-card-meta">
            {names(row)} {row.dueAt ?? ''}
          </Typography.Text>
          <Progress percent={row.progress} size="small" />
        </Card>
      ))}
    </div>
  );
}

/** 任务: the six tabs of one's tasks, as a list or a kanban, with the task drawer (docs/product/oa-task.md). */
export function TaskPage({ tab }: { tab: TaskTab }) {
  const { t } = useTranslation('oa-task');
  const navigate = useNavigate();
  const narrow = Grid.useBreakpoint().md === false;
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const [filters, setFilters] = useState<Filters>({});
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [view, setView] = useState<'list' | 'kanban'>('list');
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [sharing, setSharing] = useState<TaskDetail | null>(null);
  const counts = useTaskCounts().data;
  const listBody =
    view === 'kanban' ? { tab, ...filters, pageNum: 1, pageSize: 100 } : { tab, ...filters, ...page };
  const list = useTaskList(listBody);
  const rows = list.data?.list ?? [];

  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setParams(next);
  };
  const filter = (patch: Filters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const range = (dates: [Dayjs | null, Dayjs | null] | null) =>
    filter({ dueFrom: dates?.[0]?.format('YYYY-MM-DD'), dueTo: dates?.[1]?.format('YYYY-MM-DD') });

  const columns = [
    {
      key: 'title',
      title: t('columns.title'),
      render: (_: unknown, row: TaskRow) => (
        <Space direction="vertical" size={0}>
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => open(row.id)}
          >
            {row.title}
          </Button>
          {row.parentTitle ? <Typography.Text type="secondary">{row.parentTitle}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'priority',
      title: t('columns.priority'),
      width: 90,
      render: (_: unknown, row: TaskRow) => <PriorityTag priority={row.priority} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 110,
      render: (_: unknown, row: TaskRow) => <StatusTag status={row.status} />,
    },
    {
      key: 'progress',
      title: t('columns.progress'),
      width: 140,
      render: (_: unknown, row: TaskRow) => <Progress percent={row.progress} size="small" />,
    },
    { key: 'executors', title: t('columns.executors'), render: (_: unknown, row: TaskRow) => names(row) },
    {
      key: 'owner',
      title: t('columns.owner'),
      width: 100,
      render: (_: unknown, row: TaskRow) => row.owner.name,
    },
    {
      key: 'due',
      title: t('columns.due'),
      width: 200,
      render: (_: unknown, row: TaskRow) => (
        <Space wrap size={4}>
          <span className={row.deadline === 'overdue' ? 'rl-task-overdue' : undefined}>
            {row.dueAt ?? '—'}
          </span>
          <DeadlineTag deadline={row.deadline} />
        </Space>
      ),
    },
  ];

  const empty = (
    <Empty description={t(`empty.${tab}`)}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ mode: 'create' })}>
        {t('toolbar.new')}
      </Button>
    </Empty>
  );

  return (
    <div className="rl-task-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/oa/task/${key}`)}
        items={TASK_TABS.map((key) => ({
          key,
          label: counts?.[key] ? `${t(`tabs.${key}`)} ${counts[key]}` : t(`tabs.${key}`),
        }))}
      />
      <div className="rl-task-toolbar">
        <Input.Search
          allowClear
          maxLength={50}
          placeholder={t('toolbar.keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => filter({ keyword: value.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder={t('toolbar.status')}
          value={filters.status}
          onChange={(status) => filter({ status })}
          options={TASK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Select
          allowClear
          placeholder={t('toolbar.priority')}
          value={filters.priority}
          onChange={(priority) => filter({ priority })}
          options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
        />
        <DatePicker.RangePicker
          placeholder={[t('toolbar.due'), t('toolbar.due')]}
          onChange={(dates) => range(dates as [Dayjs | null, Dayjs | null] | null)}
        />
        <Segmented
          value={view}
          onChange={(value) => setView(value as 'list' | 'kanban')}
          options={[
            { value: 'list', label: t('toolbar.list') },
            { value: 'kanban', label: t('toolbar.kanban') },
          ]}
        />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void exportTasks({ tab, ...filters }).catch(() => undefined)}
        >
          {t('toolbar.export')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ mode: 'create' })}>
          {t('toolbar.new')}
        </Button>
      </div>
      {view === 'kanban' ? (
        <Kanban rows={rows} onOpen={open} />
      ) : narrow ? (
        rows.length === 0 && !list.isFetching ? (
          empty
        ) : (
          <TaskCards rows={rows} onOpen={open} />
        )
      ) : (
        <Table<TaskRow>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={rows}
          columns={columns}
          scroll={{ x: 960 }}
          locale={{ emptyText: empty }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
          }}
        />
      )}
      <TaskDrawer
        id={openId}
        narrow={narrow}
        onClose={() => open(null)}
        onOpen={open}
        onEdit={(task) => setFormTarget({ mode: 'edit', task })}
        onSubtask={(task) => setFormTarget({ mode: 'create', parent: { id: task.id, title: task.title } })}
        onShare={setSharing}
      />
      <TaskForm
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(id) => {
          setFormTarget(null);
          open(id);
        }}
      />
      <ShareDialog task={sharing} onClose={() => setSharing(null)} />
    </div>
  );
}
