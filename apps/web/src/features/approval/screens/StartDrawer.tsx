import type { FormValues } from '@renli/contracts';
import { Alert, Button, Drawer, Space, Spin } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { usePreview, useSubmit, useTemplate } from '../api.ts';
import { FormRenderer } from '../form-renderer/FormRenderer.tsx';
import { FlowPreview } from './FlowPreview.tsx';

/** 发起审批: the template's form, the flow the values so far would run, and 提交. */
export function StartDrawer({ templateId, onClose }: { templateId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: template, isPending } = useTemplate(templateId);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmit();
  const previewValues = useDeferredValue(values);
  const preview = usePreview({ templateId, values: previewValues, chosen: {} });

  const send = async () => {
    try {
      await submit.mutateAsync({ templateId, values, chosen: {} });
      toast.success(t('approval:start.submitted'));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.fromEntries(error.fields.map((field) => [field.field, field.message])));
      if (error.fields.length === 0) toast.error(error.message);
    }
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size="min(640px, 100vw)"
      title={template?.name ?? t('approval:start.title')}
      extra={
        <Button type="primary" loading={submit.isPending} onClick={() => void send()} disabled={!template}>
          {t('approval:start.submit')}
        </Button>
      }
    >
      {isPending && <Spin />}
      {template && (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <FormRenderer form={template.form} value={values} onChange={setValues} errors={errors} />
          <section>
            <h4>{t('approval:start.flow')}</h4>
            {preview.data ? (
              <FlowPreview flow={preview.data.flow} people={preview.data.people} />
            ) : (
              <Alert type="info" showIcon title={t('approval:start.previewPending')} />
            )}
          </section>
        </Space>
      )}
    </Drawer>
  );
}
