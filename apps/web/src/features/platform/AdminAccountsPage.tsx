import { type AdminAccount, adminAccountResource, LIMITS } from '@renli/contracts';
import { Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { showFormError } from '../../lib/form-errors.ts';
import { hashPassword } from '../../lib/md5.ts';
import { toast } from '../../lib/toast.ts';
import { platformApi } from './api.ts';

type Row = AdminAccount & { version: number; updatedAt: string; transitions?: string[] };

function NameCell({ account }: { account: Row }) {
  const { t } = useTranslation();
  return account.self ? (
    <Space>
      {account.name}
      <Tag>{t('platform:admins.you')}</Tag>
    </Space>
  ) : (
    account.name
  );
}

/** Sets another password for an account; its sessions end (the server says so). */
function ResetPassword({ account }: { account: Row }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      await platformApi.resetAdminPassword(account.id, password);
      toast.success(t('platform:toast.saved'));
      setOpen(false);
    } catch (error) {
      showFormError(form, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('platform:admins.reset')}
      </Button>
      {open && (
        <Modal
          open
          title={t('platform:admins.resetFor', { name: account.name })}
          onCancel={() => setOpen(false)}
          onOk={() => form.submit()}
          confirmLoading={busy}
          okText={t('platform:actions.save')}
          cancelText={t('platform:actions.cancel')}
        >
          <Form form={form} layout="vertical" onFinish={submit}>
            <Form.Item
              name="password"
              label={t('platform:admins.password')}
              rules={[{ required: true }, { min: LIMITS.passwordMinLength, max: 64 }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}

const config = defineResourcePage<Row>({
  resource: adminAccountResource,
  titleKey: 'admin:menu.Set',
  itemKey: 'platform:admins.item',
  createKey: 'platform:admins.add',
  // "This is you" beside the caller's own account, which it cannot disable.
  cells: { name: (account) => <NameCell account={account} /> },
  // Like every password the web sends, the initial one travels as its MD5 (decision 2).
  submitValues: (values) => ({ ...values, password: hashPassword(String(values.password ?? '')) }),
  transitions: {
    disable: {
      labelKey: 'platform:admins.disable',
      confirmKey: 'platform:admins.confirmDisable',
      danger: true,
    },
    enable: { labelKey: 'platform:admins.enable', confirmKey: 'platform:admins.confirmEnable' },
  },
  rowActions: (account) => <ResetPassword account={account} />,
});

/** `#/Set`: the platform's admin accounts; disabling one ends its sessions, nobody disables themselves. */
export function AdminAccountsPage() {
  return <ResourcePage config={config} />;
}
