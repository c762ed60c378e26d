import { DeleteOutlined } from '@ant-design/icons';
import type { MonthLine, MonthPerson, MonthView } from '@renli/contracts';
import { Button, Card, Empty, Grid, List, Popconfirm, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMonthChange } from '../api.ts';
import { money, sumMoney } from '../kind.ts';

type Item = MonthLine['item'];

/** A person's employer and employee amounts of one item over all their lines (补缴 and 调整 included). */
const itemSums = (person: MonthPerson, item: Item) => {
  const lines = person.lines.filter((line) => line.item === item);
  return lines.length
    ? { company: sumMoney(lines.map((l) => l.company)), personal: sumMoney(lines.map((l) => l.personal)) }
    : null;
};

/** One person's lines: regular, 补缴 for another month, 调整 with its reason; booked ones removable. */
function Lines({ person, view }: { person: MonthPerson; view: MonthView }) {
  const { t } = useTranslation('salary-insurance');
  const change = useMonthChange({ kind: view.kind, month: view.month });
  const open = view.status !== 'confirmed';
  return (
    <Table<MonthLine>
      size="small"
      className="insurance-table"
      rowKey={(line) => line.id ?? `${line.type}:${line.item}:${line.forMonth}`}
      pagination={false}
      dataSource={person.lines}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'type',
          title: t('month.lineType'),
          render: (_, line) => (
            <Tag color={line.type === 'regular' ? undefined : 'blue'}>{t(`lineType.${line.type}`)}</Tag>
          ),
        },
        { key: 'item', title: t('scheme.item'), render: (_, line) => t(`items.${line.item}`) },
        { key: 'forMonth', title: t('month.forMonth'), dataIndex: 'forMonth' },
        { key: 'base', title: t('month.base'), align: 'right', render: (_, line) => money(line.base) },
        {
          key: 'rates',
          title: t('month.rates'),
          render: (_, line) =>
            line.type === 'adjustment' ? '—' : `${line.companyRate}% / ${line.personalRate}%`,
        },
        {
          key: 'company',
          title: t('month.company'),
          align: 'right',
          render: (_, line) => money(line.company),
        },
        {
          key: 'personal',
          title: t('month.personal'),
          align: 'right',
          render: (_, line) => money(line.personal),
        },
        { key: 'reason', title: t('book.reason'), render: (_, line) => line.reason || '—' },
        {
          key: 'remove',
          title: '',
          render: (_, line) =>
            open && line.type !== 'regular' && line.id !== null ? (
              <Popconfirm
                title={t('month.lineDeleteConfirm')}
                onConfirm={() => change.mutateAsync({ action: 'lineDelete', lineId: line.id! })}
              >
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={t('actions.delete')}
                  icon={<DeleteOutlined />}
                />
              </Popconfirm>
            ) : null,
        },
      ]}
    />
  );
}

/**
 * The month's people: on wide screens a table (each item's 单位 and 个人, totals; a row opens its
 * lines) scrolling inside its box; on phones a card per person.
 */
export function PeopleTable({ view, empty }: { view: MonthView; empty: ReactNode }) {
  const { t } = useTranslation('salary-insurance');
  const narrow = Grid.useBreakpoint().md === false;
  const items = view.totals.map((total) => total.item);
  if (view.people.length === 0) return <Empty description={empty} />;

  if (narrow)
    return (
      <List<MonthPerson>
        dataSource={view.people}
        rowKey="staffId"
        renderItem={(person) => (
          <List.Item>
            <Card size="small" className="insurance-card">
              <div className="insurance-card-head">
                <strong>{person.staffName}</strong>
                <span className="insurance-muted">
                  {[person.jobNo, t('month.baseOf', { base: money(person.base) })]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <dl className="insurance-figures">
                {items.map((item) => {
                  const sums = itemSums(person, item);
                  return sums ? (
                    <div key={item}>
                      <dt>{t(`items.${item}`)}</dt>
                      <dd>
                        {money(sums.company)} / {money(sums.personal)}
                      </dd>
                    </div>
                  ) : null;
                })}
                <div>
                  <dt>{t('month.companyTotal')}</dt>
                  <dd>
                    <strong>{money(person.company)}</strong>
                  </dd>
                </div>
                <div>
                  <dt>{t('month.personalTotal')}</dt>
                  <dd>
                    <strong>{money(person.personal)}</strong>
                  </dd>
                </div>
              </dl>
              {person.lines.some((line) => line.type !== 'regular') && (
                <div className="insurance-muted">
                  {person.lines
                    .filter((line) => line.type !== 'regular')
                    .map((line) =>
                      t('month.booked', {
                        type: t(`lineType.${line.type}`),
                        item: t(`items.${line.item}`),
                        month: line.forMonth,
                        company: money(line.company),
                        personal: money(line.personal),
                      }),
                    )
                    .join('；')}
                </div>
              )}
            </Card>
          </List.Item>
        )}
      />
    );

  const columns: ColumnsType<MonthPerson> = [
    { key: 'staffName', title: t('enrolment.staffName'), dataIndex: 'staffName', fixed: 'left' },
    { key: 'jobNo', title: t('enrolment.jobNo'), render: (_, p) => p.jobNo ?? '—' },
    { key: 'base', title: t('month.base'), align: 'right', render: (_, p) => money(p.base) },
    ...items.map((item) => ({
      key: item,
      title: t(`items.${item}`),
      children: (['company', 'personal'] as const).map((side) => ({
        key: `${item}.${side}`,
        title: t(`month.${side}`),
        align: 'right' as const,
        render: (_: unknown, p: MonthPerson) => money(itemSums(p, item)?.[side] ?? null),
      })),
    })),
    { key: 'company', title: t('month.companyTotal'), align: 'right', render: (_, p) => money(p.company) },
    { key: 'personal', title: t('month.personalTotal'), align: 'right', render: (_, p) => money(p.personal) },
  ];
  return (
    <Table<MonthPerson>
      rowKey="staffId"
      size="small"
      bordered
      className="insurance-table"
      dataSource={view.people}
      columns={columns}
      scroll={{ x: 'max-content' }}
      pagination={{ defaultPageSize: 50, showSizeChanger: true, showTotal: (total) => t('total', { total }) }}
      expandable={{ expandedRowRender: (person) => <Lines person={person} view={view} /> }}
    />
  );
}
