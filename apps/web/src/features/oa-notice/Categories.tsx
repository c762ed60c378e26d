import type { NoticeCol } from '@renli/contracts';
import { Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useDeleteCategory, useSaveCategory } from './api.ts';

/** 公告分类 (OA administrators): name, order, enabled; a used one can only be disabled. */
export function Categories({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('oa-notice');
  const { data = [], isLoading } = useCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Partial<NoticeCol> | null>(null);
  const [form] = Form.useForm<{ name: string; sort: number; enabled: boolean }>();
  const openEditor = (row: Partial<NoticeCol>) => {
    setEditing(row);
    form.setFieldsValue({
      name: row.name ?? '',
      sort: row.sort ?? data.length + 1,
      enabled: row.enabled ?? true,
    });
  };
  return (
    <Card
      size="small"
      title={t('set.title')}
      extra={
        <Button type="primary" onClick={() => openEditor({})}>
          {t('set.add')}
        </Button>
      }
    >
      <Table<NoticeCol>
        rowKey="noticeColId"
        size="small"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        scroll={{ x: narrow ? 480 : undefined }}
        locale={{ emptyText: t('set.empty') }}
        columns={[
          { title: t('set.name'), dataIndex: 'name' },
          { title: t('set.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('set.enabled'),
            dataIndex: 'enabled',
            width: 90,
            render: (v: boolean) => (
              <Tag color={v ? 'green' : 'default'}>{v ? t('set.on') : t('set.off')}</Tag>
            ),
          },
          { title: t('set.used'), dataIndex: 'used', width: 90 },
          {
            title: t('set.actions'),
            width: 140,
            render: (_: unknown, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => openEditor(row)}>
                  {t('set.edit')}
                </Button>
                <Popconfirm
                  title={t('set.deleteConfirm')}
                  onConfirm={() => remove.mutateAsync(row.noticeColId)}
                >
                  <Button type="link" size="small" danger>
                    {t('set.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.noticeColId ? t('set.edit') : t('set.add')}
        onCancel={() => setEditing(null)}
        confirmLoading={save.isPending}
        okText={t('save')}
        cancelText={t('cancel')}
        onOk={async () => {
          const v = await form.validateFields();
          await save.mutateAsync({ noticeColId: editing?.noticeColId, ...v });
          setEditing(null);
        }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label={t('set.name')}
            rules={[{ required: true, whitespace: true, message: t('set.nameRequired') }]}
          >
            <Input maxLength={20} showCount />
          </Form.Item>
          <Form.Item name="sort" label={t('set.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={t('set.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
