import { ResponseCode } from '@renli/contracts';
import { Button, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useExternalForm, useSubmitExternal } from '../api.ts';
import { type Answer360, QuestionnaireForm } from '../QuestionnaireForm.tsx';
import '../review360.css';

/** Answers that mean the link opens nothing: unknown, used or revoked (404), malformed (400). */
const DEAD_LINK: readonly number[] = [ResponseCode.NOT_FOUND, ResponseCode.BAD_REQUEST];

type Outcome = { kind: 'done' } | { kind: 'dead' } | { kind: 'refused'; reason: string };

/**
 * The external rater's questionnaire (`#/performance/360/answer?token=…`), phone first and without a
 * session (docs/product/performance.md, "360"): whom they rate in which cycle, the questions, then
 * thanks. A used or revoked link opens nothing; a submission the server refuses — the 360 closed when
 * scoring ended, or questions changed meanwhile — says why in the server's words.
 */
export function ExternalAnswerPage() {
  const { t } = useTranslation('performance-360');
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useExternalForm(token);
  const submit = useSubmitExternal(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  const send = async (answers: Answer360[]) => {
    try {
      await submit.mutateAsync(answers);
      setOutcome({ kind: 'done' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === ResponseCode.NOT_FOUND) setOutcome({ kind: 'dead' });
      else if (error.code === ResponseCode.BAD_REQUEST)
        setOutcome({ kind: 'refused', reason: error.message });
      else toast.error(error.message);
    }
  };

  if (outcome?.kind === 'done')
    return <Result status="success" title={t('external.doneTitle')} subTitle={t('external.doneHint')} />;
  const dead =
    outcome?.kind === 'dead' ||
    (form.isError && (!(form.error instanceof ApiError) || DEAD_LINK.includes(form.error.code)));
  if (dead)
    return (
      <Result status="warning" title={t('external.invalidTitle')} subTitle={t('external.invalidHint')} />
    );
  if (outcome?.kind === 'refused')
    return (
      <Result
        status="warning"
        title={t('external.refusedTitle')}
        subTitle={t('external.refusedHint', { reason: outcome.reason.replace(/[。.]$/, '') })}
        extra={
          <Button
            onClick={() => {
              setOutcome(null);
              setAttempt((n) => n + 1);
              void form.refetch();
            }}
          >
            {t('external.reload')}
          </Button>
        }
      />
    );
  // The 360 is over (scoring ended): said as soon as the link opens, before anything is filled in.
  if (form.error instanceof ApiError && form.error.code === ResponseCode.BAD_REQUEST)
    return (
      <Result
        status="warning"
        title={t('external.closedTitle')}
        subTitle={t('external.refusedHint', { reason: form.error.message.replace(/[。.]$/, '') })}
      />
    );
  if (form.isError)
    return (
      <Result
        status="error"
        title={t('external.loadFailed')}
        subTitle={form.error.message}
        extra={<Button onClick={() => void form.refetch()}>{t('external.retry')}</Button>}
      />
    );
  if (form.isPending) return <Skeleton active className="perf-360-external" />;
  return (
    <div className="perf-360-external">
      <Typography.Title level={4}>{t('external.title')}</Typography.Title>
      <QuestionnaireForm
        key={attempt}
        questionnaire={form.data}
        submitting={submit.isPending}
        onSubmit={(answers) => void send(answers)}
      />
    </div>
  );
}
