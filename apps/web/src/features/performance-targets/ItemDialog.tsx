import type { SectionKind, SheetItem, SheetItemSave } from '@renli/contracts';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { useIndicators, useSaveItem } from './api.ts';

interface Values {
  indicatorId?: number;
  name: string;
  definition?: string;
  unit?: string;
  weight: number;
  targetText?: string;
  ruleKind: 'manual' | 'linear';
  target?: number;
  direction?: 'higher' | 'lower';
}

/** Adds or edits one target of a section, freely or from the library (its fields are copied). */
export function ItemDialog({
  sheetId,
  section,
  kind,
  item,
  onClose,
}: {
  sheetId: number;
  section: number;
  kind: SectionKind;
  item: SheetItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('performance-targets');
  const [form] = Form.useForm<Values>();
  const save = useSaveItem();
  const libraryKind = kind === 'review360' ? undefined : kind;
  const indicators = useIndicators(libraryKind, item === null);
  const ruleKind = Form.useWatch('ruleKind', form);
  const initial: Partial<Values> = item
    ? {
        name: item.name,
        definition: item.definition,
        unit: item.unit,
        weight: Number(item.weight),
        targetText: item.targetText,
        ruleKind: item.rule.kind === 'linear' ? 'linear' : 'manual',
        ...(item.rule.kind === 'linear'
          ? { target: Number(item.rule.target), direction: item.rule.direction }
          : {}),
      }
    : { ruleKind: 'manual', direction: 'higher' };
  const pick = (id: number | undefined) => {
    const found = indicators.data?.find((i) => i.id === id);
    if (!found) return;
    form.setFieldsValue({
      name: found.name,
      definition: found.definition,
      unit: found.unit,
      ruleKind: found.rule.kind === 'linear' ? 'linear' : 'manual',
      ...(found.rule.kind === 'linear'
        ? { target: Number(found.rule.target), direction: found.rule.direction }
        : {}),
    });
  };
  const submit = async () => {
    const v = await form.validateFields();
    const body: SheetItemSave = {
      sheetId,
      section,
      ...(item ? { id: item.id } : {}),
      indicatorId: item ? item.indicatorId : (v.indicatorId ?? null),
      name: v.name,
      definition: v.definition ?? '',
      unit: v.unit ?? '',
      weight: String(v.weight),
      targetText: v.targetText ?? '',
      rule:
        kind === 'kpi' && v.ruleKind === 'linear' && v.target !== undefined
          ? {
              kind: 'linear',
              target: String(v.target),
              direction: v.direction ?? 'higher',
              threshold: '0',
              cap: '120',
            }
          : item && item.rule.kind === 'stepped'
            ? item.rule
            : { kind: 'manual' },
      keyResults: item?.keyResults ?? [],
      levels: item?.levels ?? [],
    };
    try {
      await save.mutateAsync(body);
      toast.success(t('item.saved'));
      onClose();
    } catch (error) {
      // The HTTP client has shown the server's message already.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  return (
    <Modal
      open
      title={item ? t('item.edit') : t('item.add')}
      onOk={() => void submit()}
      okText={t('item.save')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        {item === null && (
          <Form.Item name="indicatorId" label={t('item.fromLibrary')} extra={t('item.fromLibraryHelp')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={indicators.isLoading}
              placeholder={t('item.libraryPlaceholder')}
              notFoundContent={t('item.libraryEmpty')}
              options={(indicators.data ?? []).map((i) => ({ value: i.id, label: i.name }))}
              onChange={pick}
            />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('item.name')} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="definition" label={t('item.definition')} rules={[{ max: 1000 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="targetText" label={t('item.targetText')} rules={[{ max: 500 }]}>
          <Input placeholder={t('item.targetTextPlaceholder')} />
        </Form.Item>
        <Form.Item name="weight" label={t('item.weight')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} precision={2} addonAfter="%" style={{ width: '100%' }} />
        </Form.Item>
        {kind === 'kpi' && (
          <>
            <Form.Item name="unit" label={t('item.unit')} rules={[{ max: 20 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="ruleKind" label={t('item.rule')}>
              <Select
                options={[
                  { value: 'manual', label: t('item.ruleManual') },
                  { value: 'linear', label: t('item.ruleLinear') },
                ]}
              />
            </Form.Item>
            {ruleKind === 'linear' && (
              <>
                <Form.Item name="target" label={t('item.target')} rules={[{ required: true }]}>
                  <InputNumber min={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name="direction" label={t('item.direction')}>
                  <Select
                    options={[
                      { value: 'higher', label: t('item.higher') },
                      { value: 'lower', label: t('item.lower') },
                    ]}
                  />
                </Form.Item>
              </>
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}
