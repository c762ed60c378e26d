import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ContributionKind, Enrolment } from '@renli/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Input,
  List,
  Popconfirm,
  Select,
  Table,
  Tag,
  Tooltip,
} from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { saveFile } from '../../../components/resource/save-file.ts';
import { useSignedType } from '../../../lib/signed-type.ts';
import { toast } from '../../../lib/toast.ts';
import { exportEnrolments, useEnrolmentDelete, useEnrolments, useSchemes } from '../api.ts';
import { money, screenPath } from '../kind.ts';
import { EnrolmentDrawer } from './EnrolmentDrawer.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import '../insurance.css';

const PAGE_SIZES = [20, 50, 100];
type Status = 'open' | 'stopped';
type Dialog = { kind: 'edit'; enrolment?: Enrolment; stopping?: boolean } | { kind: 'import' } | null;

/** The base paid on, and why it differs from the base entered (under the floor, over the ceiling). */
function BaseCell({ row }: { row: Enrolment }) {
  const { t } = useTranslation('salary-insurance');
  if (!row.clamped || row.effectiveBase === null) return <>{money(row.base)}</>;
  return (
    <Tooltip title={t(`enrolment.clampedHelp.${row.clamped}`, { base: money(row.base) })}>
      <span>
        {money(row.effectiveBase)} <Tag color="orange">{t(`enrolment.clamped.${row.clamped}`)}</Tag>
      </span>
    </Tooltip>
  );
}

