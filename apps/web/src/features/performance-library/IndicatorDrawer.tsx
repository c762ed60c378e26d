import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CompetencyLevel, Indicator, IndicatorGroup, IndicatorKind } from '@renli/contracts';
import { Button, Drawer, Form, Grid, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSaveIndicator } from './api.ts';
import { completeRule, type RuleDraft, RuleFields } from './RuleFields.tsx';

interface Values {
  groupId?: number | null;
  name: string;
  definition: string;
  unit: string;
  rule: RuleDraft;
  keyResults: string[];
  levels: CompetencyLevel[];
}

const DEFAULT_LEVELS: CompetencyLevel[] = [
  { name: '卓越', description: '', score: '100' },
  { name: '良好', description: '', score: '80' },
  { name: '合格', description: '', score: '60' },
  { name: '待改进', description: '', score: '40' },
];
const LINEAR_DEFAULTS = { direction: 'higher', threshold: '0', cap: '100' } as const;

/** Adds or edits an indicator of `kind`; the fields follow the kind (rule, key results, levels). */
export function IndicatorDrawer({
  kind,
  indicator,
  groups,
  onClose,
}: {
  kind: IndicatorKind;
  indicator: Indicator | null;
  groups: readonly IndicatorGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation('performance-library');
  const [form] = Form.useForm<Values>();
  const save = useSaveIndicator();
  const narrow = Grid.useBreakpoint().md === false;
  const initial: Values = {
    groupId: indicator?.groupId ?? undefined,
    name: indicator?.name ?? '',
    definition: indicator?.definition ?? '',
    unit: indicator?.unit ?? '',
    // Every kind's fields start filled, so switching the kind in the form shows sensible values.
    rule: {
      ...LINEAR_DEFAULTS,
      steps: [{ from: '', score: '' }],
      ...(indicator?.rule ?? { kind: 'manual' }),
    },
    keyResults: indicator?.keyResults.length ? indicator.keyResults : [''],
    levels: indicator?.levels.length ? indicator.levels : DEFAULT_LEVELS,
  };

  const submit = async (values: Values) => {
    const rule = kind === 'kpi' ? completeRule({ ...LINEAR_DEFAULTS, ...values.rule }) : null;
    try {
      await save.mutateAsync({
        ...(indicator ? { id: indicator.id, version: indicator.version } : {}),
        kind,
        groupId: values.groupId ?? null,
        name: values.name,
        definition: values.definition,
        unit: values.unit,
        rule: rule ?? { kind: 'manual' },
        keyResults: kind === 'okr' ? values.keyResults.filter((k) => k.trim() !== '') : [],
        levels: kind === 'competency' ? values.levels : [],
      });
      toast.success(t('indicator.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <Drawer
      open
      size={narrow ? '100%' : 600}
      onClose={onClose}
      title={indicator ? t('indicator.editTitle', { name: indicator.name }) : t(`indicator.create.${kind}`)}
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
        <Form.Item
          name="name"
          label={t(`indicator.name.${kind}`)}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="groupId" label={t('indicator.group')}>
          <Select
            allowClear
            placeholder={t('indicator.noGroup')}
            options={groups.filter((g) => g.kind === kind).map((g) => ({ value: g.id, label: g.name }))}
          />
        </Form.Item>
        <Form.Item name="definition" label={t('indicator.definition')}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        {kind === 'kpi' && (
          <>
            <Form.Item name="unit" label={t('indicator.unit')}>
              <Input maxLength={20} placeholder={t('indicator.unitPlaceholder')} />
            </Form.Item>
            <RuleFields />
          </>
        )}
        {kind === 'okr' && (
          <Form.List name="keyResults">
            {(fields, { add, remove }) => (
              <Form.Item label={t('indicator.keyResults')} required>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" className="perf-library-row perf-library-wide">
                    <Form.Item
                      name={field.name}
                      rules={[{ required: true, whitespace: true, message: t('indicator.keyResultRule') }]}
                    >
                      <Input maxLength={200} placeholder={`KR${index + 1}`} aria-label={`KR${index + 1}`} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('actions.remove')}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                {fields.length < 10 && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} block>
                    {t('indicator.addKeyResult')}
                  </Button>
                )}
              </Form.Item>
            )}
          </Form.List>
        )}
        {kind === 'competency' && (
          <Form.List name="levels">
            {(fields, { add, remove }) => (
              <Form.Item label={t('indicator.levels')} extra={t('indicator.levelsHelp')} required>
                {fields.map((field) => (
                  <div key={field.key} className="perf-library-level">
                    <Space align="start" className="perf-library-row">
                      <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true }]}>
                        <Input
                          maxLength={20}
                          placeholder={t('indicator.levelName')}
                          aria-label={t('indicator.levelName')}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'score']}
                        rules={[{ required: true, pattern: /^\d{1,3}(\.\d{1,2})?$/ }]}
                      >
                        <Input
                          inputMode="decimal"
                          placeholder={t('indicator.levelScore')}
                          aria-label={t('indicator.levelScore')}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('actions.remove')}
                        disabled={fields.length <= 2}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                    <Form.Item name={[field.name, 'description']}>
                      <Input.TextArea
                        maxLength={500}
                        autoSize
                        placeholder={t('indicator.levelDescription')}
                      />
                    </Form.Item>
                  </div>
                ))}
                {fields.length < 10 && (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ name: '', score: '', description: '' })}
                    block
                  >
                    {t('indicator.addLevel')}
                  </Button>
                )}
              </Form.Item>
            )}
          </Form.List>
        )}
      </Form>
    </Drawer>
  );
}
