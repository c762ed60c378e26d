import { ASSET_KINDS, type AssetKind, type AssetLedgerRow } from '@renli/contracts';
import { Card, Col, Grid, Row, Select, Skeleton, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from './amount.ts';
import { type LedgerQuery, useAssetSummary, useLedger } from './api.ts';
import { formatTime, formatYuan } from './format.ts';
import { LedgerCards } from './LedgerCards.tsx';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * Settings › assets (`#/other/setting/asset`): balance, SMS and e-mail counts and their ledger. On a
 * phone the figures stack and the ledger is a list of cards (docs/architecture.md, "Phones").
 */
export function AssetTab() {
  const { t } = useTranslation('billing');
  const wide = Grid.useBreakpoint().md !== false;
  const summary = useAssetSummary();
  const [query, setQuery] = useState<LedgerQuery>({ pageNum: 1, pageSize: 10 });
  const ledger = useLedger(query);

  if (summary.error) return <LoadFailed error={summary.error} />;
  if (!summary.data) return <Skeleton active />;

  return (
    <>
      <Row gutter={[16, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}>
          <Card variant="borderless">
            <Statistic
              title={t('asset.balance')}
              value={formatYuan(summary.data.balance)}
              data-testid="asset-balance"
            />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card variant="borderless">
            <Statistic title={t('asset.sms')} value={summary.data.smsCount} suffix={t('asset.unit')} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card variant="borderless">
            <Statistic title={t('asset.email')} value={summary.data.emailCount} suffix={t('asset.unit')} />
          </Card>
        </Col>
      </Row>
      <Card
        title={t('asset.ledger')}
        variant="borderless"
        extra={
          <Select<AssetKind>
            allowClear
            placeholder={t('asset.allKinds')}
            style={{ width: wide ? 160 : 120 }}
            value={query.kind}
            onChange={(kind) => setQuery({ ...query, kind, pageNum: 1 })}
            options={ASSET_KINDS.map((k) => ({ value: k, label: t(`asset.kinds.${k}`) }))}
            data-testid="ledger-kind"
          />
        }
      >
        {wide ? (
          <Table<AssetLedgerRow>
            rowKey="id"
            loading={ledger.isFetching}
            dataSource={ledger.data?.list ?? []}
            columns={[
              { key: 'createdAt', title: t('asset.time'), render: (_, r) => formatTime(r.createdAt) },
              { key: 'kind', title: t('asset.kind'), render: (_, r) => t(`asset.kinds.${r.kind}`) },
              {
                key: 'amount',
                title: t('asset.amount'),
                render: (_, r) => amountText(r.kind, r.amount, true),
              },
              { key: 'after', title: t('asset.after'), render: (_, r) => amountText(r.kind, r.after) },
              { key: 'note', title: t('asset.note'), dataIndex: 'note' },
            ]}
            pagination={{
              current: query.pageNum,
              pageSize: query.pageSize,
              total: ledger.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50],
              onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }),
            }}
          />
        ) : (
          <LedgerCards
            rows={ledger.data?.list ?? []}
            loading={ledger.isFetching}
            pageNum={query.pageNum}
            pageSize={query.pageSize}
            total={ledger.data?.total ?? 0}
            onPage={(pageNum) => setQuery({ ...query, pageNum })}
          />
        )}
      </Card>
    </>
  );
}
