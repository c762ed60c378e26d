import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  amountSchema,
  type ContributionKind,
  type ContributionScheme,
  type ItemRule,
  ROUNDING_RULES,
  SCHEME_MAX_ITEMS,
  type SchemeVersion,
} from '@renli/contracts';
import { Button, Card, Drawer, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemeSave } from '../api.ts';
import { amountRule, centsOf, itemsOf, percentRule, thisMonth } from '../kind.ts';
import { MonthField } from './MonthField.tsx';

/** What the editor opens on: nothing (a new scheme), a version to change, or one to start from. */
export interface SchemeEditing {
  scheme?: ContributionScheme;
  version?: SchemeVersion;
  /** Save the figures as a new version from another month instead of changing this one. */
  newVersion?: boolean;
}

interface Values {
  name: string;
  cityName: string;
  effectiveFrom: string;
  baseMin: string;
  baseMax: string;
  items: ItemRule[];
}

const blankItem = (item: ItemRule['item']): ItemRule => ({
  item,
  companyRate: '0',
  personalRate: '0',
  companyFixed: '0',
  personalFixed: '0',
  rounding: 'cent',
});

function startValues(kind: ContributionKind, { scheme, version, newVersion }: SchemeEditing): Values {
  return {
    name: scheme?.name ?? '',
    cityName: scheme?.cityName ?? '',
    effectiveFrom: newVersion || !version ? thisMonth() : version.effectiveFrom,
    baseMin: version?.baseMin ?? '0',
    baseMax: version?.baseMax ?? '0',
    items: version?.items ?? itemsOf(kind).map(blankItem),
  };
}

/**
 * A scheme's rules as the version of a month (saving a month that has one replaces it): the base floor
 * and ceiling and each item's rates, fixed amounts and rounding. A full-width drawer on phones.
 */
export function SchemeEditor({
  kind,
  editing,
  onClose,
}: {
  kind: ContributionKind;
  editing: SchemeEditing;
  onClose: () => void;
}) {
  const { t } = useTranslation('salary-insurance');
  const [form] = Form.useForm<Values>();
  const save = useSchemeSave();
  const { scheme } = editing;

  const submit = async ({ name, cityName, effectiveFrom, baseMin, baseMax, items }: Values) => {
    try {
      await save.mutateAsync({
        ...(scheme ? { id: scheme.id, version: scheme.version } : {}),
        kind,
        name,
        cityCode: scheme?.cityCode ?? '',
        cityName,
        rules: { effectiveFrom, baseMin, baseMax, items },
      });
      toast.success(t('scheme.saved', { name }));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  const required = { required: true, message: t('form.required') };
  const money = [required, amountRule(t('form.amount'))];
  const rate = [required, percentRule(t('form.percent'))];
  let title = t('scheme.create');
  if (scheme) title = editing.newVersion ? t('scheme.newVersionOf', { name: scheme.name }) : scheme.name;

  return (
    <Drawer
      open
      size="min(640px, 100vw)"
      onClose={onClose}
      title={title}
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={startValues(kind, editing)}
        onFinish={(values) => void submit(values)}
      >
        <div className="insurance-pair">
          <Form.Item name="name" label={t('scheme.name')} rules={[{ ...required, whitespace: true }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="cityName" label={t('scheme.city')}>
            <Input maxLength={30} />
          </Form.Item>
        </div>
        <Form.Item
          name="effectiveFrom"
          label={t('scheme.effectiveFrom')}
          rules={[required]}
          extra={t('scheme.effectiveHelp')}
        >
          <MonthField />
        </Form.Item>
        <div className="insurance-pair">
          <Form.Item name="baseMin" label={t('scheme.baseMin')} rules={money}>
            <Input inputMode="decimal" suffix={t('yuan')} />
          </Form.Item>
          <Form.Item
            name="baseMax"
            label={t('scheme.baseMax')}
            rules={[
              ...money,
              ({ getFieldValue }) => ({
                validator: (_, value: string) => {
                  // Compared as cents, never as floats (docs/product/salary.md); bad figures are the other rules'.
                  const [min, max] = [toCents(getFieldValue('baseMin')), toCents(value)];
                  return min === null || max === null || max >= min
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('scheme.maxBelowMin')));
                },
              }),
            ]}
          >
            <Input inputMode="decimal" suffix={t('yuan')} />
          </Form.Item>
        </div>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Card
                  key={field.key}
                  size="small"
                  className="insurance-item"
                  title={
                    <Form.Item name={[field.name, 'item']} noStyle>
                      <Select
                        aria-label={t('scheme.item')}
                        className="insurance-item-select"
                        options={itemsOf(kind).map((item) => ({ value: item, label: t(`items.${item}`) }))}
                      />
                    </Form.Item>
                  }
                  extra={
                    <Button
                      type="text"
                      danger
                      aria-label={t('actions.delete')}
                      icon={<DeleteOutlined />}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  }
                >
                  <div className="insurance-pair">
                    <Form.Item
                      name={[field.name, 'companyRate']}
                      label={t('scheme.companyRate')}
                      rules={rate}
                    >
                      <Input inputMode="decimal" suffix="%" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'personalRate']}
                      label={t('scheme.personalRate')}
                      rules={rate}
                    >
                      <Input inputMode="decimal" suffix="%" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'companyFixed']}
                      label={t('scheme.companyFixed')}
                      rules={money}
                    >
                      <Input inputMode="decimal" suffix={t('yuan')} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'personalFixed']}
                      label={t('scheme.personalFixed')}
                      rules={money}
                    >
                      <Input inputMode="decimal" suffix={t('yuan')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'rounding']} label={t('scheme.rounding')}>
                      <Select
                        options={ROUNDING_RULES.map((rule) => ({
                          value: rule,
                          label: t(`rounding.${rule}`),
                        }))}
                      />
                    </Form.Item>
                  </div>
                </Card>
              ))}
              {fields.length < SCHEME_MAX_ITEMS && (
                <Button
                  block
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => {
                    const taken = new Set((form.getFieldValue('items') as ItemRule[]).map((i) => i.item));
                    add(blankItem(itemsOf(kind).find((item) => !taken.has(item)) ?? itemsOf(kind)[0]));
                  }}
                >
                  {t('scheme.addItem')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}

/** An amount in cents, null for what is not an amount (the other rules say so). */
const toCents = (value: unknown) =>
  typeof value === 'string' && amountSchema.safeParse(value).success ? centsOf(value.trim()) : null;
