import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ApprovalForm,
  diaryEndpoints as api,
  DIARY_PERIODS,
  type DiaryPeriod,
  type DiaryRule,
  type DiaryTemplate,
  type SaveDiaryRuleBody,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDesigner } from '../../components/form-designer/FormDesigner.tsx';
import { DepartmentSelect, StaffSelect } from '../../components/pickers/pickers.tsx';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { call, download, endpointKey } from '../../lib/endpoint.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { toast } from '../../lib/toast.ts';
import { periodKeyOf } from './period.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

function useRules() {
  return useQuery({ queryKey: endpointKey(api.rules), queryFn: () => call(api.rules) });
}
function useAllTemplates() {
  return useQuery({
    queryKey: endpointKey(api.templates, { body: { all: true } }),
    queryFn: () => call(api.templates, { body: { all: true } }),
  });
}

/** Adds or edits a rule: template, who, when due, how long before to remind. */
function RuleModal({ rule, onClose }: { rule: Partial<DiaryRule> | null; onClose: () => void }) {
  const { t } = useTranslation('oa-diary');
  const queryClient = useQueryClient();
  const templates = useAllTemplates();
  const [form] = Form.useForm();
  const templateId = Form.useWatch('templateId', form) as number | undefined;
  const period = templates.data?.list.find((tpl) => tpl.id === templateId)?.period;
  const save = useMutation({
    mutationFn: (body: SaveDiaryRuleBody) => call(api.saveRule, { body }),
    onSuccess: async () => {
      toast.success(t('saved'));
      await queryClient.invalidateQueries({ queryKey: endpointKey(api.rules) });
      onClose();
    },
  });
  return (
    <Modal
      open={rule !== null}
      title={t(rule?.id ? 'ruleEdit' : 'ruleAdd')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          name: rule?.name,
          templateId: rule?.templateId,
          deptIds: rule?.deptIds ?? [],
          userIds: rule?.userIds ?? [],
          dueWeekday: rule?.dueWeekday ?? 5,
          dueDay: rule?.dueDay ?? 28,
          dueTime: dayjs(`2000-01-01T${rule?.dueTime ?? '18:00'}`),
          remindMinutes: rule?.remindMinutes ?? 30,
        }}
        onFinish={(values: Record<string, unknown>) =>
          save.mutate({
            id: rule?.id ?? null,
            version: rule?.version ?? null,
            name: values.name as string,
            templateId: values.templateId as number,
            deptIds: values.deptIds as number[],
            userIds: values.userIds as number[],
            dueWeekday: period === 'week' ? (values.dueWeekday as number) : null,
            dueDay: period === 'month' ? (values.dueDay as number) : null,
            dueTime: (values.dueTime as Dayjs).format('HH:mm'),
            remindMinutes: values.remindMinutes as number,
          })
        }
      >
        <Form.Item name="name" label={t('ruleName')} rules={[{ required: true, message: t('required') }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="templateId"
          label={t('template')}
          rules={[{ required: true, message: t('required') }]}
        >
          <Select options={templates.data?.list.map((tpl) => ({ value: tpl.id, label: tpl.name }))} />
        </Form.Item>
        <Form.Item name="deptIds" label={t('ruleDepts')}>
          <DepartmentSelect label={t('ruleDepts')} value={[]} onChange={() => undefined} />
        </Form.Item>
        <Form.Item name="userIds" label={t('rulePeople')}>
          <StaffSelect label={t('rulePeople')} value={[]} onChange={() => undefined} />
        </Form.Item>
        {period === 'week' && (
          <Form.Item name="dueWeekday" label={t('dueWeekday')}>
            <Select options={WEEKDAYS.map((d) => ({ value: d, label: t(`weekday.${d}`) }))} />
          </Form.Item>
        )}
        {period === 'month' && (
          <Form.Item name="dueDay" label={t('dueDay')} extra={t('dueDayHelp')}>
            <InputNumber min={1} max={31} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          name="dueTime"
          label={t('dueTime')}
          extra={period === 'day' ? t('dueDailyHelp') : t('dueMovedHelp')}
        >
          <TimePicker format="HH:mm" minuteStep={5} style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <Form.Item name="remindMinutes" label={t('remindMinutes')}>
          <InputNumber min={0} max={1440} addonAfter={t('minutes')} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RulesTab() {
  const { t } = useTranslation('oa-diary');
  const queryClient = useQueryClient();
  const rules = useRules();
  const [editing, setEditing] = useState<Partial<DiaryRule> | null>(null);
  const toggle = useMutation({
    mutationFn: (rule: DiaryRule) =>
      call(api.setRuleStatus, { body: { id: rule.id, status: rule.status === 1 ? 2 : 1 } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(api.rules) }),
  });
  const due = (rule: DiaryRule) =>
    rule.period === 'day'
      ? t('dueDaily', { time: rule.dueTime })
      : rule.period === 'week'
        ? t('dueWeekly', { day: t(`weekday.${rule.dueWeekday}`), time: rule.dueTime })
        : t('dueMonthly', { day: rule.dueDay, time: rule.dueTime });
  return (
    <Flex vertical gap={12}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing({})}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('ruleAdd')}
      </Button>
      {(rules.data?.list.length ?? 0) === 0 ? (
        <Empty description={t('rulesEmpty')} />
      ) : (
        <div className="oa-diary-cards">
          {rules.data!.list.map((rule) => (
            <Card
              key={rule.id}
              size="small"
              title={rule.name}
              extra={
                <Switch
                  size="small"
                  checked={rule.status === 1}
                  onChange={() => toggle.mutate(rule)}
                  aria-label={t('enabled')}
                />
              }
              actions={[
                <Button key="edit" type="link" onClick={() => setEditing(rule)}>
                  {t('edit')}
                </Button>,
              ]}
            >
              <Typography.Paragraph>
                <Tag color="blue">{rule.templateName}</Tag> {due(rule)}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
                {t('ruleTargets', { targets: rule.targets || '—' })}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {t('remindBefore', { minutes: rule.remindMinutes })}
              </Typography.Text>
            </Card>
          ))}
        </div>
      )}
      <RuleModal rule={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}

function RulePicker({ value, onChange }: { value: number | null; onChange: (rule: DiaryRule) => void }) {
  const { t } = useTranslation('oa-diary');
  const rules = useRules();
  return (
    <Select
      aria-label={t('rule')}
      placeholder={t('rule')}
      style={{ minWidth: 200 }}
      value={value}
      onChange={(id) => onChange(rules.data!.list.find((r) => r.id === id)!)}
      options={rules.data?.list.map((r) => ({ value: r.id, label: r.name }))}
    />
  );
}

const pickerOf = (period: DiaryPeriod) => (period === 'day' ? 'date' : period);

function MissingTab() {
  const { t, i18n } = useTranslation('oa-diary');
  const [rule, setRule] = useState<DiaryRule | null>(null);
  const [day, setDay] = useState<Dayjs>(dayjs());
  const periodKey = rule ? periodKeyOf(rule.period, day) : '';
  const body = { ruleId: rule?.id ?? 0, periodKey };
  const missing = useQuery({
    queryKey: endpointKey(api.missing, { body }),
    queryFn: () => call(api.missing, { body }),
    enabled: rule !== null,
  });
  const remind = useMutation({
    mutationFn: () => call(api.remindAgain, { body }),
    onSuccess: (data) => toast.success(t('reminded', { count: data.reminded })),
  });
  const waiting =
    missing.data?.people.filter((p) => p.state === 'missing' || p.state === 'pending').length ?? 0;
  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <RulePicker value={rule?.id ?? null} onChange={setRule} />
        {rule && (
          <DatePicker
            aria-label={t('period')}
            picker={pickerOf(rule.period)}
            allowClear={false}
            value={day}
            onChange={(value) => value && setDay(value)}
          />
        )}
        {rule && (
          <Button
            type="primary"
            disabled={waiting === 0}
            loading={remind.isPending}
            onClick={() => remind.mutate()}
          >
            {t('remindAgain', { count: waiting })}
          </Button>
        )}
      </Space>
      {!rule ? (
        <Empty description={t('pickRule')} />
      ) : (
        <>
          <Typography.Text type="secondary">
            {missing.data?.dueAt
              ? t('dueAt', { at: chinaTime(missing.data.dueAt, i18n.language) })
              : t('noDue')}
          </Typography.Text>
          <div className="oa-diary-table">
            <Table
              rowKey="userId"
              size="small"
              loading={missing.isLoading}
              pagination={false}
              scroll={{ x: 520 }}
              dataSource={missing.data?.people}
              columns={[
                { title: t('name'), dataIndex: 'name' },
                { title: t('dept'), dataIndex: 'deptName', render: (v: string | null) => v ?? '—' },
                {
                  title: t('state'),
                  dataIndex: 'state',
                  render: (state: string) => (
                    <Tag
                      color={{ onTime: 'green', late: 'orange', missing: 'red', pending: 'default' }[state]}
                    >
                      {t(`state_${state}`)}
                    </Tag>
                  ),
                },
                {
                  title: t('submittedAtCol'),
                  dataIndex: 'submittedAt',
                  render: (v: string | null) => (v ? chinaTime(v, i18n.language) : '—'),
                },
              ]}
            />
          </div>
        </>
      )}
    </Flex>
  );
}

function StatsTab() {
  const { t } = useTranslation('oa-diary');
  const [rule, setRule] = useState<DiaryRule | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs()]);
  const body = {
    ruleId: rule?.id ?? 0,
    from: range[0].format('YYYY-MM-DD'),
    to: range[1].format('YYYY-MM-DD'),
  };
  const stats = useQuery({
    queryKey: endpointKey(api.stats, { body }),
    queryFn: () => call(api.stats, { body }),
    enabled: rule !== null,
  });
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await download(api.exportStats, { body });
      saveBlob(file.blob, file.filename);
    } finally {
      setExporting(false);
    }
  };
  const counts = [
    { title: t('expected'), dataIndex: 'expected' },
    { title: t('state_onTime'), dataIndex: 'onTime' },
    { title: t('state_late'), dataIndex: 'late' },
    { title: t('state_missing'), dataIndex: 'missing' },
    { title: t('rate'), dataIndex: 'rate', render: (v: string | null) => (v === null ? '—' : `${v}%`) },
  ];
  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <RulePicker value={rule?.id ?? null} onChange={setRule} />
        <DatePicker.RangePicker
          aria-label={t('filterRange')}
          allowClear={false}
          value={range}
          onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
        />
        <Button
          icon={<DownloadOutlined />}
          disabled={!rule}
          loading={exporting}
          onClick={() => void exportFile()}
        >
          {t('export')}
        </Button>
      </Space>
      {!rule ? (
        <Empty description={t('pickRule')} />
      ) : stats.data ? (
        <>
          <Typography.Text>
            {t('statsTotal', { periods: stats.data.periods.length, rate: stats.data.total.rate ?? '—' })}
          </Typography.Text>
          <div className="oa-diary-table">
            <Table
              rowKey={(row) => String(row.deptId)}
              size="small"
              pagination={false}
              scroll={{ x: 560 }}
              dataSource={stats.data.departments}
              columns={[
                { title: t('dept'), dataIndex: 'deptName', render: (v: string | null) => v ?? t('noDept') },
                ...counts,
              ]}
            />
          </div>
          <div className="oa-diary-table">
            <Table
              rowKey="userId"
              size="small"
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              scroll={{ x: 640 }}
              dataSource={stats.data.people}
              columns={[
                { title: t('name'), dataIndex: 'name' },
                { title: t('dept'), dataIndex: 'deptName', render: (v: string | null) => v ?? t('noDept') },
                ...counts,
              ]}
            />
          </div>
        </>
      ) : null}
    </Flex>
  );
}

