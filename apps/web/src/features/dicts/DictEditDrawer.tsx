import { type DictItem, type DictTreeItem, type DictType, dictResource } from '@renli/contracts';
import type { FormInstance } from 'antd';
import { Alert, Button, Drawer, Form, Input, InputNumber, Space, Switch, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../components/resource/api.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { dictApi, useDictWrite } from './api.ts';
import { DICT_TYPE_CONFIG, labelOf } from './type-fields.tsx';

const CONFLICT = 409;

interface Props {
  type: DictType;
  /** The item to edit; null adds one. */
  editing: DictItem | null;
  /** Start values of a new item (its group, or its parent in a tree). */
  preset?: { groupCode?: string; parentId?: number | null };
  /** The group's tree, to choose a parent from (TreeTable only). */
  tree?: DictTreeItem[];
  onClose: () => void;
}

/** Server field paths are dotted (`extra.pension.company`); the form's names are arrays. */
export function showFieldErrors(form: FormInstance, error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  if (error.fields.length === 0) toast.error(error.message);
  form.setFields(error.fields.map((f) => ({ name: f.field.split('.'), errors: [f.message] })));
}

/** A tree without `without` and its descendants: an item cannot move under itself. */
const parentChoices = (items: DictTreeItem[], without: number | undefined, language: string): object[] =>
  items
    .filter((i) => i.id !== without)
    .map((i) => ({
      value: i.id,
      title: `${labelOf(i, language)} (${i.code})`,
      children: parentChoices(i.children ?? [], without, language),
    }));

export function DictEditDrawer({ type, editing, preset, tree, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const [current, setCurrent] = useState(editing);
  const [conflict, setConflict] = useState(false);
  const config = DICT_TYPE_CONFIG[type];
  const save = useDictWrite(dictApi.save);

  const submit = async (values: Record<string, unknown>) => {
    const body = {
      ...values,
      status: values.status === false ? 2 : 1,
      // A cleared parent makes a root; `undefined` would mean "unchanged".
      ...(config.tree ? { parentId: values.parentId ?? null } : {}),
      ...(current ? {} : { type }),
    };
    try {
      await save.mutateAsync([current, body]);
      toast.success(t(current ? 'dicts:toast.updated' : 'dicts:toast.created'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === CONFLICT) setConflict(true);
      else showFieldErrors(form, error);
    }
  };

  const reload = async () => {
    if (!current) return;
    const fresh = await resourceApi(dictResource).get(current.id);
    setCurrent(fresh);
    form.setFieldsValue({ ...fresh, status: fresh.status === 1 });
    setConflict(false);
  };

  const initial = current
    ? { ...current, status: current.status === 1 }
    : {
        groupCode: preset?.groupCode ?? '',
        parentId: preset?.parentId ?? null,
        sort: 0,
        status: true,
        extra: config.defaultExtra,
        labelEn: '',
      };

  return (
    <Drawer
      open
      width={520}
      onClose={onClose}
      title={t(current ? 'dicts:drawer.edit' : 'dicts:drawer.create', {
        type: t(`admin:menu.Parameter.${type}`),
      })}
      extra={
        <Space>
          <Button onClick={onClose}>{t('dicts:actions.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="dict-save"
          >
            {t('dicts:actions.save')}
          </Button>
        </Space>
      }
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('dicts:conflict')}
          action={
            <Button size="small" onClick={() => void reload()}>
              {t('dicts:actions.reload')}
            </Button>
          }
        />
      )}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        {config.grouped && (
          <Form.Item name="groupCode" label={t(config.groupLabelKey)} rules={[{ required: true }]}>
            <Input maxLength={40} disabled={config.tree} />
          </Form.Item>
        )}
        {config.tree && (
          <Form.Item name="parentId" label={t('dicts:field.parent')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={parentChoices(tree ?? [], current?.id, i18n.language)}
              placeholder={t('dicts:hint.root')}
            />
          </Form.Item>
        )}
        <Form.Item name="code" label={t('dicts:field.code')} rules={[{ required: true }, { max: 40 }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="labelZh" label={t('dicts:field.labelZh')} rules={[{ required: true }, { max: 60 }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="labelEn" label={t('dicts:field.labelEn')} rules={[{ max: 60 }]}>
          <Input maxLength={60} />
        </Form.Item>
        {config.fields(t)}
        <Form.Item name="sort" label={t('dicts:field.sort')}>
          <InputNumber min={0} max={99999} />
        </Form.Item>
        <Form.Item name="status" label={t('dicts:field.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
