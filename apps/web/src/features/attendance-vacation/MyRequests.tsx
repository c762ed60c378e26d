import {
  type AttendanceRequest,
  AttendanceRequestStatus,
  attendanceRequestResource,
  labelIn,
} from '@renli/contracts';
import { Button, Card, Empty, Form, Input, Modal, Pagination, Popconfirm, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useCancel, useMyRequests, useWithdraw } from './api.ts';

const PAGE_SIZE = 10;
const STATUS = attendanceRequestResource.fields.status.options;

/** 撤销 with a reason: HR any time, the employee before the first day (the row's transitions say). */
function CancelButton({ row }: { row: AttendanceRequest }) {
  const { t } = useTranslation('attendance-vacation');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancel();
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await cancel.mutateAsync({ id: row.id, version: row.version, reason });
      toast.success(t('mine.cancelled'));
      setOpen(false);
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        {t('mine.cancel')}
      </Button>
      {open && (
        <Modal
          open
          title={t('mine.cancel')}
          onCancel={() => setOpen(false)}
          onOk={() => form.submit()}
          confirmLoading={cancel.isPending}
        >
          <Form form={form} layout="vertical" onFinish={submit}>
            <Form.Item
              name="reason"
              label={t('mine.cancelReason')}
              rules={[{ required: true, whitespace: true, message: t('apply.required') }]}
            >
              <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}

function RequestCard({ row }: { row: AttendanceRequest }) {
  const { t, i18n } = useTranslation('attendance-vacation');
  const withdraw = useWithdraw();
  const status = STATUS.find((option) => option.value === row.status);
  const title = [t(`kind.${row.kind}`), row.leaveTypeName ?? row.destination].filter(Boolean).join(' · ');
  return (
    <Card
      size="small"
      title={title}
      extra={status && <Tag color={status.color}>{labelIn(status.label, i18n.language)}</Tag>}
    >
      <div>{row.period}</div>
      {row.amountText && <div className="vacation-muted">{row.amountText}</div>}
      {row.reason && <div className="vacation-muted">{row.reason}</div>}
      {row.cancelReason && <div className="vacation-muted">{row.cancelReason}</div>}
      <Space wrap className="vacation-actions">
        {row.approvalId !== null && row.status === AttendanceRequestStatus.ASKED && (
          <Link to={`/oa/approve/myapply?id=${row.approvalId}`}>{t('mine.approval')}</Link>
        )}
        {row.transitions?.includes('withdraw') && (
          <Popconfirm
            title={t('mine.withdrawConfirm')}
            onConfirm={() =>
              withdraw
                .mutateAsync({ id: row.id, version: row.version })
                .then(() => toast.success(t('mine.withdrawn')))
            }
          >
            <Button size="small">{t('mine.withdraw')}</Button>
          </Popconfirm>
        )}
        {row.transitions?.includes('cancel') && <CancelButton row={row} />}
      </Space>
    </Card>
  );
}

/** 我的申请: one's own requests, newest first, as cards (they read the same on a phone). */
export function MyRequests() {
  const { t } = useTranslation('attendance-vacation');
  const [pageNum, setPageNum] = useState(1);
  const mine = useMyRequests({ pageNum, pageSize: PAGE_SIZE }, true);
  if (mine.isPending) return <Spin />;
  const list = mine.data?.list ?? [];
  return (
    <section>
      <h3>{t('mine.requests')}</h3>
      {list.length === 0 ? (
        <Empty description={t('mine.empty')} />
      ) : (
        <div className="vacation-requests">
          {list.map((row) => (
            <RequestCard key={row.id} row={row} />
          ))}
        </div>
      )}
      {(mine.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          size="small"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={mine.data?.total}
          onChange={setPageNum}
        />
      )}
    </section>
  );
}
