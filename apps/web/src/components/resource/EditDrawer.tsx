import { objectFields } from '@renli/contracts';
import { Alert, Button, Drawer, Form, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { resourceApi } from './api.ts';
import { CustomFormItems } from './CustomFormItems.tsx';
import { customFormValues, splitCustomValues, useCustomFields } from './custom-fields.ts';
import { declaredFields } from './declared-fields.ts';
import { DeclaredInput, rulesOf } from './FieldWidget.tsx';
import { fieldLabel } from './field-display.tsx';
import { useResourceSave } from './hooks.ts';
import type { BaseRow, ResourcePageConfig } from './types.ts';

const CONFLICT = 409;

interface Props<Row extends BaseRow> {
  config: ResourcePageConfig<Row>;
  /** The row to edit; null creates one. Mounted per row (keyed), so the form starts from it. */
  editing: Row | null;
  onClose: () => void;
}

/**
 * The form's start values. A null in the row becomes an empty field, which is not sent: a create
 * schema may accept "absent" where the row says null (an optional note), but not null itself.
 */
const valuesOf = (row: BaseRow | null, names: string[]) =>
  row
    ? Object.fromEntries(names.map((n) => [n, (row as unknown as Record<string, unknown>)[n] ?? undefined]))
    : {};

/**
 * Create/edit form whose fields and checks come from the contract's `create` schema. An update carries
 * the row's version: when someone else saved first (409) nothing was written, and the user may load
 * the current row and decide again.
 */
export function EditDrawer<Row extends BaseRow>({ config, editing, onClose }: Props<Row>) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const save = useResourceSave(config.resource);
  const [current, setCurrent] = useState(editing);
  const [conflict, setConflict] = useState(false);
  const fields = useMemo(() => objectFields(config.resource.schemas.create), [config.resource]);
  const declared = declaredFields(config.resource, 'form');
  const names = declared.map(([name]) => name);
  const custom = useCustomFields(config.resource);
  const startValues = (row: Row | null) => ({
    ...valuesOf(row, names),
    ...customFormValues(custom.fields, row),
  });

  const reload = async () => {
    if (!current) return;
    const fresh = await resourceApi(config.resource).get(current.id);
    setCurrent(fresh);
    setConflict(false);
    form.setFieldsValue(startValues(fresh));
  };

  const submit = async (values: Record<string, unknown>) => {
    try {
      const split = splitCustomValues(custom.fields, values);
      const own = config.submitValues ? config.submitValues(split.declared, current) : split.declared;
      const body = config.resource.customFields ? { ...own, custom: split.custom } : own;
      await save.mutateAsync({ editing: current, values: body });
      toast.success(t(current ? 'resource:toast.updated' : 'resource:toast.created'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === CONFLICT && current) setConflict(true);
      else showFormError(form, error);
    }
  };

  const noun = t(config.itemKey);
  return (
    <Drawer
      open
      onClose={onClose}
      title={t(current ? 'resource:drawer.edit' : 'resource:drawer.create', { name: noun })}
      extra={
        <Space>
          <Button onClick={onClose}>{t('resource:actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('resource:actions.save')}
          </Button>
        </Space>
      }
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          className="renli-resource-conflict"
          title={t('resource:conflict.message')}
          action={
            <Button size="small" onClick={() => void reload()}>
              {t('resource:conflict.reload')}
            </Button>
          }
        />
      )}
      {/* The form starts from the custom fields too, so it waits for them. */}
      {!custom.ready && <Spin />}
      {custom.ready && (
        <Form
          form={form}
          name="edit"
          layout="vertical"
          initialValues={startValues(editing)}
          onFinish={submit}
        >
          {declared.map(([name, spec]) => {
            const info = fields[name];
            if (!info) return null;
            const label = fieldLabel(spec, i18n.language);
            const slot = config.inputs?.[name];
            const input = typeof slot === 'function' ? slot(current) : slot;
            return (
              <Form.Item key={name} name={name} label={label} rules={rulesOf(info, label, t)}>
                {input ?? <DeclaredInput info={info} spec={spec} />}
              </Form.Item>
            );
          })}
          <CustomFormItems fields={custom.fields} />
        </Form>
      )}
    </Drawer>
  );
}
