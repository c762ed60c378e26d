import type { SheetDetail } from '@renli/contracts';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Drawer,
  Grid,
  Input,
  Select,
  Skeleton,
  Space,
  Steps,
  Timeline,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../../components/resource/field-display.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAppraisalAction, useSheet } from '../api.ts';
import { resultGrade, StatusTag } from '../StatusTag.tsx';
import { ItemHeader } from './ItemHeader.tsx';
import { ScoreForm } from './ScoreForm.tsx';
import { SelfReviewForm } from './SelfReviewForm.tsx';

/** The employee confirms or appeals; HR answers an appeal, changing the grade or not. */
function ResultActions({ sheet }: { sheet: SheetDetail }) {
  const { t } = useTranslation('performance-appraisal');
  const action = useAppraisalAction();
  const [text, setText] = useState('');
  const [grade, setGrade] = useState<string | null>(null);
  if (sheet.can.confirm)
    return (
      <Card size="small" title={t('result.confirmTitle')}>
        <Space orientation="vertical" className="appraisal-form">
          <Button
            type="primary"
            loading={action.isPending}
            onClick={async () => {
              await action.mutateAsync({ kind: 'confirm', body: { id: sheet.id } });
              toast.success(t('result.confirmed'));
            }}
          >
            {t('result.confirm')}
          </Button>
          <Input.TextArea
            aria-label={t('result.appealReason')}
            placeholder={t('result.appealReason')}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button
            danger
            disabled={text.trim() === ''}
            loading={action.isPending}
            onClick={async () => {
              await action.mutateAsync({ kind: 'appeal', body: { id: sheet.id, reason: text } });
              toast.success(t('result.appealed'));
            }}
          >
            {t('result.appeal')}
          </Button>
        </Space>
      </Card>
    );
  if (sheet.can.reply)
    return (
      <Card size="small" title={t('result.replyTitle')}>
        <Space orientation="vertical" className="appraisal-form">
          <Alert type="warning" title={sheet.appeal} />
          <Select
            aria-label={t('result.newGrade')}
            placeholder={t('result.keepGrade')}
            allowClear
            value={grade}
            onChange={(value) => setGrade(value ?? null)}
            options={sheet.grades.map((g) => ({ value: g, label: g }))}
          />
          <Input.TextArea
            aria-label={t('result.reply')}
            placeholder={t('result.reply')}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button
            type="primary"
            disabled={text.trim() === ''}
            loading={action.isPending}
            onClick={async () => {
              await action.mutateAsync({ kind: 'reply', body: { id: sheet.id, reply: text, grade } });
              toast.success(t('result.replied'));
            }}
          >
            {t('result.sendReply')}
          </Button>
        </Space>
      </Card>
    );
  return null;
}

/** One sheet: its state, the form its viewer fills now (self review or scores), the result and history. */
export function SheetView({ sheet }: { sheet: SheetDetail }) {
  const { t, i18n } = useTranslation('performance-appraisal');
  const grade = resultGrade(sheet);
  const current = sheet.reviewers.findIndex((r) => !r.done);
  return (
    <Space orientation="vertical" size="middle" className="appraisal-sheet">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('sheet.cycle')}>{sheet.cycleName}</Descriptions.Item>
        <Descriptions.Item label={t('sheet.person')}>
          {sheet.staffName} {sheet.departmentName && `· ${sheet.departmentName}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('sheet.status')}>
          <StatusTag status={sheet.status} />
        </Descriptions.Item>
        {sheet.totalScore !== null && (
          <Descriptions.Item label={t('sheet.total')}>{sheet.totalScore}</Descriptions.Item>
        )}
        {grade && (
          <Descriptions.Item label={t('sheet.grade')}>
            {grade}
            {sheet.calibratedGrade &&
              sheet.calibratedGrade !== sheet.grade &&
              ` ${t('sheet.calibratedFrom', { grade: sheet.grade })}`}
          </Descriptions.Item>
        )}
        {sheet.calibrationNote && (
          <Descriptions.Item label={t('sheet.note')}>{sheet.calibrationNote}</Descriptions.Item>
        )}
        {sheet.appealReply && (
          <Descriptions.Item label={t('result.reply')}>{sheet.appealReply}</Descriptions.Item>
        )}
      </Descriptions>
      <Steps
        size="small"
        current={current < 0 ? sheet.reviewers.length : current}
        items={sheet.reviewers.map((r) => ({
          title: `${t(`relation.${r.relation}`)} ${Number(r.weight)}%`,
          description: r.names.join('、'),
        }))}
      />
      {sheet.can.selfReview ? (
        <SelfReviewForm sheet={sheet} />
      ) : sheet.can.score ? (
        <ScoreForm sheet={sheet} />
      ) : (
        <>
          {sheet.items.map((item) => (
            <Card key={item.id} size="small" title={sheet.sections[item.section]?.name}>
              <ItemHeader item={item} sheet={sheet} />
            </Card>
          ))}
          {sheet.selfSummary && (
            <Card size="small" title={t('form.summary')}>
              {sheet.selfSummary}
            </Card>
          )}
        </>
      )}
      <ResultActions sheet={sheet} />
      {sheet.history.length > 0 && (
        <Card size="small" title={t('sheet.history')}>
          <Timeline
            items={sheet.history.map((e) => ({
              children: `${chinaTime(e.createdAt, i18n.language)} ${e.actorName} ${t(`event.${e.kind}`, { defaultValue: e.kind })}`,
            }))}
          />
        </Card>
      )}
    </Space>
  );
}

/** The sheet in a drawer: full width on phones. */
export function SheetDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('performance-appraisal');
  const narrow = Grid.useBreakpoint().md === false;
  const sheet = useSheet(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={narrow ? '100%' : 820}
      title={sheet.data ? `${sheet.data.staffName} · ${sheet.data.cycleName}` : t('sheet.title')}
      destroyOnHidden
    >
      {sheet.data ? <SheetView sheet={sheet.data} /> : <Skeleton active />}
    </Drawer>
  );
}
