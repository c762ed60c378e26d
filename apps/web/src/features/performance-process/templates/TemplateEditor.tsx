import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  REVIEWER_RELATIONS,
  type SaveTemplateBody,
  SECTION_KINDS,
  STANDARD_TEMPLATE,
  type Template,
  type TemplateConfig,
} from '@renli/contracts';
import {
  Alert,
  Button,
  Drawer,
  Form,
  Grid,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveTemplate } from './api.ts';
import { PeopleSelect } from './PeopleSelect.tsx';
import { isComplete, weightSum } from './weights.ts';

/** A new template starts as the common quarterly one (docs/product/performance.md, "Templates"). */
export const NEW_TEMPLATE: TemplateConfig = STANDARD_TEMPLATE;
const SCALE_MAX = { hundred: '100', five: '5' } as const;
const NUMBER_PATTERN = /^\d{1,9}(\.\d{1,4})?$/;

interface Values {
  name: string;
  description: string;
  config: Omit<TemplateConfig, 'distribution'> & {
    distribution: NonNullable<TemplateConfig['distribution']>;
  };
  forced: boolean;
}

/** The live sum of a weight list: green at exactly 100, red otherwise. */
function WeightTotal({ path }: { path: string }) {
  const { t } = useTranslation('performance-process', { keyPrefix: 'templates' });
  const rows = (Form.useWatch(['config', path]) ?? []) as { weight?: string }[];
  const weights = rows.map((r) => r?.weight);
  return (
    <Typography.Text type={isComplete(weights) ? 'success' : 'danger'} data-testid={`${path}-sum`}>
      {t('editor.sum', { sum: weightSum(weights) })}
    </Typography.Text>
  );
}

