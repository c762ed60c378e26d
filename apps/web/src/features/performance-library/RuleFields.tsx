import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { labelIn, RULE_DIRECTION_LABELS, RULE_KIND_LABELS, type ScoringRule } from '@renli/contracts';
import { Button, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRulePreview } from './api.ts';

const NUMBER = /^-?\d{1,9}(\.\d{1,4})?$/;
const RULE_KINDS = ['manual', 'linear', 'stepped'] as const;

/** The rule as the form holds it: every kind's fields, some still empty. */
export interface RuleDraft {
  kind?: ScoringRule['kind'];
  direction?: 'higher' | 'lower';
  target?: string;
  threshold?: string;
  cap?: string;
  steps?: { from?: string; score?: string }[];
}

const ok = (v: unknown): v is string => typeof v === 'string' && NUMBER.test(v.trim());

/** The rule as the server takes it, or null while a number is missing or malformed. */
export function completeRule(rule: RuleDraft | undefined): ScoringRule | null {
  if (!rule?.kind) return null;
  if (rule.kind === 'manual') return { kind: 'manual' };
  const direction = rule.direction ?? 'higher';
  if (rule.kind === 'linear') {
    const { target, threshold = '0', cap = '100' } = rule;
    if (!ok(target) || !ok(threshold) || !ok(cap)) return null;
    return { kind: 'linear', direction, target: target.trim(), threshold: threshold.trim(), cap: cap.trim() };
  }
  const steps = rule.steps ?? [];
  const complete = steps.flatMap((s) =>
    ok(s?.from) && ok(s?.score) ? [{ from: s.from.trim(), score: s.score.trim() }] : [],
  );
  return complete.length === 0 || complete.length < steps.length
    ? null
    : { kind: 'stepped', direction, steps: complete };
}

/** "实际 92 → 得分 92.00": the server engine's score of a sample actual under the rule as typed. */
function RulePreviewLine({ rule }: { rule: ScoringRule | null }) {
  const { t } = useTranslation('performance-library');
  const [actual, setActual] = useState('');
  const sample = useDeferredValue(actual.trim());
  const body = rule && rule.kind !== 'manual' && NUMBER.test(sample) ? { rule, actual: sample } : null;
  const preview = useRulePreview(body);
  return (
    <div className="perf-library-preview" data-testid="rule-preview">
      <Space wrap>
        <Typography.Text>{t('rule.previewActual')}</Typography.Text>
        <Input
          aria-label={t('rule.previewActual')}
          inputMode="decimal"
          value={actual}
          onChange={(e) => setActual(e.target.value)}
          style={{ width: 120 }}
        />
        {body && preview.data && (
          <Typography.Text type={preview.data.problem ? 'danger' : undefined} strong={!preview.data.problem}>
            {preview.data.problem ??
              t('rule.previewLine', { actual: sample, score: preview.data.score ?? '—' })}
          </Typography.Text>
        )}
      </Space>
      <Typography.Paragraph type="secondary">{t('rule.previewHelp')}</Typography.Paragraph>
    </div>
  );
}

/** A KPI's scoring rule: the fields change with its kind (manual, linear, stepped), with a live preview. */
export function RuleFields() {
  const { t, i18n } = useTranslation('performance-library');
  const form = Form.useFormInstance();
  const rule = Form.useWatch('rule', form) as RuleDraft | undefined;
  const kind = rule?.kind ?? 'manual';
  const number = [{ required: true, pattern: NUMBER, message: t('rule.numberRule') }];
  const direction = (
    <Form.Item name={['rule', 'direction']} label={t('rule.direction')}>
      <Radio.Group
        options={(['higher', 'lower'] as const).map((value) => ({
          value,
          label: labelIn(RULE_DIRECTION_LABELS[value], i18n.language),
        }))}
      />
    </Form.Item>
  );
  return (
    <>
      <Form.Item name={['rule', 'kind']} label={t('rule.kind')} extra={t(`rule.help.${kind}`)}>
        <Select
          options={RULE_KINDS.map((value) => ({
            value,
            label: labelIn(RULE_KIND_LABELS[value], i18n.language),
          }))}
        />
      </Form.Item>
      {kind === 'linear' && (
        <>
          {direction}
          <Form.Item name={['rule', 'target']} label={t('rule.target')} rules={number}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Space.Compact block>
            <Form.Item
              name={['rule', 'threshold']}
              label={t('rule.threshold')}
              rules={number}
              style={{ flex: 1 }}
            >
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
            <Form.Item name={['rule', 'cap']} label={t('rule.cap')} rules={number} style={{ flex: 1 }}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Space.Compact>
        </>
      )}
      {kind === 'stepped' && (
        <>
          {direction}
          <Form.List name={['rule', 'steps']}>
            {(fields, { add, remove }) => (
              <Form.Item label={t('rule.steps')} extra={t('rule.stepsHelp')}>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" className="perf-library-row">
                    <Form.Item name={[field.name, 'from']} rules={number}>
                      <Input
                        inputMode="decimal"
                        prefix={t('rule.from')}
                        aria-label={`${t('rule.from')} ${index + 1}`}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'score']} rules={number}>
                      <Input
                        inputMode="decimal"
                        prefix={t('rule.score')}
                        aria-label={`${t('rule.score')} ${index + 1}`}
                      />
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
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ from: '', score: '' })}
                  block
                >
                  {t('rule.addStep')}
                </Button>
              </Form.Item>
            )}
          </Form.List>
        </>
      )}
      {kind !== 'manual' && <RulePreviewLine rule={completeRule(rule)} />}
    </>
  );
}
