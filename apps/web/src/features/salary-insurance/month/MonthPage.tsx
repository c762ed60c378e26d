import {
  CheckCircleOutlined,
  DownloadOutlined,
  PlusOutlined,
  SyncOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { ContributionKind, MonthView } from '@renli/contracts';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Flex,
  Popconfirm,
  Result,
  Spin,
  Statistic,
  Table,
  Tabs,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { saveFile } from '../../../components/resource/save-file.ts';
import { useSignedType } from '../../../lib/signed-type.ts';
import { toast } from '../../../lib/toast.ts';
import { exportMonth, useMonth, useMonthChange } from '../api.ts';
import { money, screenPath, sumMoney, thisMonth } from '../kind.ts';
import { BookDialog } from './BookDialog.tsx';
import { PeopleTable } from './PeopleTable.tsx';
import '../insurance.css';

type Change = MonthView['joiners'][number];

/** 增员 or 减员 of the month. */
function ChangesTable({ rows }: { rows: Change[] }) {
  const { t } = useTranslation('salary-insurance');
  return (
    <Table<Change>
      size="small"
      className="insurance-table"
      rowKey="staffId"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('month.noChanges') }}
      columns={[
        { key: 'staffName', title: t('enrolment.staffName'), dataIndex: 'staffName' },
        { key: 'jobNo', title: t('enrolment.jobNo'), render: (_, r) => r.jobNo ?? '—' },
        { key: 'scheme', title: t('enrolment.scheme'), dataIndex: 'schemeName' },
        { key: 'base', title: t('enrolment.base'), align: 'right', render: (_, r) => money(r.base) },
      ]}
    />
  );
}

/** 分项汇总: each item's employer and employee totals, and the month's. */
function TotalsTable({ view }: { view: MonthView }) {
  const { t } = useTranslation('salary-insurance');
  type Row = { key: string; label: string; company: string; personal: string };
  const rows: Row[] = [
    ...view.totals.map((total) => ({ ...total, key: total.item, label: t(`items.${total.item}`) })),
    { key: 'all', label: t('month.total'), company: view.company, personal: view.personal },
  ];
  return (
    <Table<Row>
      size="small"
      className="insurance-table insurance-totals"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'label', title: t('scheme.item'), dataIndex: 'label' },
        { key: 'company', title: t('month.company'), align: 'right', render: (_, r) => money(r.company) },
        { key: 'personal', title: t('month.personal'), align: 'right', render: (_, r) => money(r.personal) },
        {
          key: 'sum',
          title: t('month.sum'),
          align: 'right',
          render: (_, r) => money(sumMoney([r.company, r.personal])),
        },
      ]}
    />
  );
}

const STATUS_COLORS = { none: 'default', draft: 'processing', confirmed: 'success' } as const;

/**
 * 社保明细 / 公积金明细 (`ssr` / `pfr`; docs/product/salary.md): a month's people and lines, generated
 * from the enrolments and regenerated until confirmed; 补缴 and 调整; totals per item; 增员 / 减员;
 * confirm (lock) and reopen; the export HR sends on.
 */