/** 模板编辑: sections, scale, reviewer levels, grade bands, forced distribution, approval and 360 minimums. */
export function TemplateEditor({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const { t } = useTranslation('performance-process', { keyPrefix: 'templates' });
  const [form] = Form.useForm<Values>();
  const save = useSaveTemplate();
  const narrow = Grid.useBreakpoint().md === false;
  const [problem, setProblem] = useState<string | null>(null);
  const NUMBER = [{ required: true, pattern: NUMBER_PATTERN, message: t('editor.numberRule') }];
  const config = template?.config ?? NEW_TEMPLATE;
  const initial: Values = {
    name: template?.name ?? '',
    description: template?.description ?? '',
    config: {
      ...config,
      distribution: config.distribution ?? { scope: 'department', limits: [{ grade: 'S', max: '10' }] },
    },
    forced: config.distribution !== null,
  };
  const scaleKind = Form.useWatch(['config', 'scale', 'kind'], form) ?? config.scale.kind;
  const forced = Form.useWatch('forced', form) ?? initial.forced;
  const sections = (Form.useWatch(['config', 'sections'], form) ??
    config.sections) as TemplateConfig['sections'];
  const reviewers = (Form.useWatch(['config', 'reviewers'], form) ??
    config.reviewers) as TemplateConfig['reviewers'];
  const bands = (Form.useWatch(['config', 'bands'], form) ?? config.bands) as TemplateConfig['bands'];
  const has360 = sections.some((s) => s?.kind === 'review360');

  const submit = async (values: Values) => {
    setProblem(null);
    const limits = values.config.distribution.limits.map((l) => ({
      grade: l.grade,
      ...(l.max ? { max: l.max } : {}),
      ...(l.min ? { min: l.min } : {}),
    }));
    const body: SaveTemplateBody = {
      ...(template ? { id: template.id, version: template.version } : {}),
      name: values.name,
      description: values.description,
      config: {
        ...values.config,
        reviewers: values.config.reviewers.map((r) => ({ ...r, userIds: r.userIds ?? [] })),
        distribution: values.forced ? { ...values.config.distribution, limits } : null,
      },
    };
    try {
      await save.mutateAsync(body);
      toast.success(t('editor.saved'));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    }
  };

  const remove = (onRemove: () => void, disabled: boolean) => (
    <Button
      type="text"
      icon={<DeleteOutlined />}
      aria-label={t('actions.remove')}
      disabled={disabled}
      onClick={onRemove}
    />
  );

  return (
    <Drawer
      open
      size={narrow ? '100%' : 760}
      onClose={onClose}
      title={template ? t('editor.editTitle', { name: template.name }) : t('editor.create')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      {template && template.cycles > 0 && (
        <Alert
          className="perf-templates-gap"
          type="info"
          showIcon
          title={t('editor.inUse', { count: template.cycles })}
        />
      )}
      {problem && <Alert className="perf-templates-gap" type="error" showIcon title={problem} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        // Hidden parts (distribution off, no 360 section) keep their values in the store: read them all.
        onFinish={() => void submit(form.getFieldsValue(true) as Values)}
        onValuesChange={(changed: Partial<Values>) => {
          const kind = changed.config?.scale?.kind;
          if (kind && kind !== 'custom') form.setFieldValue(['config', 'scale', 'max'], SCALE_MAX[kind]);
        }}
      >
        <Form.Item name="name" label={t('editor.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="description" label={t('editor.description')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>

        <Typography.Title level={5}>{t('editor.scale')}</Typography.Title>
        <Space wrap align="start">
          <Form.Item name={['config', 'scale', 'kind']}>
            <Radio.Group
              optionType="button"
              options={(['hundred', 'five', 'custom'] as const).map((value) => ({
                value,
                label: t(`scale.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name={['config', 'scale', 'max']} rules={NUMBER}>
            <Input
              prefix={t('editor.max')}
              disabled={scaleKind !== 'custom'}
              inputMode="decimal"
              style={{ width: 140 }}
            />
          </Form.Item>
        </Space>

        <div className="perf-templates-heading">
          <Typography.Title level={5}>{t('editor.sections')}</Typography.Title>
          <WeightTotal path="sections" />
        </div>
        <Form.List name={['config', 'sections']}>
          {(fields, { add, remove: drop }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="perf-templates-row">
                  <Form.Item name={[field.name, 'kind']}>
                    <Select
                      aria-label={`${t('editor.sectionKind')} ${index + 1}`}
                      options={SECTION_KINDS.map((value) => ({ value, label: t(`section.${value}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true }]}>
                    <Input maxLength={40} aria-label={`${t('editor.sectionName')} ${index + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'weight']} rules={NUMBER}>
                    <Input
                      inputMode="decimal"
                      suffix="%"
                      aria-label={`${t('editor.sectionWeight')} ${index + 1}`}
                    />
                  </Form.Item>
                  {remove(() => drop(field.name), fields.length === 1)}
                </div>
              ))}
              {fields.length < 8 && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  block
                  onClick={() => add({ kind: 'okr', name: '', weight: '0' })}
                >
                  {t('editor.addSection')}
                </Button>
              )}
            </>
          )}
        </Form.List>

        <div className="perf-templates-heading">
          <Typography.Title level={5}>{t('editor.reviewers')}</Typography.Title>
          <WeightTotal path="reviewers" />
        </div>
        <Typography.Paragraph type="secondary">{t('editor.reviewersHelp')}</Typography.Paragraph>
        <Form.List name={['config', 'reviewers']}>
          {(fields, { add, remove: drop }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="perf-templates-level">
                  <div className="perf-templates-row">
                    <Typography.Text className="perf-templates-order">
                      {t('editor.level', { n: index + 1 })}
                    </Typography.Text>
                    <Form.Item name={[field.name, 'relation']}>
                      <Select
                        aria-label={`${t('editor.relation')} ${index + 1}`}
                        options={REVIEWER_RELATIONS.map((value) => ({
                          value,
                          label: t(`relation.${value}`),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'weight']} rules={NUMBER}>
                      <Input
                        inputMode="decimal"
                        suffix="%"
                        aria-label={`${t('editor.reviewerWeight')} ${index + 1}`}
                      />
                    </Form.Item>
                    {remove(() => drop(field.name), fields.length === 1)}
                  </div>
                  {reviewers[index]?.relation === 'designated' && (
                    <Form.Item
                      name={[field.name, 'userIds']}
                      rules={[{ required: true, message: t('editor.peopleRule') }]}
                    >
                      <PeopleSelect placeholder={t('editor.people')} />
                    </Form.Item>
                  )}
                </div>
              ))}
              {fields.length < 6 && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  block
                  onClick={() => add({ relation: 'designated', weight: '0', userIds: [] })}
                >
                  {t('editor.addLevel')}
                </Button>
              )}
            </>
          )}
        </Form.List>

        <Typography.Title level={5}>{t('editor.bands')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('editor.bandsHelp')}</Typography.Paragraph>
        <Form.List name={['config', 'bands']}>
          {(fields, { add, remove: drop }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="perf-templates-row">
                  <Form.Item name={[field.name, 'grade']} rules={[{ required: true, whitespace: true }]}>
                    <Input
                      maxLength={4}
                      prefix={t('editor.grade')}
                      aria-label={`${t('editor.grade')} ${index + 1}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'min']} rules={NUMBER}>
                    <Input inputMode="decimal" prefix="≥" aria-label={`${t('editor.min')} ${index + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'coefficient']} rules={NUMBER}>
                    <Input
                      inputMode="decimal"
                      prefix="×"
                      aria-label={`${t('editor.coefficient')} ${index + 1}`}
                    />
                  </Form.Item>
                  {remove(() => drop(field.name), fields.length === 1)}
                </div>
              ))}
              {fields.length < 10 && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  block
                  onClick={() => add({ grade: '', min: '0', coefficient: '1' })}
                >
                  {t('editor.addBand')}
                </Button>
              )}
            </>
          )}
        </Form.List>

        <div className="perf-templates-heading">
          <Typography.Title level={5}>{t('editor.distribution')}</Typography.Title>
          <Form.Item name="forced" valuePropName="checked" noStyle>
            <Switch aria-label={t('editor.distribution')} />
          </Form.Item>
        </div>
        {forced && (
          <>
            <Form.Item name={['config', 'distribution', 'scope']}>
              <Radio.Group
                options={(['department', 'cycle'] as const).map((value) => ({
                  value,
                  label: t(`scope.${value}`),
                }))}
              />
            </Form.Item>
            <Form.List name={['config', 'distribution', 'limits']}>
              {(fields, { add, remove: drop }) => (
                <>
                  {fields.map((field, index) => (
                    <div key={field.key} className="perf-templates-row">
                      <Form.Item name={[field.name, 'grade']} rules={[{ required: true }]}>
                        <Select
                          aria-label={`${t('editor.grade')} ${index + 1}`}
                          options={bands
                            .filter((b) => b?.grade)
                            .map((b) => ({ value: b.grade, label: b.grade }))}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'max']}>
                        <Input inputMode="decimal" prefix={t('editor.atMost')} suffix="%" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'min']}>
                        <Input inputMode="decimal" prefix={t('editor.atLeast')} suffix="%" />
                      </Form.Item>
                      {remove(() => drop(field.name), fields.length === 1)}
                    </div>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    block
                    onClick={() => add({ grade: undefined })}
                  >
                    {t('editor.addLimit')}
                  </Button>
                </>
              )}
            </Form.List>
          </>
        )}

        <Typography.Title level={5}>{t('editor.other')}</Typography.Title>
        <Form.Item
          name={['config', 'targetApproval']}
          valuePropName="checked"
          label={t('editor.targetApproval')}
          extra={t('editor.targetApprovalHelp')}
        >
          <Switch />
        </Form.Item>
        {has360 && (
          <Form.Item label={t('editor.raterMinimums')}>
            <div className="perf-templates-minimums">
              {(['peer', 'subordinate', 'superior', 'external'] as const).map((relation) => (
                <Form.Item
                  key={relation}
                  name={['config', 'raterMinimums', relation]}
                  label={t(`rater.${relation}`)}
                >
                  <InputNumber min={0} max={20} precision={0} />
                </Form.Item>
              ))}
            </div>
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
