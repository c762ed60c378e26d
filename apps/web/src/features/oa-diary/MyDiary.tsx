import { EditOutlined } from '@ant-design/icons';
import {
  diaryEndpoints as api,
  type DiaryReport,
  type DiaryReportRow,
  type DiaryTemplate,
  type FormValues,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Drawer, Empty, Flex, Form, Pagination, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../components/form-renderer/FormRenderer.tsx';
import { StaffSelect } from '../../components/pickers/pickers.tsx';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { dayOfPeriod, periodKeyOf } from './period.ts';
import { ReportCard } from './ReportCard.tsx';
import { ReportView } from './ReportView.tsx';

interface Draft {
  id: number | null;
  template: DiaryTemplate;
  periodKey: string;
  values: FormValues;
  reviewers: number[];
}

/** Writes or edits one report: its period, the template's form, the receivers; saves a draft or submits. */
function WriteDrawer({ draft, onClose }: { draft: Draft | null; onClose: () => void }) {
  const { t } = useTranslation('oa-diary');
  const queryClient = useQueryClient();
  const [state, setState] = useState<Draft | null>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setState(draft);
    setErrors({});
  }, [draft]);
  const save = useMutation({
    mutationFn: (submit: boolean) =>
      call(api.saveReport, {
        body: {
          id: state!.id,
          templateId: state!.template.id,
          periodKey: state!.periodKey,
          values: state!.values,
          reviewerUserIds: state!.reviewers,
          submit,
        },
      }),
  });
  const run = async (submit: boolean) => {
    try {
      await save.mutateAsync(submit);
      toast.success(t(submit ? 'submitted' : 'draftSaved'));
      await Promise.all(
        [api.myReports, api.report, api.lastReviewers].map((e) =>
          queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
        ),
      );
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.fromEntries(error.fields.map((field) => [field.field, field.message])));
      if (error.fields.length === 0) toast.error(error.message);
    }
  };
  if (!state) return <Drawer open={false} />;
  const picker = state.template.period === 'day' ? 'date' : state.template.period;
  return (
    <Drawer
      open={draft !== null}
      onClose={onClose}
      size="large"
      title={t(state.id ? 'editTitle' : 'writeTitle', { name: state.template.name })}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={() => run(false)} loading={save.isPending}>
            {t('saveDraft')}
          </Button>
          <Button type="primary" onClick={() => run(true)} loading={save.isPending}>
            {t('submit')}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('period')} required>
          <DatePicker
            aria-label={t('period')}
            picker={picker}
            allowClear={false}
            value={dayOfPeriod(state.periodKey)}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={(day) =>
              day && setState({ ...state, periodKey: periodKeyOf(state.template.period, day) })
            }
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
      <FormRenderer
        form={state.template.form}
        value={state.values}
        onChange={(values) => setState({ ...state, values })}
        errors={errors}
        fileDirType="diary_file"
      />
      <Form layout="vertical" className="oa-diary-reviewers">
        <Form.Item label={t('reviewers')} required extra={t('reviewersHelp')}>
          <StaffSelect
            label={t('reviewers')}
            placeholder={t('reviewersPlaceholder')}
            value={state.reviewers}
            onChange={(reviewers) => setState({ ...state, reviewers })}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** 写日志: pick a template, write, and the list of my reports with their read, comment and like counts. */
export function MyDiary() {
  const { t } = useTranslation('oa-diary');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [open, setOpen] = useState<number | null>(() => {
    const id = Number(new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const templates = useQuery({
    queryKey: endpointKey(api.templates, { body: {} }),
    queryFn: () => call(api.templates, { body: {} }),
  });
  const last = useQuery({ queryKey: endpointKey(api.lastReviewers), queryFn: () => call(api.lastReviewers) });
  const mine = useQuery({
    queryKey: endpointKey(api.myReports, { body: { page, pageSize: 10 } }),
    queryFn: () => call(api.myReports, { body: { page, pageSize: 10 } }),
  });
  const write = (template: DiaryTemplate) =>
    setDraft({
      id: null,
      template,
      periodKey: periodKeyOf(template.period, dayjs()),
      values: {},
      reviewers: last.data?.list.map((p) => p.userId) ?? [],
    });
  const edit = (report: DiaryReport) => {
    const template = templates.data?.list.find((tpl) => tpl.id === report.templateId);
    setOpen(null);
    setDraft({
      id: report.id,
      template: template ?? {
        id: report.templateId,
        version: 1,
        name: report.templateName,
        period: report.period,
        form: report.form,
        builtin: null,
        status: 1,
      },
      periodKey: report.periodKey,
      values: report.values,
      reviewers: report.reviewerList.map((r) => r.userId),
    });
  };
  return (
    <Flex vertical gap={16} className="oa-diary">
      <Card title={t('write')} size="small">
        {templates.isLoading ? (
          <Spin />
        ) : (
          <Space wrap>
            {templates.data?.list.map((template) => (
              <Button key={template.id} icon={<EditOutlined />} onClick={() => write(template)}>
                {template.name}
              </Button>
            ))}
          </Space>
        )}
      </Card>
      <Card title={t('mine')} size="small">
        {mine.isLoading ? (
          <Spin />
        ) : (mine.data?.list.length ?? 0) === 0 ? (
          <Empty description={t('mineEmpty')} />
        ) : (
          <Flex vertical gap={8}>
            {mine.data!.list.map((row: DiaryReportRow) => (
              <ReportCard key={row.id} row={row} mine onOpen={() => setOpen(row.id)} />
            ))}
            <Pagination
              align="end"
              size="small"
              current={page}
              pageSize={10}
              total={mine.data!.total}
              onChange={setPage}
              hideOnSinglePage
            />
          </Flex>
        )}
      </Card>
      <WriteDrawer draft={draft} onClose={() => setDraft(null)} />
      <ReportView id={open} onClose={() => setOpen(null)} onEdit={edit} />
    </Flex>
  );
}
