import { type PlatformSettings, type PlatformUpdate, platformEndpoints } from '@renli/contracts';
import { Alert, Button, Card, Form, Input, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { platformApi, usePlatformSettings, usePlatformWrite } from './api.ts';

const CONFLICT = 409;
const FIELDS = ['name', 'logoUrl', 'icp', 'servicePhone', 'serviceEmail', 'address'] as const;

/** `#/Platform`: the platform's name, logo, ICP record, contacts, about text and the sign-up switch. */
export function PlatformPage() {
  const settings = usePlatformSettings();
  if (!settings.data) return <Skeleton active />;
  // Keyed by version: a reload after a conflict starts the form from the stored values.
  return (
    <SettingsForm
      key={settings.data.version}
      settings={settings.data}
      reload={() => void settings.refetch()}
    />
  );
}

function SettingsForm({ settings, reload }: { settings: PlatformSettings; reload: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [conflict, setConflict] = useState(false);
  const save = usePlatformWrite(platformEndpoints.selectSettings, platformApi.saveSettings);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync([{ ...values, version: settings.version } as PlatformUpdate]);
      toast.success(t('platform:toast.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.code === CONFLICT) setConflict(true);
      else showFormError(form, error);
    }
  };
  return (
    <Card title={t('admin:menu.Platform')} data-testid="platform-page">
      {conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('platform:conflict')}
          action={
            <Button size="small" onClick={reload}>
              {t('platform:actions.reload')}
            </Button>
          }
        />
      )}
      {settings.updatedBy && (
        <p className="renli-muted">
          {t('platform:lastSaved', {
            name: settings.updatedBy,
            at: new Date(settings.updatedAt!).toLocaleString(),
          })}
        </p>
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={settings}
        onFinish={submit}
        style={{ maxWidth: 640 }}
      >
        {FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`platform:field.${name}`)}
            rules={name === 'name' ? [{ required: true }] : []}
          >
            <Input maxLength={name === 'address' ? 200 : 100} />
          </Form.Item>
        ))}
        <Form.Item name="about" label={t('platform:field.about')}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item
          name="registrationOpen"
          label={t('platform:field.registrationOpen')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('platform:actions.save')}
        </Button>
      </Form>
    </Card>
  );
}
