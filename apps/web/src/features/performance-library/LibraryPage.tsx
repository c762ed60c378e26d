import { DownloadOutlined, FolderOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  INDICATOR_KINDS,
  type Indicator,
  type IndicatorKind,
  labelIn,
  RULE_DIRECTION_LABELS,
  RULE_KIND_LABELS,
} from '@renli/contracts';
import {
  Button,
  Card,
  Empty,
  Grid,
  Input,
  Pagination,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../components/resource/save-file.ts';
import { toast } from '../../lib/toast.ts';
import {
  exportIndicators,
  useDeleteIndicator,
  useGroups,
  useIndicatorPage,
  useSetIndicatorStatus,
} from './api.ts';
import { GroupsDialog } from './GroupsDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { IndicatorDrawer } from './IndicatorDrawer.tsx';
import './performance-library.css';

const PAGE_SIZE = 20;

/** What an indicator measures in one line: its rule (KPI), key results (OKR) or levels (competency). */
function useSummary() {
  const { t, i18n } = useTranslation('performance-library');
  return (row: Indicator) => {
    if (row.kind === 'okr') return t('summary.keyResults', { count: row.keyResults.length });
    if (row.kind === 'competency') return row.levels.map((l) => `${l.name} ${l.score}`).join(' / ');
    const rule = row.rule;
    const kind = labelIn(RULE_KIND_LABELS[rule.kind], i18n.language);
    if (rule.kind === 'manual') return kind;
    const direction = labelIn(RULE_DIRECTION_LABELS[rule.direction], i18n.language);
    if (rule.kind === 'linear')
      return t('summary.linear', { kind, direction, target: rule.target, unit: row.unit, cap: rule.cap });
    return t('summary.stepped', { kind, direction, count: rule.steps.length });
  };
}

/** 指标库 (docs/product/performance.md, "Indicator library"): KPI, OKR and competencies by group, HR only. */
export function LibraryPage() {
  const { t } = useTranslation('performance-library');
  const narrow = Grid.useBreakpoint().md === false;
  const [kind, setKind] = useState<IndicatorKind>('kpi');
  const [groupId, setGroupId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<1 | 2 | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<Indicator | 'new' | null>(null);
  const [dialog, setDialog] = useState<'groups' | 'import' | null>(null);
  const [exporting, setExporting] = useState(false);
  const groups = useGroups();
  const filter = { kind, groupId, keyword: keyword || undefined, status };
  const page = useIndicatorPage({ ...filter, pageNum, pageSize: PAGE_SIZE });
  const setIndicatorStatus = useSetIndicatorStatus();
  const remove = useDeleteIndicator();
  const summary = useSummary();
  const allGroups = groups.data?.list ?? [];
  const filtered = Boolean(groupId || keyword || status);

  const changeFilter = (apply: () => void) => {
    apply();
    setPageNum(1);
  };
  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportIndicators(filter), `${t('title')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const actions = (row: Indicator) => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => setEditing(row)}>
        {t('actions.edit')}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void setIndicatorStatus.mutateAsync({ id: row.id, status: row.status === 1 ? 2 : 1 })}
      >
        {row.status === 1 ? t('actions.disable') : t('actions.enable')}
      </Button>
      {row.uses === 0 && (
        <Popconfirm
          title={t('indicator.deleteConfirm', { name: row.name })}
          onConfirm={() =>
            remove.mutateAsync(row.id).then(
              () => toast.success(t('indicator.deleted')),
              () => undefined,
            )
          }
        >
          <Button type="link" size="small" danger>
            {t('actions.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
  const statusTag = (row: Indicator) =>
    row.status === 1 ? <Tag color="green">{t('status.1')}</Tag> : <Tag>{t('status.2')}</Tag>;
  const list = page.data?.list ?? [];

  const empty = (
    <Empty description={filtered ? t('empty.filtered') : t(`empty.${kind}`)}>
      {!filtered && (
        <Space wrap>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t(`indicator.create.${kind}`)}
          </Button>
          <Button onClick={() => setDialog('import')}>{t('import.button')}</Button>
        </Space>
      )}
    </Empty>
  );

  return (
    <div className="perf-library">
      <Typography.Title level={4}>{t('title')}</Typography.Title>
      <Tabs
        activeKey={kind}
        onChange={(key) =>
          changeFilter(() => {
            setKind(key as IndicatorKind);
            setGroupId(undefined);
          })
        }
        items={INDICATOR_KINDS.map((key) => ({ key, label: t(`kind.${key}`) }))}
      />
      <div className="perf-library-toolbar">
        <div className="perf-library-filters">
          <Select
            allowClear
            aria-label={t('filter.group')}
            placeholder={t('filter.group')}
            value={groupId}
            onChange={(value) => changeFilter(() => setGroupId(value))}
            options={allGroups
              .filter((g) => g.kind === kind)
              .map((g) => ({ value: g.id, label: `${g.name}（${g.indicators}）` }))}
          />
          <Input.Search
            allowClear
            placeholder={t('filter.keyword')}
            aria-label={t('filter.keyword')}
            onSearch={(value) => changeFilter(() => setKeyword(value.trim()))}
          />
          <Select
            allowClear
            aria-label={t('filter.status')}
            placeholder={t('filter.status')}
            value={status}
            onChange={(value) => changeFilter(() => setStatus(value))}
            options={[1, 2].map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </div>
        <Space wrap>
          <Button icon={<FolderOutlined />} onClick={() => setDialog('groups')}>
            {t('group.manage')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setDialog('import')}>
            {t('import.button')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
            {t('export')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t(`indicator.create.${kind}`)}
          </Button>
        </Space>
      </div>
      {narrow ? (
        <div className="perf-library-cards">
          {list.length === 0 && !page.isLoading && empty}
          {list.map((row) => (
            <Card key={row.id} size="small" title={row.name} extra={statusTag(row)}>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
                {[row.groupName, row.definition].filter(Boolean).join(' · ') || t('indicator.noGroup')}
              </Typography.Paragraph>
              <Typography.Paragraph>{summary(row)}</Typography.Paragraph>
              {actions(row)}
            </Card>
          ))}
          {(page.data?.total ?? 0) > PAGE_SIZE && (
            <Pagination
              simple
              current={pageNum}
              pageSize={PAGE_SIZE}
              total={page.data?.total}
              onChange={setPageNum}
            />
          )}
        </div>
      ) : (
        <Table<Indicator>
          rowKey="id"
          loading={page.isFetching}
          dataSource={list}
          locale={{ emptyText: empty }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: page.data?.total,
            onChange: setPageNum,
            showSizeChanger: false,
          }}
          columns={[
            { key: 'name', title: t(`indicator.name.${kind}`), dataIndex: 'name', width: 200 },
            {
              key: 'group',
              title: t('indicator.group'),
              render: (_, row) => row.groupName ?? '—',
              width: 120,
            },
            { key: 'summary', title: t(`column.summary.${kind}`), render: (_, row) => summary(row) },
            { key: 'uses', title: t('column.uses'), dataIndex: 'uses', width: 90 },
            { key: 'status', title: t('filter.status'), render: (_, row) => statusTag(row), width: 80 },
            { key: 'actions', title: t('column.actions'), render: (_, row) => actions(row), width: 180 },
          ]}
        />
      )}
      {editing && (
        <IndicatorDrawer
          kind={kind}
          indicator={editing === 'new' ? null : editing}
          groups={allGroups}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog === 'groups' && <GroupsDialog kind={kind} groups={allGroups} onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
