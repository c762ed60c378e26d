import {
  assetAdjustBodySchema,
  assetLedgerPageSchema,
  assetLedgerQuerySchema,
  assetSummarySchema,
  invoiceApplyBodySchema,
  invoiceHandleBodySchema,
  invoiceInfoSaveSchema,
  invoiceInfoSchema,
  invoiceRequestPageSchema,
  invoiceRequestQuerySchema,
  invoiceRequestRowSchema,
  orderPageSchema,
  orderQuerySchema,
  orderRowSchema,
} from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../deps.ts';
import { adminAuth, userAuth } from '../../http/auth.ts';
import { ok, okNull, okSchema } from '../../http/envelope.ts';
import { adjustAssets, assetLedgerPage, assetSummary } from './assets.ts';
import {
  applyForInvoice,
  findInvoiceInfo,
  handleInvoiceRequest,
  invoiceRequestPage,
  saveInvoiceInfo,
} from './invoices.ts';
import { findOrder, orderPage } from './orders.ts';
import { billingActor } from './policy.ts';

const tags = ['billing'];
const admin = { access: 'admin' as const };

/**
 * The company's account, orders and invoices (`#/other/setting/asset`, `order`, `invoice`): the
 * company account and staff admins only, always the session's company; and the back-office calls
 * that change them (there is no payment provider yet).
 */
export const billingModule: AppModule = async (app, deps) => {
  const { db } = deps;
  const actorOf = (request: FastifyRequest) => billingActor(db, userAuth(request));

  app.get(
    '/asset/selectAsset',
    { schema: { tags, summary: 'Balance, SMS and e-mail counts', response: okSchema(assetSummarySchema) } },
    async (request) => ok(request, await assetSummary(db, (await actorOf(request)).compId)),
  );

  app.post(
    '/asset/selectLedgerPage',
    {
      schema: {
        tags,
        summary: 'Changes of the company account, newest first',
        body: assetLedgerQuerySchema,
        response: okSchema(assetLedgerPageSchema),
      },
    },
    async (request) => ok(request, await assetLedgerPage(db, (await actorOf(request)).compId, request.body)),
  );

  app.post(
    '/goodsOrder/selectPage',
    {
      schema: {
        tags,
        summary: 'The company’s orders (status, order number or product, created date range)',
        body: orderQuerySchema,
        response: okSchema(orderPageSchema),
      },
    },
    async (request) => ok(request, await orderPage(db, (await actorOf(request)).compId, request.body)),
  );

  app.get(
    '/goodsOrder/selectById/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: okSchema(orderRowSchema),
      },
    },
    async (request) => ok(request, await findOrder(db, (await actorOf(request)).compId, request.params.id)),
  );

  app.get(
    '/invoiceInfoCtl/select',
    {
      schema: {
        tags,
        summary: 'The company’s invoice information; null until saved',
        response: okSchema(invoiceInfoSchema.nullable()),
      },
    },
    async (request) => ok(request, await findInvoiceInfo(db, (await actorOf(request)).compId)),
  );

  app.post(
    '/invoiceInfoCtl/save',
    {
      schema: {
        tags,
        summary: 'Save invoice information; `version` 0 the first time, then the version read (stale: 409)',
        body: invoiceInfoSaveSchema,
        response: okSchema(invoiceInfoSchema),
      },
    },
    async (request) => ok(request, await saveInvoiceInfo(db, (await actorOf(request)).compId, request.body)),
  );

  app.post(
    '/cReceipt/selectPage',
    {
      schema: {
        tags,
        summary: 'Invoice requests of the company',
        body: invoiceRequestQuerySchema,
        response: okSchema(invoiceRequestPageSchema),
      },
    },
    async (request) =>
      ok(request, await invoiceRequestPage(db, (await actorOf(request)).compId, request.body)),
  );

  app.post(
    '/cReceipt/apply',
    {
      schema: {
        tags,
        summary: 'Request an invoice for a paid order (one per order, its full amount)',
        body: invoiceApplyBodySchema,
        response: okSchema(invoiceRequestRowSchema),
      },
    },
    async (request) => ok(request, await applyForInvoice(db, await actorOf(request), request.body.orderId)),
  );

  app.post(
    '/admin/asset/adjust',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Platform admin: top up or correct a company account (writes the ledger)',
        body: assetAdjustBodySchema,
        response: okSchema(assetSummarySchema),
      },
    },
    async (request) => ok(request, await adjustAssets(db, adminAuth(request).adminId, request.body)),
  );

  app.post(
    '/admin/invoice/handle',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Platform admin: issue or reject a pending invoice request',
        body: invoiceHandleBodySchema,
        response: okNull,
      },
    },
    async (request) => {
      adminAuth(request);
      await handleInvoiceRequest(db, request.body);
      return ok(request, null);
    },
  );
};
