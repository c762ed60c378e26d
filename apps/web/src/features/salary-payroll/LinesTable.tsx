import type { PayrollLine, PayrollRun } from '@renli/contracts';
import { Card, Grid, Input, List, Table, type TableColumnsType } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { changedIn, useLines, useSaveInput } from './api.ts';
import { LineDrawer } from './LineDrawer.tsx';

const PAGE_SIZES = [20, 50, 100];
const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;
const FIGURES = ['gross', 'socialPersonal', 'fundPersonal', 'tax', 'net'] as const;

/** An input item's cell: HR types an amount, saved on leaving the cell (empty clears it). */
function InputCell({ run, line, code }: { run: PayrollRun; line: PayrollLine; code: string }) {
  const { t } = useTranslation('salary-payroll');
  const save = useSaveInput();
  const [text, setText] = useState<string | null>(null);
  const value = line.values[code] ?? '';
  const commit = async () => {
    if (text === null || text.trim() === value) return setText(null);
    const next = text.trim();
    if (next !== '' && !MONEY.test(next)) {
      toast.error(t('amountFormat'));
      return;
    }
    try {
      await save.mutateAsync({
        runId: run.id,
        staffId: line.staffId,
        code,
        value: next === '' ? null : next,
      });
      toast.success(t('inputSaved'));
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.message);
      else throw error;
    }
    setText(null);
  };
  return (
    <Input
      size="small"
      aria-label={t('inputCell', { code })}
      className="payroll-input-cell"
      value={text ?? value}
      inputMode="decimal"
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => void commit()}
      onPressEnter={() => void commit()}
    />
  );
}

/** A figure, highlighted when it differs from last month's. */
const Figure = ({ line, code, value }: { line: PayrollLine; code: string; value: string }) => (
  <span className={changedIn(line, code) ? 'payroll-changed' : undefined}>{value}</span>
);

/**
 * The run's lines: a table scrolling inside its own box (cards on phones), each figure highlighted
 * when it changed since last month; input items are edited in place until the run is reviewed; a
 * row opens the person's audit trail.
 */
export function LinesTable({ run }: { run: PayrollRun }) {
  const { t } = useTranslation('salary-payroll');
  const narrow = Grid.useBreakpoint().md === false;
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PAGE_SIZES[0]! });
  const [open, setOpen] = useState<number | null>(null);
  const searchText = useDeferredValue(search.trim()) || undefined;
  const lines = useLines({ runId: run.id, ...paging, ...(searchText ? { searchText } : {}) });
  const data = lines.data;
  const editable = run.actions.includes('calculate');
  const columns = (data?.columns ?? []).filter((c) => c.source !== 'system');

  const tableColumns: TableColumnsType<PayrollLine> = [
    {
      key: 'name',
      title: t('staff'),
      fixed: 'left',
      width: 120,
      render: (_, line) => <strong>{line.staffName}</strong>,
    },
    { key: 'jobNo', title: t('jobNo'), width: 100, dataIndex: 'jobNo' },
    ...columns.map((c) => ({
      key: c.code,
      title: c.name,
      width: 110,
      align: 'right' as const,
      render: (_: unknown, line: PayrollLine) =>
        c.source === 'input' && editable ? (
          <InputCell run={run} line={line} code={c.code} />
        ) : (
          <Figure line={line} code={c.code} value={line.values[c.code] ?? ''} />
        ),
    })),
    ...FIGURES.map((code) => ({
      key: code,
      title: t(`figures.${code}`),
      width: 110,
      align: 'right' as const,
      render: (_: unknown, line: PayrollLine) => <Figure line={line} code={code} value={line[code]} />,
    })),
    {
      key: 'lastNet',
      title: t('lastNet'),
      width: 110,
      align: 'right',
      render: (_, line) => line.lastNet ?? <span className="payroll-muted">{t('noLastMonth')}</span>,
    },
  ];
  const pagination = {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total: data?.total ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    onChange: (pageNum: number, pageSize: number) => setPaging({ pageNum, pageSize }),
  };

  return (
    <div className="payroll-lines">
      <Input.Search
        className="payroll-search"
        allowClear
        placeholder={t('search')}
        maxLength={50}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPaging((current) => ({ ...current, pageNum: 1 }));
        }}
      />
      {narrow ? (
        <List<PayrollLine>
          loading={lines.isFetching}
          dataSource={data?.list ?? []}
          rowKey="staffId"
          pagination={{ ...pagination, simple: true }}
          renderItem={(line) => (
            <Card size="small" className="payroll-line-card" onClick={() => setOpen(line.staffId)}>
              <div className="payroll-line-head">
                <strong>{line.staffName}</strong>
                <span className="payroll-muted">{line.jobNo}</span>
              </div>
              <dl className="payroll-figures">
                {FIGURES.map((code) => (
                  <div key={code}>
                    <dt>{t(`figures.${code}`)}</dt>
                    <dd>
                      <Figure line={line} code={code} value={line[code]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          )}
        />
      ) : (
        <Table<PayrollLine>
          size="small"
          rowKey="staffId"
          loading={lines.isFetching}
          dataSource={data?.list ?? []}
          columns={tableColumns}
          scroll={{ x: 'max-content', y: 520 }}
          pagination={pagination}
          onRow={(line) => ({ onClick: () => setOpen(line.staffId), className: 'payroll-row' })}
        />
      )}
      <LineDrawer runId={run.id} staffId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
