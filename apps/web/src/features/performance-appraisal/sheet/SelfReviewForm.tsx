import { UploadOutlined } from '@ant-design/icons';
import type { SheetDetail } from '@renli/contracts';
import { Button, Card, Input, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { uploadAttachment } from '../../../lib/upload-attachment.ts';
import { previewScore, useAppraisalAction } from '../api.ts';
import { ItemHeader } from './ItemHeader.tsx';
import { ScoreInput } from './ScoreInput.tsx';

interface Draft {
  actual: string | null;
  autoScore: string | null;
  comment: string;
  evidence: { url: string; name: string }[];
  selfScore: string | null;
}

/**
 * 自评 (docs/product/performance.md, "Appraisal"): actuals of KPIs with a rule (their score shown as
 * the server's engine computes it), evidence, a comment per item, the self score of the items the
 * reviewers score (when the template has a self level) and the summary.
 */
export function SelfReviewForm({ sheet }: { sheet: SheetDetail }) {
  const { t } = useTranslation('performance-appraisal');
  const action = useAppraisalAction();
  const selfLevel = sheet.reviewers.findIndex((r) => r.relation === 'self');
  const [summary, setSummary] = useState(sheet.selfSummary);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(
      sheet.items.map((item) => [
        item.id,
        {
          actual: item.actual,
          autoScore: item.autoScore,
          comment: item.selfComment,
          evidence: item.evidence,
          selfScore: selfLevel < 0 ? null : (item.scores[selfLevel]?.[0]?.score ?? null),
        },
      ]),
    ),
  );
  const change = (id: number, patch: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }));

  const showPreview = async (itemId: number, actual: string | null) => {
    if (actual === null || !/^-?\d+(\.\d{1,4})?$/.test(actual)) return change(itemId, { autoScore: null });
    const { score } = await previewScore(sheet.id, itemId, actual);
    change(itemId, { autoScore: score });
  };

  const save = async (submit: boolean) => {
    await action.mutateAsync({
      kind: 'selfReview',
      body: {
        id: sheet.id,
        summary,
        submit,
        items: sheet.items.map((item) => {
          const d = drafts[item.id]!;
          return {
            itemId: item.id,
            actual: item.automatic ? d.actual : null,
            comment: d.comment,
            evidence: d.evidence.map((f) => f.url),
            selfScore: !item.automatic && selfLevel >= 0 ? d.selfScore : null,
          };
        }),
      },
    });
    toast.success(t(submit ? 'form.submitted' : 'form.saved'));
  };

  return (
    <Space orientation="vertical" size="middle" className="appraisal-form">
      {sheet.items.map((item) => {
        const d = drafts[item.id]!;
        return (
          <Card key={item.id} size="small" title={sheet.sections[item.section]?.name}>
            <ItemHeader item={{ ...item, actual: null, selfComment: '', evidence: [] }} sheet={sheet} />
            {item.automatic && (
              <div className="appraisal-field">
                <span>{t('form.actual', { unit: item.unit })}</span>
                <Input
                  aria-label={t('form.actualOf', { item: item.name })}
                  inputMode="decimal"
                  value={d.actual ?? ''}
                  onChange={(e) => change(item.id, { actual: e.target.value.trim() || null })}
                  onBlur={() => void showPreview(item.id, d.actual)}
                  suffix={
                    d.autoScore !== null && (
                      <Tag color="blue">{t('item.autoScore', { score: d.autoScore })}</Tag>
                    )
                  }
                />
              </div>
            )}
            {!item.automatic && selfLevel >= 0 && (
              <div className="appraisal-field">
                <span>{t('form.selfScore')}</span>
                <ScoreInput
                  item={item}
                  max={sheet.scaleMax}
                  value={d.selfScore}
                  onChange={(selfScore) => change(item.id, { selfScore })}
                />
              </div>
            )}
            <div className="appraisal-field">
              <span>{t('form.comment')}</span>
              <Input.TextArea
                aria-label={t('form.commentOf', { item: item.name })}
                autoSize={{ minRows: 2 }}
                maxLength={2000}
                value={d.comment}
                onChange={(e) => change(item.id, { comment: e.target.value })}
              />
            </div>
            <Upload
              fileList={d.evidence.map((f) => ({ uid: f.url, name: f.name, url: f.url, status: 'done' }))}
              customRequest={async ({ file, onSuccess, onError }) => {
                try {
                  const uploaded = await uploadAttachment(file as File);
                  if (uploaded) change(item.id, { evidence: [...d.evidence, uploaded] });
                  onSuccess?.(uploaded);
                } catch (error) {
                  onError?.(error as Error);
                }
              }}
              onRemove={(file) => change(item.id, { evidence: d.evidence.filter((f) => f.url !== file.url) })}
            >
              {d.evidence.length < 10 && <Button icon={<UploadOutlined />}>{t('form.evidence')}</Button>}
            </Upload>
          </Card>
        );
      })}
      <Card size="small" title={t('form.summary')}>
        <Input.TextArea
          aria-label={t('form.summary')}
          autoSize={{ minRows: 3 }}
          maxLength={2000}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
        />
        <Typography.Paragraph type="secondary" className="appraisal-hint">
          {t('form.submitHint')}
        </Typography.Paragraph>
      </Card>
      <Space wrap>
        <Button onClick={() => void save(false)} loading={action.isPending}>
          {t('form.saveDraft')}
        </Button>
        <Button type="primary" onClick={() => void save(true)} loading={action.isPending}>
          {t('form.submitSelf')}
        </Button>
      </Space>
    </Space>
  );
}
