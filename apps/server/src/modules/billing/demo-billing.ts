import type { DbOrTx } from '../../db/client.ts';
import { updateEmailCountAndSMSCountAndBalance } from './assets.ts';
import { billingOrders } from './schema.ts';

const at = (iso: string) => new Date(`${iso}+08:00`);

/** A few months of purchases for the demo company, and the account changes the paid ones made. */
const DEMO_ORDERS = [
  {
    orderNo: 'RL202609010001',
    productName: '企业版年费',
    amountFen: 2_999_00,
    status: 'paid',
    created: '2026-09-01T10:12:00',
    paid: '2026-09-01T10:15:00',
  },
  {
    orderNo: 'RL202609150002',
    productName: '短信包 5000 条',
    amountFen: 400_00,
    status: 'paid',
    created: '2026-09-15T14:02:00',
    paid: '2026-09-15T14:03:00',
    sms: 5000,
  },
  {
    orderNo: 'RL202610080003',
    productName: '邮件包 10000 封',
    amountFen: 200_00,
    status: 'paid',
    created: '2026-10-08T09:30:00',
    paid: '2026-10-08T09:31:00',
    email: 10000,
  },
  {
    orderNo: 'RL202610200004',
    productName: '账户充值',
    amountFen: 5_000_00,
    status: 'paid',
    created: '2026-10-20T16:45:00',
    paid: '2026-10-20T16:47:00',
    balance: 5_000_00,
  },
  {
    orderNo: 'RL202611020005',
    productName: '电子签约包 100 份',
    amountFen: 800_00,
    status: 'refunded',
    created: '2026-11-02T11:00:00',
    paid: '2026-11-02T11:02:00',
  },
  {
    orderNo: 'RL202611180006',
    productName: '短信包 1000 条',
    amountFen: 90_00,
    status: 'closed',
    created: '2026-11-18T08:20:00',
  },
  {
    orderNo: 'RL202611220007',
    productName: '企业版增购 20 人',
    amountFen: 1_200_00,
    status: 'unpaid',
    created: '2026-11-22T17:05:00',
  },
] as const;

export async function seedDemoBilling(tx: DbOrTx, compId: number) {
  for (const order of DEMO_ORDERS) {
    await tx.insert(billingOrders).values({
      compId,
      orderNo: order.orderNo,
      productName: order.productName,
      amountFen: order.amountFen,
      status: order.status,
      createdAt: at(order.created),
      paidAt: 'paid' in order ? at(order.paid) : null,
    });
    const change = {
      balanceFen: 'balance' in order ? order.balance : 0,
      sms: 'sms' in order ? order.sms : 0,
      email: 'email' in order ? order.email : 0,
    };
    if (change.balanceFen || change.sms || change.email) {
      await updateEmailCountAndSMSCountAndBalance(tx, compId, {
        ...change,
        note: order.productName,
        source: `order:${order.orderNo}`,
      });
    }
  }
}
