import type { Questionnaire } from '@renli/contracts';
import { RATER_STATUS } from '@renli/contracts';
import { Button, Empty, List, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { useInbox, useQuestionnaire, useSubmitAnswers } from './api.ts';
import { type Answer360, QuestionnaireForm } from './QuestionnaireForm.tsx';

/** 待我评价's form: submits the caller's answers, then closes. */
function InboxQuestionnaire({
  raterId,
  form,
  onDone,
}: {
  raterId: number;
  form: Questionnaire;
  onDone: () => void;
}) {
  const { t } = useTranslation('performance-360');
  const submit = useSubmitAnswers();
  const send = async (answers: Answer360[]) => {
    try {
      await submit.mutateAsync({ raterId, answers });
      toast.success(t('submitted'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.message);
      else throw error;
    }
  };
  return (
    <QuestionnaireForm questionnaire={form} submitting={submit.isPending} onSubmit={(a) => void send(a)} />
  );
}

/** 待我评价: the questionnaires sent to me; answering opens the form below the list. */
export function Inbox() {
  const { t } = useTranslation('performance-360');
  const inbox = useInbox();
  const [open, setOpen] = useState<number | null>(null);
  const questionnaire = useQuestionnaire(open);
  if (!inbox.data) return <Spin />;
  if (inbox.data.list.length === 0) return <Empty description={t('inboxEmpty')} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <List
        dataSource={inbox.data.list}
        renderItem={(entry) => (
          <List.Item
            // Answers are stored without their rater, so an answered questionnaire cannot be reopened.
            actions={
              entry.status === RATER_STATUS.pending
                ? [
                    <Button key="open" type="primary" size="small" onClick={() => setOpen(entry.raterId)}>
                      {t('answer')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={entry.staffName}
              description={`${entry.cycleName} · ${t(`relation.${entry.relation}`)}`}
            />
            <Tag color={entry.status === RATER_STATUS.pending ? 'gold' : 'green'}>
              {t(`status.${entry.status}`)}
            </Tag>
          </List.Item>
        )}
      />
      {open !== null &&
        (questionnaire.data ? (
          <InboxQuestionnaire
            key={open}
            raterId={open}
            form={questionnaire.data}
            onDone={() => setOpen(null)}
          />
        ) : (
          <Spin />
        ))}
    </Space>
  );
}