export function MonthPage({ kind }: { kind: ContributionKind }) {
  const { t } = useTranslation('salary-insurance');
  const { sign } = useParams();
  const employeeType = useSignedType();
  const [month, setMonth] = useState(thisMonth);
  const [book, setBook] = useState<'backPay' | 'adjust' | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = { kind, month, ...(employeeType ? { employeeType } : {}) };
  const view = useMonth(query);
  const change = useMonthChange({ kind, month });
  const data = view.data?.month === month ? view.data : undefined;

  const generate = async () => {
    await change.mutateAsync({ action: 'generate' });
    toast.success(t('month.generated', { month }));
  };
  const confirm = async (reopen: boolean) => {
    if (!data) return;
    await change.mutateAsync({ action: 'confirm', reopen, version: data.version });
    toast.success(t(reopen ? 'month.reopened' : 'month.confirmed', { month }));
  };
  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportMonth(query), `${t(`title.month.${kind}`)}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const locked = data?.status === 'confirmed';
  const actions = data && (
    <>
      {data.status === 'none' && (
        <Button
          type="primary"
          icon={<SyncOutlined />}
          loading={change.isPending}
          onClick={() => void generate()}
        >
          {t('month.generate')}
        </Button>
      )}
      {data.status === 'draft' && (
        <Popconfirm title={t('month.regenerateConfirm', { month })} onConfirm={generate}>
          <Button icon={<SyncOutlined />} loading={change.isPending}>
            {t('month.regenerate')}
          </Button>
        </Popconfirm>
      )}
      {data.status === 'draft' && (
        <Popconfirm title={t('month.confirmConfirm', { month })} onConfirm={() => confirm(false)}>
          <Button type="primary" icon={<CheckCircleOutlined />}>
            {t('month.confirm')}
          </Button>
        </Popconfirm>
      )}
      {locked && (
        <Popconfirm title={t('month.reopenConfirm', { month })} onConfirm={() => confirm(true)}>
          <Button icon={<UnlockOutlined />}>{t('month.reopen')}</Button>
        </Popconfirm>
      )}
      <Button icon={<PlusOutlined />} disabled={locked} onClick={() => setBook('backPay')}>
        {t('book.backPay')}
      </Button>
      <Button icon={<PlusOutlined />} disabled={locked} onClick={() => setBook('adjust')}>
        {t('book.adjust')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
        {t('actions.export')}
      </Button>
    </>
  );

  let body = <Spin className="insurance-loading" />;
  if (view.isError && !data)
    body = (
      <Result
        status="error"
        title={t('failed')}
        subTitle={view.error.message}
        extra={<Button onClick={() => void view.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (data)
    body = (
      <>
        {data.status === 'none' && data.people.length > 0 && (
          <Alert className="insurance-banner" type="info" showIcon title={t('month.preview', { month })} />
        )}
        {locked && (
          <Alert
            className="insurance-banner"
            type="success"
            showIcon
            title={t('month.lockedBanner', { month })}
          />
        )}
        <div className="insurance-cards">
          <Card size="small">
            <Statistic title={t('month.people')} value={data.people.length} />
          </Card>
          <Card size="small">
            <Statistic title={t('month.companyTotal')} value={money(data.company)} />
          </Card>
          <Card size="small">
            <Statistic title={t('month.personalTotal')} value={money(data.personal)} />
          </Card>
          <Card size="small">
            <Statistic title={t('month.sum')} value={money(sumMoney([data.company, data.personal]))} />
          </Card>
        </div>
        <Tabs
          items={[
            {
              key: 'people',
              label: t('month.tabs.people'),
              children: (
                <PeopleTable
                  view={data}
                  empty={
                    <>
                      <p>{t('month.empty', { month })}</p>
                      <Link to={screenPath(kind, 'enrolments', sign)}>{t(`month.toEnrolments.${kind}`)}</Link>
                    </>
                  }
                />
              ),
            },
            { key: 'totals', label: t('month.tabs.totals'), children: <TotalsTable view={data} /> },
            {
              key: 'joiners',
              label: t('month.tabs.joiners', { count: data.joiners.length }),
              children: <ChangesTable rows={data.joiners} />,
            },
            {
              key: 'leavers',
              label: t('month.tabs.leavers', { count: data.leavers.length }),
              children: <ChangesTable rows={data.leavers} />,
            },
          ]}
        />
      </>
    );

  return (
    <Card className="insurance-page" title={t(`title.month.${kind}`)}>
      <Flex wrap gap={8} align="center" className="insurance-bar">
        <label htmlFor="insurance-month">{t('month.month')}</label>
        <DatePicker
          id="insurance-month"
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
        />
        {data && <Tag color={STATUS_COLORS[data.status]}>{t(`month.status.${data.status}`)}</Tag>}
        {actions}
      </Flex>
      {body}
      {book && <BookDialog kind={kind} month={month} book={book} onClose={() => setBook(null)} />}
    </Card>
  );
}