/** 编辑 / 停缴 / 删除 of one enrolment. */
function RowActions({ row, onOpen }: { row: Enrolment; onOpen: (dialog: Dialog) => void }) {
  const { t } = useTranslation('salary-insurance');
  const remove = useEnrolmentDelete();
  const del = async () => {
    await remove.mutateAsync({ kind: row.kind, ids: [row.id] });
    toast.success(t('enrolment.deleted', { name: row.staffName }));
  };
  return (
    <Flex wrap gap={4}>
      <Button size="small" icon={<EditOutlined />} onClick={() => onOpen({ kind: 'edit', enrolment: row })}>
        {t('actions.edit')}
      </Button>
      {row.status === 'open' && !row.stopMonth && (
        <Button
          size="small"
          icon={<StopOutlined />}
          onClick={() => onOpen({ kind: 'edit', enrolment: row, stopping: true })}
        >
          {t('enrolment.stop')}
        </Button>
      )}
      <Popconfirm title={t('enrolment.deleteConfirm', { name: row.staffName })} onConfirm={del}>
        <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>
          {t('actions.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/**
 * 参保档案 / 公积金档案 (`ssa` / `pfl`; docs/product/salary.md): each person's scheme, base, months and
 * account, searched and filtered; add, edit, stop, import and export. A table scrolling in its box on
 * wide screens, cards on phones.
 */
export function EnrolmentsPage({ kind }: { kind: ContributionKind }) {
  const { t } = useTranslation('salary-insurance');
  const { sign } = useParams();
  const employeeType = useSignedType();
  const narrow = Grid.useBreakpoint().md === false;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PAGE_SIZES[0]! });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
  const schemes = useSchemes(kind);
  const searchText = useDeferredValue(search.trim());
  const filter = {
    kind,
    ...(employeeType ? { employeeType } : {}),
    ...(searchText ? { search: searchText } : {}),
    ...(status ? { status } : {}),
  };
  const list = useEnrolments({ ...filter, ...paging });
  const rows = list.data?.list ?? [];
  const noSchemes = schemes.data?.list.length === 0;
  const filtered = Boolean(filter.search || status);

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportEnrolments(filter), `${t(`title.enrolments.${kind}`)}.xlsx`);
    } finally {
      setExporting(false);
    }
  };
  const pagination = {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total: list.data?.total ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: (total: number) => t('total', { total }),
    onChange: (pageNum: number, pageSize: number) => setPaging({ pageNum, pageSize }),
  };
  const statusTag = (row: Enrolment) =>
    row.status === 'open' ? <Tag color="green">{t('status.open')}</Tag> : <Tag>{t('status.stopped')}</Tag>;
  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={noSchemes}
      onClick={() => setDialog({ kind: 'edit' })}
    >
      {t('enrolment.create')}
    </Button>
  );
  const importButton = (
    <Button icon={<UploadOutlined />} disabled={noSchemes} onClick={() => setDialog({ kind: 'import' })}>
      {t('import.title')}
    </Button>
  );
  const empty = filtered ? (
    <Empty description={t('enrolment.noMatch')} />
  ) : (
    <Empty description={t(`enrolment.empty.${kind}`)}>
      <Flex wrap gap={8} justify="center">
        {create}
        {importButton}
      </Flex>
    </Empty>
  );

  return (
    <Card className="insurance-page" title={t(`title.enrolments.${kind}`)}>
      {noSchemes && (
        <Alert
          className="insurance-banner"
          type="info"
          showIcon
          title={t(`enrolment.noScheme.${kind}`)}
          action={<Link to={screenPath(kind, 'schemes', sign)}>{t('enrolment.toSchemes')}</Link>}
        />
      )}
      <div className="insurance-toolbar">
        <Input.Search
          allowClear
          className="insurance-search"
          aria-label={t('enrolment.search')}
          placeholder={t('enrolment.search')}
          maxLength={50}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
        />
        <Select<Status>
          allowClear
          aria-label={t('enrolment.status')}
          placeholder={t('enrolment.status')}
          className="insurance-filter"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
          options={(['open', 'stopped'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        {create}
        {importButton}
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          {t('actions.export')}
        </Button>
      </div>
      {narrow ? (
        <List<Enrolment>
          loading={list.isFetching}
          dataSource={rows}
          rowKey="id"
          locale={{ emptyText: empty }}
          pagination={rows.length ? pagination : false}
          renderItem={(row) => (
            <List.Item>
              <Card size="small" className="insurance-card">
                <div className="insurance-card-head">
                  <strong>{row.staffName}</strong>
                  <span className="insurance-muted">
                    {[row.jobNo, row.schemeName].filter(Boolean).join(' · ')}
                  </span>
                  {statusTag(row)}
                </div>
                <dl className="insurance-figures">
                  <div>
                    <dt>{t('enrolment.base')}</dt>
                    <dd>
                      <BaseCell row={row} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('enrolment.months')}</dt>
                    <dd>
                      {row.startMonth} ~ {row.stopMonth ?? ''}
                    </dd>
                  </div>
                </dl>
                <RowActions row={row} onOpen={setDialog} />
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<Enrolment>
          rowKey="id"
          size="middle"
          className="insurance-table"
          loading={list.isFetching}
          dataSource={rows}
          locale={{ emptyText: empty }}
          scroll={{ x: 'max-content' }}
          pagination={pagination}
          columns={[
            { key: 'staffName', title: t('enrolment.staffName'), dataIndex: 'staffName', fixed: 'left' },
            { key: 'jobNo', title: t('enrolment.jobNo'), render: (_, r) => r.jobNo ?? '—' },
            { key: 'scheme', title: t('enrolment.scheme'), dataIndex: 'schemeName' },
            {
              key: 'base',
              title: t('enrolment.base'),
              align: 'right',
              render: (_, r) => <BaseCell row={r} />,
            },
            { key: 'startMonth', title: t('enrolment.startMonth'), dataIndex: 'startMonth' },
            { key: 'stopMonth', title: t('enrolment.stopMonth'), render: (_, r) => r.stopMonth ?? '—' },
            { key: 'accountNo', title: t('enrolment.accountNo'), render: (_, r) => r.accountNo || '—' },
            { key: 'status', title: t('enrolment.status'), render: (_, r) => statusTag(r) },
            {
              key: 'actions',
              title: t('actions.title'),
              render: (_, r) => <RowActions row={r} onOpen={setDialog} />,
            },
          ]}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EnrolmentDrawer
          kind={kind}
          enrolment={dialog.enrolment}
          stopping={dialog.stopping}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'import' && <ImportDialog kind={kind} onClose={() => setDialog(null)} />}
    </Card>
  );
}
