import { PAYSLIP_TEXT_MAX, type PayslipRun, type PayslipSlip, PayslipStatus } from '@renli/contracts';
import { Button, Drawer, Input, Modal, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerQuestion, usePayslipSlips } from '../api.ts';
import { formatYuan } from '../figures.ts';
import { StatusTag } from '../StatusTag.tsx';

const PAGE_SIZE = 50;
const STATUSES = [
  PayslipStatus.PUBLISHED,
  PayslipStatus.READ,
  PayslipStatus.CONFIRMED,
  PayslipStatus.QUESTIONED,
];

/** A run's payslips person by person: status, amounts, the question and HR's answer. */
export function SlipsDrawer({ run, onClose }: { run: PayslipRun | null; onClose: () => void }) {
  const { t } = useTranslation('salary-payslip');
  const [status, setStatus] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const slips = usePayslipSlips(
    run
      ? {
          runId: run.runId,
          status: status as PayslipSlip['status'] | undefined,
          search: search || undefined,
          pageNum,
          pageSize: PAGE_SIZE,
        }
      : null,
  );
  const answer = useAnswerQuestion();
  const [answering, setAnswering] = useState<PayslipSlip | null>(null);
  const [text, setText] = useState('');

  const columns: ColumnsType<PayslipSlip> = [
    { title: t('bill.staffName'), dataIndex: 'staffName', width: 110 },
    { title: t('bill.jobNo'), dataIndex: 'jobNo', width: 90 },
    { title: t('bill.dept'), dataIndex: 'deptName', width: 110 },
    {
      title: t('bill.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: number) => <StatusTag status={value} />,
    },
    { title: t('bill.gross'), dataIndex: 'gross', align: 'right', width: 110, render: formatYuan },
    { title: t('bill.net'), dataIndex: 'net', align: 'right', width: 110, render: formatYuan },
    {
      title: t('bill.question'),
      key: 'question',
      render: (_, row) =>
        row.question ? (
          <div>
            <div>{row.question}</div>
            {row.answer ? (
              <div className="payslip-muted">{t('bill.answered', { answer: row.answer })}</div>
            ) : row.status === PayslipStatus.QUESTIONED ? (
              <Button type="link" size="small" onClick={() => setAnswering(row)}>
                {t('bill.answer')}
              </Button>
            ) : null}
          </div>
        ) : null,
    },
  ];

  return (
    <Drawer
      open={run !== null}
      size="min(960px, 100vw)"
      title={run ? t('bill.peopleTitle', { month: run.month, runName: run.runName }) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      <Space wrap className="payslip-gate-error">
        <Select
          allowClear
          placeholder={t('bill.status')}
          style={{ width: 140 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNum(1);
          }}
          options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        <Input.Search
          allowClear
          maxLength={50}
          placeholder={t('bill.search')}
          onSearch={(value) => {
            setSearch(value.trim());
            setPageNum(1);
          }}
          style={{ width: 200 }}
        />
      </Space>
      <Table<PayslipSlip>
        rowKey="id"
        size="small"
        loading={slips.isFetching}
        columns={columns}
        dataSource={slips.data?.list ?? []}
        scroll={{ x: 820 }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: slips.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNum,
        }}
      />
      <Modal
        open={answering !== null}
        title={t('bill.answerTitle', { name: answering?.staffName ?? '' })}
        okButtonProps={{ disabled: !text.trim(), loading: answer.isPending }}
        onCancel={() => setAnswering(null)}
        onOk={() =>
          answering &&
          answer.mutate(
            { id: answering.id, answer: text.trim() },
            {
              onSuccess: () => {
                setAnswering(null);
                setText('');
              },
            },
          )
        }
        destroyOnHidden
      >
        <p>{answering?.question}</p>
        <Input.TextArea
          aria-label={t('bill.answer')}
          rows={4}
          showCount
          maxLength={PAYSLIP_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Modal>
    </Drawer>
  );
}
