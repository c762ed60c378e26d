import { attendanceLeaveEndpoints as api, type LeaveBalance, type StaffBalances } from '@renli/contracts';
import { Button, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../components/resource/save-file.ts';
import { download } from '../../lib/endpoint.ts';
import { useSignedType } from '../../lib/signed-type.ts';
import { AdjustDialog } from './AdjustDialog.tsx';
import { useBalancePage } from './api.ts';
import { EntriesDrawer } from './EntriesDrawer.tsx';
import { WorkStartDialog } from './WorkStartDialog.tsx';
import { useAmount } from './words.ts';

const PAGE_SIZE = 20;

/** A type's cell: what is left (or used this year without a balance), and what is in approval. */
function BalanceCell({ balance }: { balance: LeaveBalance }) {
  const { t } = useTranslation('attendance-vacation');
  const amount = useAmount();
  return (
    <div>
      <div>{amount(balance.remaining ?? balance.used, balance.unit)}</div>
      {balance.pending !== '0' && (
        <div className="vacation-muted">{`${t('balance.pending')} ${amount(balance.pending, balance.unit)}`}</div>
      )}
      {balance.expiring && (
        <div className="vacation-warning">
          {t('balance.expiring', {
            until: balance.expiring.until,
            amount: amount(balance.expiring.amount, balance.unit),
          })}
        </div>
      )}
    </div>
  );
}

type Open = { kind: 'adjust' | 'workStart' | 'entries'; staff: StaffBalances } | null;

/** 假期余额: the managed staff, a page at a time, with every type in use; adjust, work start, ledger, export. */
export function BalancesTab() {
  const { t } = useTranslation('attendance-vacation');
  const [pageNum, setPageNum] = useState(1);
  const [staffName, setStaffName] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState(false);
  const employeeType = useSignedType();
  const page = useBalancePage({ pageNum, pageSize: PAGE_SIZE, staffName, employeeType });
  const list = page.data?.list ?? [];
  const typeColumns = (list[0]?.balances ?? []).map((b, index) => ({
    key: `type-${b.leaveTypeId}`,
    title: b.leaveTypeName,
    width: 120,
    render: (_: unknown, row: StaffBalances) =>
      row.balances[index] && <BalanceCell balance={row.balances[index]} />,
  }));
  const columns: TableColumnsType<StaffBalances> = [
    {
      key: 'staff',
      title: t('balances.staff'),
      fixed: 'left',
      width: 120,
      render: (_, row) => (
        <div>
          <div>{row.staffName}</div>
          {row.jobNo && <div className="vacation-muted">{row.jobNo}</div>}
        </div>
      ),
    },
    { key: 'dept', title: t('balances.dept'), width: 120, render: (_, row) => row.deptName ?? '—' },
    {
      key: 'workStart',
      title: t('balances.workStart'),
      width: 130,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpen({ kind: 'workStart', staff: row })}>
          {row.workStartDate ?? t('balances.notSet')}
        </Button>
      ),
    },
    ...typeColumns,
    {
      key: 'actions',
      title: '',
      width: 160,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setOpen({ kind: 'adjust', staff: row })}>
            {t('balances.adjust')}
          </Button>
          <Button type="link" size="small" onClick={() => setOpen({ kind: 'entries', staff: row })}>
            {t('balances.entries')}
          </Button>
        </Space>
      ),
    },
  ];
  const exportAll = async () => {
    setExporting(true);
    try {
      saveFile(
        await download(api.balanceExport, { body: { staffName, employeeType } }),
        `${t('tabs.balances')}.xlsx`,
      );
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <div className="vacation-toolbar">
        <Input.Search
          allowClear
          placeholder={t('balances.search')}
          onSearch={(value) => {
            setPageNum(1);
            setStaffName(value.trim() || undefined);
          }}
        />
        <Button onClick={() => void exportAll()} loading={exporting}>
          {t('balances.export')}
        </Button>
      </div>
      <Table
        rowKey="staffId"
        size="small"
        columns={columns}
        dataSource={list}
        loading={page.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('balances.empty') }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
      />
      {open?.kind === 'adjust' && <AdjustDialog staff={open.staff} onClose={() => setOpen(null)} />}
      {open?.kind === 'workStart' && <WorkStartDialog staff={open.staff} onClose={() => setOpen(null)} />}
      {open?.kind === 'entries' && <EntriesDrawer staff={open.staff} onClose={() => setOpen(null)} />}
    </>
  );
}
