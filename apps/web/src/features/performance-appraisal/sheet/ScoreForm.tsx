import type { SheetDetail } from '@renli/contracts';
import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useAppraisalAction } from '../api.ts';
import { ItemHeader } from './ItemHeader.tsx';
import { ScoreInput } from './ScoreInput.tsx';

/**
 * 评分 (docs/product/performance.md, "Appraisal"): the current level's reviewer scores every item its
 * rule does not score, with a comment, seeing the earlier levels; a competency picks a level.
 */
export function ScoreForm({ sheet }: { sheet: SheetDetail }) {
  const { t } = useTranslation('performance-appraisal');
  const action = useAppraisalAction();
  const level = sheet.myLevels[0] ?? sheet.reviewLevel;
  const manual = sheet.items.filter((item) => !item.automatic);
  const [scores, setScores] = useState<Record<number, { score: string | null; comment: string }>>(() =>
    Object.fromEntries(
      manual.map((item) => {
        const mine = item.scores[level]?.find((s) => s.mine);
        return [item.id, { score: mine?.score ?? null, comment: mine?.comment ?? '' }];
      }),
    ),
  );
  const change = (id: number, patch: Partial<{ score: string | null; comment: string }>) =>
    setScores((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }));

  const save = async (submit: boolean) => {
    await action.mutateAsync({
      kind: 'score',
      body: {
        id: sheet.id,
        submit,
        items: manual.map((item) => ({ itemId: item.id, ...scores[item.id]! })),
      },
    });
    toast.success(t(submit ? 'form.submitted' : 'form.saved'));
  };

  return (
    <Space orientation="vertical" size="middle" className="appraisal-form">
      {sheet.items.map((item) => (
        <Card key={item.id} size="small" title={sheet.sections[item.section]?.name}>
          <ItemHeader item={item} sheet={sheet} />
          {!item.automatic && (
            <>
              <div className="appraisal-field">
                <span>{t('form.myScore')}</span>
                <ScoreInput
                  item={item}
                  max={sheet.scaleMax}
                  value={scores[item.id]!.score}
                  onChange={(score) => change(item.id, { score })}
                />
              </div>
              <div className="appraisal-field">
                <span>{t('form.comment')}</span>
                <Input.TextArea
                  aria-label={t('form.commentOf', { item: item.name })}
                  autoSize={{ minRows: 2 }}
                  maxLength={2000}
                  value={scores[item.id]!.comment}
                  onChange={(e) => change(item.id, { comment: e.target.value })}
                />
              </div>
            </>
          )}
        </Card>
      ))}
      <Space wrap>
        <Button onClick={() => void save(false)} loading={action.isPending}>
          {t('form.saveDraft')}
        </Button>
        <Button type="primary" onClick={() => void save(true)} loading={action.isPending}>
          {t('form.submitScores')}
        </Button>
      </Space>
    </Space>
  );
}
