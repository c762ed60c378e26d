import {
  CHANNEL_KINDS,
  COLUMN_FIELD_TYPES,
  type DictItem,
  type DictType,
  GROUPED_DICT_TYPES,
  INSURANCE_KINDS,
} from '@renli/contracts';
import { Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** A column the type adds to the table, read from the item's `extra`. */
export interface ExtraColumn {
  key: string;
  titleKey: string;
  render: (extra: Record<string, unknown>, t: TFunction) => ReactNode;
}

/** What differs between the dictionary pages: their own fields and columns, and the group's meaning. */
export interface DictTypeConfig {
  grouped: boolean;
  /** i18n key of the group field ("group", "city code"). */
  groupLabelKey: string;
  tree: boolean;
  defaultExtra: Record<string, unknown>;
  columns: ExtraColumn[];
  /** Form items named `['extra', …]`. */
  fields: (t: TFunction) => ReactNode;
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
/** Rates are stored as percentages (16 means 16 %). */
export const percent = (value: unknown) => `${num(value)}%`;
export const yuan = (value: unknown) => `¥${num(value).toLocaleString('zh-CN')}`;

const percentInput = <InputNumber min={0} max={100} step={0.1} suffix="%" style={{ width: 110 }} />;
const moneyInput = <InputNumber min={0} max={10_000_000} prefix="¥" style={{ width: '100%' }} />;
const required = [{ required: true }];

const baseFields = (t: TFunction) => (
  <Space.Compact block>
    <Form.Item
      name={['extra', 'baseMin']}
      label={t('dicts:field.baseMin')}
      rules={required}
      style={{ flex: 1 }}
    >
      {moneyInput}
    </Form.Item>
    <Form.Item
      name={['extra', 'baseMax']}
      label={t('dicts:field.baseMax')}
      rules={required}
      style={{ flex: 1 }}
    >
      {moneyInput}
    </Form.Item>
  </Space.Compact>
);
const baseColumn: ExtraColumn = {
  key: 'base',
  titleKey: 'dicts:field.base',
  render: (extra) => `${yuan(extra.baseMin)} – ${yuan(extra.baseMax)}`,
};

const plain = (type: DictType, groupLabelKey = 'dicts:field.groupCode'): DictTypeConfig => ({
  grouped: GROUPED_DICT_TYPES.includes(type),
  groupLabelKey,
  tree: type === 'TreeTable',
  defaultExtra: {},
  columns: [],
  fields: () => null,
});

const insuranceDefault = Object.fromEntries(INSURANCE_KINDS.map((k) => [k, { company: 0, personal: 0 }]));

export const DICT_TYPE_CONFIG: Record<DictType, DictTypeConfig> = {
  Commonly: plain('Commonly'),
  TreeTable: plain('TreeTable'),
  ColumnMore: {
    ...plain('ColumnMore'),
    defaultExtra: { fieldType: 'text', options: [], required: false },
    columns: [
      {
        key: 'fieldType',
        titleKey: 'dicts:field.fieldType',
        render: (e, t) => t(`dicts:fieldType.${String(e.fieldType)}`),
      },
      {
        key: 'options',
        titleKey: 'dicts:field.options',
        render: (e) => (e.options as string[] | undefined)?.map((o) => <Tag key={o}>{o}</Tag>),
      },
      {
        key: 'required',
        titleKey: 'dicts:field.required',
        render: (e, t) => t(e.required ? 'dicts:yes' : 'dicts:no'),
      },
    ],
    fields: (t) => (
      <>
        <Form.Item name={['extra', 'fieldType']} label={t('dicts:field.fieldType')} rules={required}>
          <Select options={COLUMN_FIELD_TYPES.map((v) => ({ value: v, label: t(`dicts:fieldType.${v}`) }))} />
        </Form.Item>
        <Form.Item name={['extra', 'options']} label={t('dicts:field.options')}>
          <Select mode="tags" open={false} placeholder={t('dicts:hint.options')} />
        </Form.Item>
        <Form.Item name={['extra', 'required']} label={t('dicts:field.required')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </>
    ),
  },
  Traffic: {
    ...plain('Traffic'),
    defaultExtra: { amount: 0 },
    columns: [{ key: 'amount', titleKey: 'dicts:field.amount', render: (e) => yuan(e.amount) }],
    fields: (t) => (
      <Form.Item name={['extra', 'amount']} label={t('dicts:field.amount')} rules={required}>
        {moneyInput}
      </Form.Item>
    ),
  },
  TradingArea: {
    ...plain('TradingArea', 'dicts:field.cityCode'),
    defaultExtra: { district: '' },
    columns: [{ key: 'district', titleKey: 'dicts:field.district', render: (e) => String(e.district ?? '') }],
    fields: (t) => (
      <Form.Item name={['extra', 'district']} label={t('dicts:field.district')}>
        <Input maxLength={30} />
      </Form.Item>
    ),
  },
  SocialSecurity: {
    ...plain('SocialSecurity'),
    defaultExtra: { baseMin: 0, baseMax: 0, ...insuranceDefault },
    columns: [
      baseColumn,
      ...INSURANCE_KINDS.map((kind) => ({
        key: kind,
        titleKey: `dicts:insurance.${kind}`,
        render: (e: Record<string, unknown>) => {
          const rates = (e[kind] ?? {}) as { company?: number; personal?: number };
          return `${percent(rates.company)} / ${percent(rates.personal)}`;
        },
      })),
    ],
    fields: (t) => (
      <>
        {baseFields(t)}
        {INSURANCE_KINDS.map((kind) => (
          <Form.Item key={kind} label={t(`dicts:insurance.${kind}`)} required>
            <Space>
              <Form.Item name={['extra', kind, 'company']} noStyle rules={required}>
                {percentInput}
              </Form.Item>
              <span>{t('dicts:field.company')}</span>
              <Form.Item name={['extra', kind, 'personal']} noStyle rules={required}>
                {percentInput}
              </Form.Item>
              <span>{t('dicts:field.personal')}</span>
            </Space>
          </Form.Item>
        ))}
      </>
    ),
  },
  ProvidentFund: {
    ...plain('ProvidentFund'),
    defaultExtra: { baseMin: 0, baseMax: 0, companyRate: 0, personalRate: 0 },
    columns: [
      baseColumn,
      { key: 'companyRate', titleKey: 'dicts:field.companyRate', render: (e) => percent(e.companyRate) },
      { key: 'personalRate', titleKey: 'dicts:field.personalRate', render: (e) => percent(e.personalRate) },
    ],
    fields: (t) => (
      <>
        {baseFields(t)}
        <Form.Item name={['extra', 'companyRate']} label={t('dicts:field.companyRate')} rules={required}>
          {percentInput}
        </Form.Item>
        <Form.Item name={['extra', 'personalRate']} label={t('dicts:field.personalRate')} rules={required}>
          {percentInput}
        </Form.Item>
      </>
    ),
  },
  ChannelList: {
    ...plain('ChannelList'),
    defaultExtra: { kind: 'online', url: '' },
    columns: [
      {
        key: 'kind',
        titleKey: 'dicts:field.kind',
        render: (e, t) => t(`dicts:channelKind.${String(e.kind)}`),
      },
      {
        key: 'url',
        titleKey: 'dicts:field.url',
        render: (e) =>
          e.url ? (
            <a href={String(e.url)} target="_blank" rel="noreferrer">
              {String(e.url)}
            </a>
          ) : null,
      },
    ],
    fields: (t) => (
      <>
        <Form.Item name={['extra', 'kind']} label={t('dicts:field.kind')} rules={required}>
          <Select options={CHANNEL_KINDS.map((v) => ({ value: v, label: t(`dicts:channelKind.${v}`) }))} />
        </Form.Item>
        <Form.Item name={['extra', 'url']} label={t('dicts:field.url')}>
          <Input maxLength={300} placeholder="https://" />
        </Form.Item>
      </>
    ),
  },
};

/** The label in the page's language, falling back to Chinese when no English label was given. */
export const labelOf = (item: Pick<DictItem, 'labelZh' | 'labelEn'>, language: string) =>
  language.startsWith('en') && item.labelEn ? item.labelEn : item.labelZh;