interface TemplateDraft {
  id: number | null;
  version: number | null;
  name: string;
  period: DiaryPeriod;
  form: ApprovalForm;
}

function TemplatesTab() {
  const { t } = useTranslation('oa-diary');
  const queryClient = useQueryClient();
  const templates = useAllTemplates();
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: endpointKey(api.templates) });
  const save = useMutation({
    mutationFn: (body: TemplateDraft) => call(api.saveTemplate, { body }),
    onSuccess: async () => {
      toast.success(t('saved'));
      await refresh();
      setDraft(null);
    },
  });
  const toggle = useMutation({
    mutationFn: (tpl: DiaryTemplate) =>
      call(api.setTemplateStatus, { body: { id: tpl.id, status: tpl.status === 1 ? 2 : 1 } }),
    onSuccess: refresh,
  });
  const blank: TemplateDraft = {
    id: null,
    version: null,
    name: '',
    period: 'day',
    form: {
      fields: [
        { key: 'content', kind: 'textarea', label: t('defaultField'), required: true, maxLength: 2000 },
      ],
    },
  };
  return (
    <Flex vertical gap={12}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setDraft(blank)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('templateAdd')}
      </Button>
      <div className="oa-diary-cards">
        {templates.data?.list.map((tpl) => (
          <Card
            key={tpl.id}
            size="small"
            title={tpl.name}
            extra={
              <Switch
                size="small"
                checked={tpl.status === 1}
                onChange={() => toggle.mutate(tpl)}
                aria-label={t('enabled')}
              />
            }
            actions={[
              <Button key="edit" type="link" onClick={() => setDraft({ ...tpl })}>
                {t('edit')}
              </Button>,
            ]}
          >
            <Space wrap>
              <Tag color="blue">{t(`periodKind.${tpl.period}`)}</Tag>
              {tpl.builtin && <Tag>{t('builtin')}</Tag>}
              <Typography.Text type="secondary">
                {t('fieldCount', { count: tpl.form.fields.length })}
              </Typography.Text>
            </Space>
          </Card>
        ))}
      </div>
      <Drawer
        open={draft !== null}
        onClose={() => setDraft(null)}
        size="large"
        width="min(1100px, 100vw)"
        title={t(draft?.id ? 'templateEdit' : 'templateAdd')}
        footer={
          <Flex justify="flex-end">
            <Button type="primary" loading={save.isPending} onClick={() => draft && save.mutate(draft)}>
              {t('save')}
            </Button>
          </Flex>
        }
      >
        {draft && (
          <Flex vertical gap={12}>
            <Form layout="vertical">
              <Form.Item label={t('templateName')} required>
                <Input
                  aria-label={t('templateName')}
                  maxLength={30}
                  value={draft.name}
                  onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                />
              </Form.Item>
              <Form.Item label={t('periodKindLabel')} required>
                <Select
                  aria-label={t('periodKindLabel')}
                  value={draft.period}
                  onChange={(period) => setDraft({ ...draft, period })}
                  options={DIARY_PERIODS.map((p) => ({ value: p, label: t(`periodKind.${p}`) }))}
                />
              </Form.Item>
            </Form>
            <FormDesigner value={draft.form} onChange={(form) => setDraft({ ...draft, form })} />
          </Flex>
        )}
      </Drawer>
    </Flex>
  );
}

/** 日志设置 (OA administrators): reminder rules, who is missing, submission rates, templates. */
export function RemindDiary() {
  const { t } = useTranslation('oa-diary');
  return (
    <Card size="small" className="oa-diary">
      <Tabs
        items={[
          { key: 'rules', label: t('tabRules'), children: <RulesTab /> },
          { key: 'missing', label: t('tabMissing'), children: <MissingTab /> },
          { key: 'stats', label: t('tabStats'), children: <StatsTab /> },
          { key: 'templates', label: t('tabTemplates'), children: <TemplatesTab /> },
        ]}
      />
    </Card>
  );
}
