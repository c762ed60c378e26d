import { ARCHIVE_REJECT_REASON_MAX, type ArchiveRequest, ArchiveRequestStatus } from '@renli/contracts';
import { Button, Form, Input, Modal, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useApproveRequest, useRejectRequest, useRequestPage } from './api.ts';
import { RequestChanges } from './RequestChanges.tsx';

const STATUS_TAGS: Record<number, { color: string; key: string }> = {
  [ArchiveRequestStatus.PENDING]: { color: 'gold', key: 'pending' },
  [ArchiveRequestStatus.APPROVED]: { color: 'green', key: 'approved' },
  [ArchiveRequestStatus.REJECTED]: { color: 'red', key: 'rejected' },
};

/** Asks why, then refuses the request; the employee is reminded with the reason. */
function RejectDialog({ request, onClose }: { request: ArchiveRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectRequest();
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await reject.mutateAsync({ id: request.id, reason });
      toast.success(t('staff-archives:requests.rejected'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={t('staff-archives:requests.rejectTitle', { name: request.staffName })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={reject.isPending}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('staff-archives:requests.reason')}
          rules={[{ required: true, whitespace: true, message: t('staff-archives:requests.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={ARCHIVE_REJECT_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 待审核的信息变更: employees' requests to change identity or bank fields, pending first; HR approves
 * (the archive changes at once) or rejects with a reason.
 */
export function ArchiveRequestsTab({ onOpen }: { onOpen: (archiveId: number) => void }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<number | 'all'>(ArchiveRequestStatus.PENDING);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [rejecting, setRejecting] = useState<ArchiveRequest | null>(null);
  const page = useRequestPage({ ...paging, ...(status === 'all' ? {} : { status: status as 1 | 2 | 3 }) });
  const approve = useApproveRequest();
  const statusText = (value: number) => t(`staff-archives:requests.status.${STATUS_TAGS[value]!.key}`);

  return (
    <>
      <Segmented
        className="renli-archive-requests-filter"
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
        options={[
          { value: ArchiveRequestStatus.PENDING, label: statusText(ArchiveRequestStatus.PENDING) },
          { value: ArchiveRequestStatus.APPROVED, label: statusText(ArchiveRequestStatus.APPROVED) },
          { value: ArchiveRequestStatus.REJECTED, label: statusText(ArchiveRequestStatus.REJECTED) },
          { value: 'all', label: t('staff-archives:requests.all') },
        ]}
      />
      <Table<ArchiveRequest>
        rowKey="id"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('staff-archives:requests.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: page.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          {
            key: 'staff',
            title: t('staff-archives:requests.staff'),
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => onOpen(r.archiveId)}>
                {r.staffName}
                {r.jobNo ? `（${r.jobNo}）` : ''}
              </Button>
            ),
          },
          { key: 'dept', title: t('staff-archives:requests.dept'), render: (_, r) => r.deptName ?? '—' },
          {
            key: 'changes',
            title: t('staff-archives:requests.changes'),
            render: (_, r) => <RequestChanges request={r} />,
          },
          {
            key: 'createdAt',
            title: t('staff-archives:requests.submittedAt'),
            render: (_, r) => chinaTime(r.createdAt, i18n.language),
          },
          {
            key: 'status',
            title: t('staff-archives:requests.statusTitle'),
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATUS_TAGS[r.status]!.color}>{statusText(r.status)}</Tag>
                {r.reason && <span>{r.reason}</span>}
                {r.decidedBy && <span className="renli-archive-muted">{r.decidedBy}</span>}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('resource:actions.title'),
            render: (_, r) =>
              r.status === ArchiveRequestStatus.PENDING && (
                <Space size={0}>
                  <Popconfirm
                    title={t('staff-archives:requests.approveConfirm')}
                    // A refusal (e.g. the number no longer fits the archive) is toasted by the client.
                    onConfirm={() =>
                      approve.mutateAsync(r.id).then(
                        () => toast.success(t('staff-archives:requests.approved')),
                        () => undefined,
                      )
                    }
                  >
                    <Button type="link" size="small">
                      {t('staff-archives:actions.approve')}
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" danger onClick={() => setRejecting(r)}>
                    {t('staff-archives:actions.reject')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      {rejecting && <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
