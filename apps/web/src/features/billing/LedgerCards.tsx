import type { AssetLedgerRow } from '@renli/contracts';
import { Empty, List, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountText } from './amount.ts';
import { formatTime } from './format.ts';
import './ledger-cards.css';

interface LedgerCardsProps {
  rows: readonly AssetLedgerRow[];
  loading: boolean;
  pageNum: number;
  pageSize: number;
  total: number;
  onPage: (pageNum: number) => void;
}

/**
 * The asset ledger on a phone (docs/product/billing.md): one card per change — kind and signed
 * amount, then the time and what is left, then the note — instead of a five-column table.
 */
export function LedgerCards({ rows, loading, pageNum, pageSize, total, onPage }: LedgerCardsProps) {
  const { t } = useTranslation('billing');
  if (!loading && rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Spin spinning={loading}>
      <List
        className="rl-ledger-cards"
        dataSource={[...rows]}
        rowKey="id"
        renderItem={(row) => (
          <List.Item className="rl-ledger-card">
            <div className="rl-ledger-card__top">
              <span>{t(`asset.kinds.${row.kind}`)}</span>
              <strong className={row.amount < 0 ? 'is-out' : 'is-in'}>
                {amountText(row.kind, row.amount, true)}
              </strong>
            </div>
            <div className="rl-ledger-card__meta">
              <span>{formatTime(row.createdAt)}</span>
              <span>
                {t('asset.after')} {amountText(row.kind, row.after)}
              </span>
            </div>
            {row.note && <div className="rl-ledger-card__note">{row.note}</div>}
          </List.Item>
        )}
      />
      {total > pageSize && (
        <Pagination
          simple
          align="center"
          current={pageNum}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
        />
      )}
    </Spin>
  );
}
