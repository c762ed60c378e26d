import type { ApprovalForm, FlowChoice, FormValues } from '@renli/contracts';
import { Alert, Button, Drawer, Flex, Space, Spin } from 'antd';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../../components/form-renderer/FormRenderer.tsx';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useInstance, usePreview, useStart, useTemplate } from '../api.ts';
import { FlowPreview } from '../screens/FlowPreview.tsx';
import { ChoicePickers } from './ChoicePickers.tsx';
import { type Chosen, choicesToShow, missingChoices, picksFor, rememberChoices } from './choices.ts';

/** A new instance of a template, or one of the caller's instances to go on with (a draft, a returned one). */
export type StartSource = { templateId: number } | { instanceId: number };

/**
 * 发起审批: the template's form, the people to pick for 发起人自选 nodes, the flow the values so far
 * would run, 存草稿 and 提交. An instance already there (a draft, a resubmitted copy, one sent back to
 * the initiator) opens with its values and picks, and is saved and submitted as itself (`id`).
 */
export function StartDrawer({ source, onClose }: { source: StartSource; onClose: () => void }) {
  const { t } = useTranslation();
  const template = useTemplate('templateId' in source ? source.templateId : null);
  const instance = useInstance('instanceId' in source ? source.instanceId : null);
  const start: StartState | undefined = template.data
    ? {
        templateId: template.data.id,
        title: template.data.name,
        form: template.data.form,
        values: {},
        chosen: {},
      }
    : instance.data
      ? {
          templateId: instance.data.templateId,
          instanceId: instance.data.id,
          returned: instance.data.state === 'returned',
          title: instance.data.templateName,
          form: instance.data.form,
          values: instance.data.values as FormValues,
          chosen: instance.data.chosen,
        }
      : undefined;
  if (!start)
    return (
      <Drawer open onClose={onClose} size="min(640px, 100vw)" title={t('approval:start.title')}>
        {template.isError || instance.isError ? (
          <Alert type="error" showIcon title={t('approval:loadFailed')} />
        ) : (
          <Spin />
        )}
      </Drawer>
    );
  return <StartForm start={start} onClose={onClose} />;
}

interface StartState {
  templateId: number;
  /** The instance saved and submitted again; absent for a new one. */
  instanceId?: number;
  /** Sent back to the initiator: submitted again as it is, never a draft again. */
  returned?: boolean;
  title: string;
  form: ApprovalForm;
  values: FormValues;
  chosen: Chosen;
}

function StartForm({ start, onClose }: { start: StartState; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(start.values);
  const [chosen, setChosen] = useState<Chosen>(start.chosen);
  const [seen, setSeen] = useState<FlowChoice[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useStart('submit');
  const saveDraft = useStart('saveDraft');
  const previewValues = useDeferredValue(values);
  const preview = usePreview({
    templateId: start.templateId,
    values: previewValues,
    chosen: picksFor(seen, chosen),
  });
  const listed = preview.data?.choices;
  useEffect(() => {
    if (listed) setSeen((current) => rememberChoices(current, listed));
  }, [listed]);
  const choices = preview.data
    ? choicesToShow(rememberChoices(seen, preview.data.choices), preview.data.choices, preview.data.flow)
    : [];
  const missing = missingChoices(choices, chosen);

  const send = async (write: typeof submit, done: string) => {
    const body = {
      templateId: start.templateId,
      id: start.instanceId,
      values,
      chosen: picksFor(choices, chosen),
    };
    try {
      await write.mutateAsync(body);
      toast.success(t(done));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.fromEntries(error.fields.map((field) => [field.field, field.message])));
      if (error.fields.length === 0) toast.error(error.message);
    }
  };

  const footer = (
    <Flex vertical gap={8}>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('approval:start.chooseFirst', {
            names: missing.map((choice) => choice.name).join(t('approval:sep')),
          })}
        />
      )}
      <Flex justify="flex-end" gap={8} wrap>
        {!start.returned && (
          <Button
            loading={saveDraft.isPending}
            onClick={() => void send(saveDraft, 'approval:start.drafted')}
          >
            {t('approval:start.saveDraft')}
          </Button>
        )}
        <Button
          type="primary"
          loading={submit.isPending}
          disabled={missing.length > 0}
          onClick={() => void send(submit, 'approval:start.submitted')}
        >
          {t(start.returned ? 'approval:start.resubmit' : 'approval:start.submit')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Drawer open onClose={onClose} size="min(640px, 100vw)" title={start.title} footer={footer}>
      <Space direction="vertical" style={{ width: '100%' }} size="large">
        <FormRenderer form={start.form} value={values} onChange={setValues} errors={errors} />
        <ChoicePickers choices={choices} chosen={chosen} onChange={setChosen} />
        <section>
          <h4>{t('approval:start.flow')}</h4>
          {preview.data ? (
            <FlowPreview flow={preview.data.flow} people={preview.data.people} />
          ) : (
            <Alert type="info" showIcon title={t('approval:start.previewPending')} />
          )}
        </section>
      </Space>
    </Drawer>
  );
}
