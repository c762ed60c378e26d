import { objectFields } from '@renli/contracts';
import { Button, Form, Modal, Popconfirm } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { FieldWidget, rulesOf } from './FieldWidget.tsx';
import { useResourceTransition } from './hooks.ts';
import type { BaseRow, ResourcePageConfig, TransitionConfig } from './types.ts';

const BAD_REQUEST = 400;

interface Props<Row extends BaseRow> {
  config: ResourcePageConfig<Row>;
  row: Row;
}

/**
 * The row's state-machine buttons: only the transitions the server says apply to it now, in the
 * config's order. One without input asks for confirmation; one with input opens its form.
 */
export function TransitionButtons<Row extends BaseRow>({ config, row }: Props<Row>) {
  const [open, setOpen] = useState<string | null>(null);
  const allowed = Object.entries(config.transitions ?? {}).filter(([name]) =>
    row.transitions?.includes(name),
  );
  return (
    <>
      {allowed.map(([name, transition]) =>
        transition.form?.length ? (
          <Button
            key={name}
            type="link"
            size="small"
            danger={transition.danger}
            onClick={() => setOpen(name)}
          >
            <Label transition={transition} />
          </Button>
        ) : (
          <Confirmed key={name} config={config} row={row} name={name} transition={transition} />
        ),
      )}
      {open && (
        <TransitionDialog
          config={config}
          row={row}
          name={open}
          transition={config.transitions![open]!}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

function Label({ transition }: { transition: TransitionConfig }) {
  const { t } = useTranslation();
  return <>{t(transition.labelKey)}</>;
}

interface StepProps<Row extends BaseRow> extends Props<Row> {
  name: string;
  transition: TransitionConfig;
}

/** The toast after a transition the server applied (or refused, when no form shows why). */
function useApply<Row extends BaseRow>(config: ResourcePageConfig<Row>, row: Row, name: string) {
  const { t } = useTranslation();
  const mutation = useResourceTransition(config.resource);
  const action = t(config.transitions![name]!.labelKey);
  const apply = async (input: Record<string, unknown> = {}) => {
    await mutation.mutateAsync({ ...input, id: row.id, version: row.version, name });
    toast.success(t('resource:toast.transitioned', { action }));
  };
  return { apply, pending: mutation.isPending, action };
}

function Confirmed<Row extends BaseRow>({ config, row, name, transition }: StepProps<Row>) {
  const { t } = useTranslation();
  const { apply, action } = useApply(config, row, name);
  return (
    <Popconfirm
      title={transition.confirmKey ? t(transition.confirmKey) : t('resource:confirm.transition', { action })}
      description={transition.descriptionKey ? t(transition.descriptionKey) : undefined}
      onConfirm={() =>
        apply().catch((error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
          toast.error(error.message);
        })
      }
    >
      <Button type="link" size="small" danger={transition.danger}>
        {action}
      </Button>
    </Popconfirm>
  );
}

/** The transition's input form; OK waits until every required field has a value. */
function TransitionDialog<Row extends BaseRow>({
  config,
  row,
  name,
  transition,
  onClose,
}: StepProps<Row> & { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { apply, pending, action } = useApply(config, row, name);
  const schema = config.resource.transitions?.[name]?.input;
  const fields = useMemo(() => (schema ? objectFields(schema) : {}), [schema]);
  const values = (Form.useWatch([], form) ?? {}) as Record<string, unknown>;
  const shown = (transition.form ?? []).filter((field) => fields[field.name]);
  const missing = shown.some((field) => {
    const value = values[field.name];
    return (
      fields[field.name]!.required && (value === undefined || value === null || String(value).trim() === '')
    );
  });

  const submit = async (input: Record<string, unknown>) => {
    try {
      await apply(input);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code !== BAD_REQUEST) {
        toast.error(error.message);
        onClose();
      } else showFormError(form, error);
    }
  };

  return (
    <Modal
      open
      title={action}
      okText={action}
      cancelText={t('resource:actions.cancel')}
      okButtonProps={{ disabled: missing, danger: transition.danger }}
      confirmLoading={pending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form form={form} name={`transition-${name}`} layout="vertical" onFinish={submit}>
        {shown.map((field) => {
          const info = fields[field.name]!;
          const label = t(field.labelKey);
          return (
            <Form.Item key={field.name} name={field.name} label={label} rules={rulesOf(info, label, t)}>
              <FieldWidget info={info} options={field.options} textarea={field.textarea} t={t} />
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
