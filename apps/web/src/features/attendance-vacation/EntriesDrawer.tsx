import type { BalanceEntry, StaffBalances } from '@renli/contracts';
import { Drawer, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../lib/china-today.ts';
import { useBalanceEntries } from './api.ts';

/** 余额流水: a staff member's ledger, newest first, with who wrote each entry and why. */
export function EntriesDrawer({ staff, onClose }: { staff: StaffBalances; onClose(): void }) {
  const { t } = useTranslation('attendance-vacation');
  const entries = useBalanceEntries(staff.staffId);
  const known = new Set(['accrual', 'grant', 'deduct', 'leave', 'cancel', 'overtime']);
  const columns: TableColumnsType<BalanceEntry> = [
    { key: 'type', title: t('adjust.type'), render: (_, e) => e.leaveTypeName },
    {
      key: 'kind',
      title: t('adjust.direction'),
      render: (_, e) => (known.has(e.kind) ? t(`entryKind.${e.kind}`) : e.kind),
    },
    { key: 'amount', title: t('adjust.amount'), align: 'right', render: (_, e) => e.amount },
    {
      key: 'valid',
      title: t('adjust.validUntil'),
      render: (_, e) => (e.validUntil ? `${e.validFrom} ~ ${e.validUntil}` : `${e.validFrom} ~`),
    },
    { key: 'note', title: t('adjust.note'), render: (_, e) => e.note ?? '' },
    {
      key: 'who',
      title: '',
      render: (_, e) => [e.createdByName, chinaToday(new Date(e.createdAt))].filter(Boolean).join(' · '),
    },
  ];
  return (
    <Drawer
      open
      onClose={onClose}
      size="min(720px, 100vw)"
      title={`${t('balances.entries')}：${staff.staffName}`}
    >
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={entries.data ?? []}
        loading={entries.isPending}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
    </Drawer>
  );
}
