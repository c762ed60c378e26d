import type { ItemRule } from '@renli/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../kind.ts';

/** A version's items: rates, fixed amounts and rounding; the table scrolls inside its box. */
export function ItemsTable({ items }: { items: ItemRule[] }) {
  const { t } = useTranslation('salary-insurance');
  const fixed = (value: string) => (Number(value) === 0 ? '—' : money(value));
  return (
    <Table<ItemRule>
      className="insurance-table"
      size="small"
      rowKey="item"
      pagination={false}
      dataSource={items}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'item', title: t('scheme.item'), render: (_, r) => t(`items.${r.item}`) },
        { key: 'companyRate', title: t('scheme.companyRate'), render: (_, r) => `${r.companyRate}%` },
        { key: 'personalRate', title: t('scheme.personalRate'), render: (_, r) => `${r.personalRate}%` },
        { key: 'companyFixed', title: t('scheme.companyFixed'), render: (_, r) => fixed(r.companyFixed) },
        { key: 'personalFixed', title: t('scheme.personalFixed'), render: (_, r) => fixed(r.personalFixed) },
        { key: 'rounding', title: t('scheme.rounding'), render: (_, r) => t(`rounding.${r.rounding}`) },
      ]}
    />
  );
}
