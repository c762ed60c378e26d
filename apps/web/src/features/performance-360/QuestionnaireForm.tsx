import type { Questionnaire } from '@renli/contracts';
import { Button, Card, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';

type Values = Record<string, { score?: number | string; comment?: string }>;

/** One answer as the submit endpoints take it: a decimal string score and an optional comment. */
export interface Answer360 {
  itemId: number;
  score: string;
  comment: string;
}

/**
 * One questionnaire, one column: a level to pick (or a score on the scale) and a comment per question
 * (docs/product/performance.md, "360": every question answered, once). Used by 待我评价 and by the
 * external rater's public page.
 */
export function QuestionnaireForm({
  questionnaire: data,
  submitting,
  onSubmit,
}: {
  questionnaire: Questionnaire;
  submitting: boolean;
  onSubmit: (answers: Answer360[]) => void;
}) {
  const { t } = useTranslation('performance-360');
  const [form] = Form.useForm<Values>();
  const finish = (values: Values) =>
    onSubmit(
      data.questions.map((q) => ({
        itemId: q.itemId,
        score: String(values[q.itemId]?.score ?? ''),
        comment: values[q.itemId]?.comment ?? '',
      })),
    );
  return (
    <Card size="small" title={t('rate', { name: data.staffName, cycle: data.cycleName })}>
      <p className="perf-360-anonymous">{t('anonymousHint')}</p>
      <Form form={form} layout="vertical" disabled={data.submitted} onFinish={finish}>
        {data.questions.map((q) => (
          <div key={q.itemId} className="perf-360-question">
            <Form.Item
              name={[String(q.itemId), 'score']}
              label={q.name}
              extra={q.definition || undefined}
              rules={[{ required: true, message: t('scoreRequired') }]}
            >
              {q.levels.length > 0 ? (
                <Radio.Group>
                  <Space orientation="vertical">
                    {q.levels.map((level) => (
                      <Radio key={level.name} value={level.score}>
                        {`${level.name}（${Number(level.score)}）${level.description ? ` ${level.description}` : ''}`}
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              ) : (
                <InputNumber
                  min={0}
                  max={Number(data.scaleMax)}
                  precision={2}
                  style={{ width: '100%' }}
                  placeholder={t('scorePlaceholder', { max: Number(data.scaleMax) })}
                />
              )}
            </Form.Item>
            <Form.Item name={[String(q.itemId), 'comment']} label={t('comment')}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
            </Form.Item>
          </div>
        ))}
        {!data.submitted && (
          <Button type="primary" htmlType="submit" loading={submitting} block>
            {t('submit')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
