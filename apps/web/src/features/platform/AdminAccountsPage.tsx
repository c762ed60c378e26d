import { PlusOutlined } from '@ant-design/icons';
import { type AdminAccount, LIMITS } from '@renli/contracts';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { platformApi, platformKeys, useAdmins, usePlatformWrite } from './api.ts';

type Dialog = { kind: 'add' } | { kind: 'reset'; account: AdminAccount } | null;

/** `#/Set`: the platform's admin accounts; disabling one ends its sessions, nobody disables themselves. */
export function AdminAccountsPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [dialog, setDialog] = useState<Dialog>(null);
  const admins = useAdmins({ keyword: keyword || undefined, ...paging });
  const setStatus = usePlatformWrite(platformKeys.admins, platformApi.setAdminStatus);

  return (
    <Card title={t('admin:menu.Set')}>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('platform:admins.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          {t('platform:admins.add')}
        </Button>
      </Space>
      <Table<AdminAccount>
        rowKey="id"
        loading={admins.isFetching}
        dataSource={admins.data?.list ?? []}
        onChange={(p) => setPaging({ pageNum: p.current ?? 1, pageSize: p.pageSize ?? 10 })}
        pagination={{ current: paging.pageNum, pageSize: paging.pageSize, total: admins.data?.total ?? 0 }}
        columns={[
          { key: 'loginCode', dataIndex: 'loginCode', title: t('platform:admins.loginCode') },
          {
            key: 'name',
            title: t('platform:admins.name'),
            render: (_, a) =>
              a.self ? (
                <Space>
                  {a.name}
                  <Tag>{t('platform:admins.you')}</Tag>
                </Space>
              ) : (
                a.name
              ),
          },
          {
            key: 'status',
            title: t('platform:poster.status'),
            render: (_, a) => (
              <Tag color={a.status === 1 ? 'green' : 'red'}>{t(`platform:accountStatus.${a.status}`)}</Tag>
            ),
          },
          {
            key: 'createdAt',
            title: t('platform:admins.createdAt'),
            render: (_, a) => new Date(a.createdAt).toLocaleString(),
          },
          {
            key: 'actions',
            title: t('platform:actions.title'),
            render: (_, a) => (
              <Space size={0}>
                {!a.self && (
                  <Popconfirm
                    title={t(
                      a.status === 1 ? 'platform:admins.confirmDisable' : 'platform:admins.confirmEnable',
                      { name: a.name },
                    )}
                    onConfirm={() =>
                      setStatus.mutateAsync([a, a.status === 1 ? 2 : 1]).then(
                        () => toast.success(t('platform:toast.saved')),
                        () => undefined,
                      )
                    }
                  >
                    <Button type="link" size="small" danger={a.status === 1}>
                      {t(a.status === 1 ? 'platform:admins.disable' : 'platform:admins.enable')}
                    </Button>
                  </Popconfirm>
                )}
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'reset', account: a })}>
                  {t('platform:admins.reset')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {dialog && <AccountDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </Card>
  );
}

function AccountDialog({ dialog, onClose }: { dialog: NonNullable<Dialog>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const add = usePlatformWrite(platformKeys.admins, platformApi.addAdmin);
  const reset = usePlatformWrite(platformKeys.admins, platformApi.resetAdminPassword);
  const submit = async (values: { loginCode: string; name: string; password: string }) => {
    try {
      if (dialog.kind === 'add') await add.mutateAsync([values]);
      else await reset.mutateAsync([dialog.account.id, values.password]);
      toast.success(t('platform:toast.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={
        dialog.kind === 'add'
          ? t('platform:admins.add')
          : t('platform:admins.resetFor', { name: dialog.account.name })
      }
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={add.isPending || reset.isPending}
      okText={t('platform:actions.save')}
      cancelText={t('platform:actions.cancel')}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        {dialog.kind === 'add' && (
          <>
            <Form.Item
              name="loginCode"
              label={t('platform:admins.loginCode')}
              rules={[{ required: true }, { min: 3, max: 60 }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('platform:admins.name')}
              rules={[{ required: true }, { max: 30 }]}
            >
              <Input />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="password"
          label={t('platform:admins.password')}
          rules={[{ required: true }, { min: LIMITS.passwordMinLength, max: 64 }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
