import {
  labelIn,
  PRORATE_RULES,
  type ProrateRule,
  type SalaryGroup,
  type SalaryItem,
  SERVICE_FEE_KINDS,
  SERVICE_FEE_LABELS,
} from '@renli/contracts';
import { Button, Drawer, Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSaveGroup } from './api.ts';

interface Values {
  name: string;
  employeeType: 1 | 2;
  clientCompany?: string;
  prorate: ProrateRule;
  items: string[];
  hidden: string[];
  overtimeBaseItems: string[];
  feeKind?: (typeof SERVICE_FEE_KINDS)[number] | null;
  feeValue?: string;
}

/**
 * Adds or edits a salary group: the items in the order chosen (the system items always follow),
 * which the payslip hides, the overtime base, and for HRO the client and the service fee.
 */
export function GroupDrawer({
  group,
  items,
  employeeType,
  onClose,
}: {
  group: SalaryGroup | null;
  items: readonly SalaryItem[];
  employeeType: 1 | 2;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('salary-wage');
  const [form] = Form.useForm<Values>();
  const save = useSaveGroup();
  const type = Form.useWatch('employeeType', form) ?? group?.employeeType ?? employeeType;
  const chosen = Form.useWatch('items', form) ?? [];
  const choosable = items.filter((i) => !i.system && i.enabled);
  const nameOf = new Map(items.map((i) => [i.code, i.name]));
  const initial: Values = {
    name: group?.name ?? '',
    employeeType: group?.employeeType ?? employeeType,
    clientCompany: group?.clientCompany ?? '',
    prorate: group?.prorate ?? 'payDays',
    items: group?.items.map((i) => i.code).filter((c) => choosable.some((i) => i.code === c)) ?? [],
    hidden: group?.items.filter((i) => !i.showOnPayslip).map((i) => i.code) ?? [],
    overtimeBaseItems: group?.overtimeBaseItems ?? [],
    feeKind: group?.feeKind ?? null,
    feeValue: group?.feeValue ? String(Number(group.feeValue)) : '',
  };

  const submit = async (values: Values) => {
    const hro = values.employeeType === 2;
    try {
      await save.mutateAsync({
        ...(group ? { id: group.id, version: group.version } : {}),
        name: values.name,
        employeeType: values.employeeType,
        clientCompany: hro ? values.clientCompany : null,
        prorate: values.prorate,
        overtimeBaseItems: values.overtimeBaseItems,
        items: [...values.items, ...items.filter((i) => i.system).map((i) => i.code)].map((code) => ({
          code,
          showOnPayslip: !values.hidden.includes(code),
        })),
        feeKind: hro ? values.feeKind || null : null,
        feeValue: hro && values.feeKind ? values.feeValue : null,
      });
      toast.success(t('group.saved'));
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
      title={group ? t('group.editTitle', { name: group.name }) : t('group.create')}
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
        <Form.Item name="name" label={t('group.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="employeeType" label={t('group.employeeType')}>
          <Radio.Group
            disabled={!!group && group.archives > 0}
            options={[
              { value: 1, label: t('type.1') },
              { value: 2, label: t('type.2') },
            ]}
          />
        </Form.Item>
        {type === 2 && (
          <Form.Item
            name="clientCompany"
            label={t('group.clientCompany')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        )}
        <Form.Item name="prorate" label={t('group.prorate')} extra={t('group.prorateHelp')}>
          <Select options={PRORATE_RULES.map((value) => ({ value, label: t(`prorate.${value}`) }))} />
        </Form.Item>
        <Form.Item name="items" label={t('group.items')} extra={t('group.itemsHelp')}>
          <Select
            mode="multiple"
            aria-label={t('group.items')}
            options={choosable.map((i) => ({ value: i.code, label: i.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="hidden" label={t('group.hidden')}>
          <Select
            mode="multiple"
            options={[...chosen, ...items.filter((i) => i.system).map((i) => i.code)].map((code) => ({
              value: code,
              label: nameOf.get(code) ?? code,
            }))}
          />
        </Form.Item>
        <Form.Item name="overtimeBaseItems" label={t('group.overtimeBase')}>
          <Select
            mode="multiple"
            options={chosen
              .filter((code) => items.find((i) => i.code === code)?.source === 'fixed')
              .map((code) => ({ value: code, label: nameOf.get(code) ?? code }))}
          />
        </Form.Item>
        {type === 2 && (
          <Space.Compact block>
            <Form.Item name="feeKind" label={t('group.fee')} style={{ flex: 1 }}>
              <Select
                allowClear
                options={SERVICE_FEE_KINDS.map((value) => ({
                  value,
                  label: labelIn(SERVICE_FEE_LABELS[value], i18n.language),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="feeValue"
              label={t('group.feeValue')}
              style={{ flex: 1 }}
              rules={[{ pattern: /^\d{1,12}(\.\d{1,4})?$/, message: t('group.feeRule') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Space.Compact>
        )}
      </Form>
    </Drawer>
  );
}
