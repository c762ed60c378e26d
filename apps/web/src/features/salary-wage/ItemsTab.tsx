import { PlusOutlined } from '@ant-design/icons';
import { ITEM_EFFECT_LABELS, ITEM_SOURCE_LABELS, labelIn, type SalaryItem } from '@renli/contracts';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useDeleteItem, useItems } from './api.ts';
import { ItemDrawer } from './ItemDrawer.tsx';

/** 工资项: every item in order, system items marked; add, edit, remove what nothing uses. */
export function ItemsTab() {
  const { t, i18n } = useTranslation('salary-wage');
  const items = useItems();
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<SalaryItem | 'new' | null>(null);
  const list = items.data?.list ?? [];

  return (
    <>
      <div className="salary-wage-toolbar">
        <Typography.Text type="secondary">{t('item.intro')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('item.create')}
        </Button>
      </div>
      <Table<SalaryItem>
        rowKey="code"
        size="middle"
        loading={items.isLoading}
        dataSource={list}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'name',
            title: t('item.name'),
            render: (_, item) => (
              <Space size={4}>
                {item.name}
                {item.system && <Tag>{t('item.system')}</Tag>}
                {!item.enabled && <Tag color="default">{t('item.disabled')}</Tag>}
              </Space>
            ),
          },
          { key: 'code', dataIndex: 'code', title: t('item.code') },
          {
            key: 'source',
            title: t('item.source'),
            render: (_, item) => labelIn(ITEM_SOURCE_LABELS[item.source], i18n.language),
          },
          {
            key: 'effect',
            title: t('item.effect'),
            render: (_, item) => (
              <Space size={4}>
                {labelIn(ITEM_EFFECT_LABELS[item.effect], i18n.language)}
                {item.taxFree && <Tag color="green">{t('item.taxFree')}</Tag>}
              </Space>
            ),
          },
          {
            key: 'formula',
            title: t('item.formula'),
            render: (_, item) =>
              item.formula ? <Typography.Text code>{item.formula}</Typography.Text> : null,
          },
          {
            key: 'payslip',
            title: t('item.showOnPayslip'),
            render: (_, item) => (item.showOnPayslip ? t('yes') : t('no')),
          },
          {
            key: 'actions',
            title: t('actions.title'),
            render: (_, item) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(item)}>
                  {t('actions.edit')}
                </Button>
                {!item.system && item.id !== null && (
                  <Popconfirm
                    title={t('item.deleteConfirm', { name: item.name })}
                    onConfirm={() =>
                      remove.mutateAsync(item.id!).then(
                        () => toast.success(t('item.deleted')),
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
            ),
          },
        ]}
      />
      {editing && (
        <ItemDrawer item={editing === 'new' ? null : editing} items={list} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
