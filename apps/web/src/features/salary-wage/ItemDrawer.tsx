import {
  ITEM_EFFECT_LABELS,
  ITEM_EFFECTS,
  ITEM_SOURCE_LABELS,
  type ItemEffect,
  type ItemSource,
  labelIn,
  ROUNDING_RULES,
  type RoundingRule,
  type SalaryItem,
} from '@renli/contracts';
import { Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSaveItem } from './api.ts';
import { FormulaEditor } from './FormulaEditor.tsx';

interface Values {
  name: string;
  code: string;
  source: ItemSource;
  effect: ItemEffect;
  taxFree: boolean;
  formula?: string;
  rounding: RoundingRule;
  prorated: boolean;
  showOnPayslip: boolean;
  sort: number;
  enabled: boolean;
}

const SOURCES: ItemSource[] = ['fixed', 'input', 'formula'];

/** Adds or edits a wage item; a system item keeps its code, source and effect. */
export function ItemDrawer({
  item,
  items,
  onClose,
}: {
  item: SalaryItem | null;
  items: readonly SalaryItem[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('salary-wage');
  const [form] = Form.useForm<Values>();
  const save = useSaveItem();
  const source = Form.useWatch('source', form) ?? item?.source ?? 'fixed';
  const effect = Form.useWatch('effect', form) ?? item?.effect ?? 'earning';
  const code = Form.useWatch('code', form) ?? '';
  const name = Form.useWatch('name', form) ?? '';
  const system = item?.system ?? false;
  const initial: Values = {
    name: item?.name ?? '',
    code: item?.code ?? '',
    source: item?.source ?? 'fixed',
    effect: item?.effect ?? 'earning',
    taxFree: item?.taxFree ?? false,
    formula: item?.formula ?? '',
    rounding: item?.rounding ?? 'cent',
    prorated: item?.prorated ?? false,
    showOnPayslip: item?.showOnPayslip ?? true,
    sort: item?.sort ?? (items.filter((i) => !i.system).length + 1) * 10,
    enabled: item?.enabled ?? true,
  };

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        ...(item?.id ? { id: item.id, version: item.version } : {}),
        ...values,
        formula: values.source === 'formula' ? values.formula : null,
      });
      toast.success(t('item.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <Drawer
      open
      size={560}
      onClose={onClose}
      title={item ? t('item.editTitle', { name: item.name }) : t('item.create')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t('item.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('item.code')}
          extra={t('item.codeHelp')}
          rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/, message: t('item.codeRule') }]}
        >
          <Input maxLength={40} disabled={system} />
        </Form.Item>
        <Form.Item name="source" label={t('item.source')}>
          <Select
            disabled={system}
            options={(system ? (['system'] as ItemSource[]) : SOURCES).map((value) => ({
              value,
              label: labelIn(ITEM_SOURCE_LABELS[value], i18n.language),
            }))}
          />
        </Form.Item>
        <Form.Item name="effect" label={t('item.effect')} extra={t(`effectHelp.${effect}`)}>
          <Select
            disabled={system}
            options={ITEM_EFFECTS.map((value) => ({
              value,
              label: labelIn(ITEM_EFFECT_LABELS[value], i18n.language),
            }))}
          />
        </Form.Item>
        {source === 'formula' && (
          <Form.Item name="formula" label={t('item.formula')} rules={[{ required: true, whitespace: true }]}>
            <FormulaEditor
              code={code}
              name={name}
              effect={effect}
              items={items.filter((i) => i.code !== item?.code)}
            />
          </Form.Item>
        )}
        {effect === 'earning' && !system && (
          <Form.Item
            name="taxFree"
            label={t('item.taxFree')}
            extra={t('item.taxFreeHelp')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        )}
        {source === 'fixed' && (
          <Form.Item
            name="prorated"
            label={t('item.prorated')}
            extra={t('item.proratedHelp')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        )}
        <Form.Item name="rounding" label={t('item.rounding')}>
          <Select options={ROUNDING_RULES.map((value) => ({ value, label: t(`rounding.${value}`) }))} />
        </Form.Item>
        <Form.Item name="showOnPayslip" label={t('item.showOnPayslip')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={t('item.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        {!system && (
          <Form.Item name="enabled" label={t('item.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
