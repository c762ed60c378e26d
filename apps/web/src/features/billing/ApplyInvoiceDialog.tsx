import type { OrderRow } from '@renli/contracts';
import { Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useApplyInvoice, useOrders } from './api.ts';
import { formatTime, formatYuan } from './format.ts';

/** Paid orders with no open or issued invoice request; the request is for the order's full amount. */
export function ApplyInvoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const paid = useOrders({ pageNum: 1, pageSize: 100, status: 'paid' });
  const apply = useApplyInvoice();
  const [orderId, setOrderId] = useState<number | null>(null);
  const candidates = (paid.data?.list ?? []).filter((o) => o.invoiceStatus === null);

  const submit = async () => {
    if (orderId === null) return;
    await apply.mutateAsync(orderId);
    toast.success(t('invoice.applied'));
    setOrderId(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('invoice.apply')}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ disabled: orderId === null, loading: apply.isPending }}
      destroyOnHidden
      width={720}
    >
      <Table<OrderRow>
        rowKey="id"
        size="small"
        loading={paid.isFetching}
        dataSource={candidates}
        pagination={false}
        locale={{ emptyText: t('invoice.noCandidates') }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: orderId === null ? [] : [orderId],
          onChange: (keys) => setOrderId(Number(keys[0])),
        }}
        columns={[
          { key: 'orderNo', title: t('order.orderNo'), dataIndex: 'orderNo' },
          { key: 'productName', title: t('order.product'), dataIndex: 'productName' },
          { key: 'amount', title: t('invoice.amount'), render: (_, o) => formatYuan(o.amount) },
          { key: 'paidAt', title: t('order.paidAt'), render: (_, o) => formatTime(o.paidAt) },
        ]}
      />
    </Modal>
  );
}
