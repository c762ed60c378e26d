import { PlusOutlined } from '@ant-design/icons';
import { type PayrollRun, PayrollRunStatus } from '@renli/contracts';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Space,
  Spin,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pickerFor } from '../../components/resource/pickers.ts';
import { chinaToday } from '../../lib/china-today.ts';
import { employeeTypeOfSign } from '../../lib/employee-sign.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateRun, useRuns } from './api.ts';
import { LinesTable } from './LinesTable.tsx';
import { RunActions } from './RunActions.tsx';
import './payroll.css';

const STATUS_COLORS: Record<number, string> = {
  [PayrollRunStatus.DRAFT]: 'default',
  [PayrollRunStatus.CALCULATED]: 'blue',
  [PayrollRunStatus.REVIEWED]: 'cyan',
  [PayrollRunStatus.APPROVING]: 'gold',
  [PayrollRunStatus.APPROVED]: 'green',
  [PayrollRunStatus.PAID]: 'purple',
  [PayrollRunStatus.LOCKED]: 'default',
};

const lastMonth = () =>
  dayjs(`${chinaToday().slice(0, 7)}-01`)
    .subtract(1, 'month')
    .format('YYYY-MM');

/** The create dialog: a salary group (the wage part's picker) and, for HRO, the service fee per head. */
function CreateRunDialog({ month, open, onClose }: { month: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('salary-payroll');
  const [form] = Form.useForm<{ groupId: number; serviceFee?: string }>();
  const create = useCreateRun();
  const GroupPicker = pickerFor('salaryGroup');
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await create.mutateAsync({
        month,
        groupId: Number(values.groupId),
        ...(values.serviceFee ? { serviceFee: values.serviceFee } : {}),
      });
      toast.success(t('created'));
      form.resetFields();
      onClose();
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.message);
      else throw error;
    }
  };
  return (
    <Modal
      open={open}
      title={t('create', { month })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="groupId"
          label={t('group')}
          rules={[{ required: true, message: t('groupRequired') }]}
        >
          {GroupPicker ? <GroupPicker /> : <InputNumber min={1} precision={0} className="payroll-wide" />}
        </Form.Item>
        <Form.Item
          name="serviceFee"
          label={t('serviceFee')}
          extra={t('serviceFeeHint')}
          rules={[{ pattern: /^\d{1,12}(\.\d{1,2})?$/, message: t('amountFormat') }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A run's card in the month's list: its status, totals, HRO bill and the steps it can take. */
function RunCard({ run, chosen, onChoose }: { run: PayrollRun; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation('salary-payroll');
  const figures: [string, string][] = run.totals
    ? [
        [t('headcount'), String(run.headcount)],
        [t('figures.gross'), run.totals.gross],
        [t('figures.tax'), run.totals.tax],
        [t('figures.net'), run.totals.net],
        [t('figures.cost'), run.totals.cost],
      ]
    : [];
  if (run.clientCompany && run.billTotal)
    figures.push([t('serviceFeeTotal'), run.serviceFee ?? '0.00'], [t('billTotal'), run.billTotal]);
  return (
    <Card
      size="small"
      className={`payroll-run${chosen ? ' payroll-run-chosen' : ''}`}
      onClick={onChoose}
      title={
        <Space wrap>
          <span className="payroll-run-name">{run.name}</span>
          <Tag color={STATUS_COLORS[run.status]}>{run.statusLabel}</Tag>
          {run.clientCompany && <Tag>{t('client', { name: run.clientCompany })}</Tag>}
        </Space>
      }
    >
      {figures.length === 0 ? (
        <span className="payroll-muted">{t('notCalculated')}</span>
      ) : (
        <dl className="payroll-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {run.calculatedAt && !run.attendanceLocked && (
        <div className="payroll-warn">{t('attendanceUnlocked')}</div>
      )}
    </Card>
  );
}

/**
 * 薪资核算 (`#/salary/wage/list/:sign?`, HR; docs/product/salary.md, "Payroll runs"): a month's runs
 * per salary group, each calculated, reviewed, approved, paid and locked; the chosen run's lines with
 * last month's differences, HR's inputs, the audit trail of every figure and the exports.
 */
export function PayrollPage() {
  const { t } = useTranslation('salary-payroll');
  const signType = employeeTypeOfSign(useParams().sign);
  const [month, setMonth] = useState(lastMonth);
  const [runId, setRunId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const runs = useRuns(month, signType);
  const list = runs.data?.list ?? [];
  const chosen = list.find((run) => run.id === runId) ?? list[0];

  let body = <Spin className="payroll-loading" />;
  if (runs.isError && !runs.data)
    body = (
      <Result
        status="error"
        title={t('failed')}
        subTitle={runs.error.message}
        extra={<Button onClick={() => void runs.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (runs.data && list.length === 0)
    body = (
      <Empty description={t('empty', { month })}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('createButton')}
        </Button>
      </Empty>
    );
  else if (chosen)
    body = (
      <>
        <div className="payroll-runs">
          {list.map((run) => (
            <RunCard key={run.id} run={run} chosen={run.id === chosen.id} onChoose={() => setRunId(run.id)} />
          ))}
        </div>
        <RunActions run={chosen} />
        {chosen.status === PayrollRunStatus.DRAFT ? (
          <Alert type="info" showIcon title={t('draftHint')} />
        ) : (
          <LinesTable run={chosen} />
        )}
      </>
    );

  return (
    <Card className="payroll-page" title={t('title')}>
      <div className="payroll-bar">
        <label htmlFor="payroll-month">{t('month')}</label>
        <DatePicker
          id="payroll-month"
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(value) => {
            if (!value) return;
            setMonth(value.format('YYYY-MM'));
            setRunId(null);
          }}
        />
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('createButton')}
        </Button>
      </div>
      {body}
      <CreateRunDialog month={month} open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
